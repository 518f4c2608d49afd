import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppLayout } from '../app/layout/AppLayout';
import { cssVariablesResolver, theme } from '../app/theme';
import { queryClient } from '../lib/query-client';
import { mockApi, ok } from './fetch-mock';

/**
 * The site's frame (AppLayout) around `pages`, at `path`, for `user` (null: a visitor), with no site
 * content to show; answers the router, to move to another address.
 */
export function renderInLayout(pages: RouteObject[], path: string, user: unknown = null) {
  mockApi({
    'GET /api/authentication/session': ok({ user }),
    'GET /api/project/page-banners/projects': ok({
      page: 'projects',
      modules: [],
      banners: [],
      messages: [],
    }),
  });
  queryClient.clear();
  const router = createMemoryRouter([{ path: '/', element: <AppLayout />, children: pages }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
