import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { resetToasts } from '../components/toasts';
import { api, UNWIRED_API_ENVIRONMENT } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { sessionExpiry } from '../lib/session-expiry';

// findBy* and waitFor wait 1 s by default: on a loaded 2-core machine a screen's first answer and
// render can take longer (vite.config.ts's testTimeout). A longer wait only slows a failing test.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
Element.prototype.scrollIntoView ??= () => undefined;

// The web project runs its files one after another in the same module graph (isolate: false):
// whatever a test leaves in a module-level store is seen by the next file's tests. Each test
// starts with no toast on screen or queued (Mantine's notifications store outlives every render)
// and toasts on (a cancelled confirmation turns them off for a while).
afterEach(() => {
  cleanup();
  notifications.clean();
  resetToasts();
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// What a file changed for all its tests is undone when it ends, as a fresh module graph would.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionExpiry.set(null);
  api.configure(UNWIRED_API_ENVIRONMENT);
  api.resetCsrfToken();
  queryClient.clear();
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
});
