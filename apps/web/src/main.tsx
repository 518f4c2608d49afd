import './app/mantine-styles';
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, type NavigateFunction, useNavigate } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { wireApiClient } from './app/wire-api';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { locale } from './i18n';

// The API client sends the browser elsewhere (sign-in when a session ends) through the router once
// it has rendered; before that, by loading the address.
let navigate: NavigateFunction | undefined;
wireApiClient((to) => (navigate ? void navigate(to) : window.location.assign(to)));
function ApiNavigation() {
  const routerNavigate = useNavigate();
  useLayoutEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return null;
}

document.documentElement.lang =
  locale === 'en-US' ? 'en-US' : locale.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <ApiNavigation />
        {/* The pages have a boundary of their own inside the frame; this one is for the frame itself. */}
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
