import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { OverlayHost } from './OverlayHost';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine (theme) and TanStack Query around the app, and the overlay host that mounts Mantine's
 * ModalsProvider and Notifications the first time a modal or a toast is shown.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <OverlayHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
