import './app/mantine-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { wireApiClient } from './app/wire-api';
import { locale } from './i18n';

const router = createRouter();
wireApiClient((to) => void router.navigate(to));
document.documentElement.lang =
  locale === 'en-US' ? 'en-US' : locale.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
