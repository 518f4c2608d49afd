/**
 * The modal and toast machinery (Mantine's ModalsProvider and Notifications container) is loaded
 * the first time something needs it, not with the first page: it keeps the first page's
 * JavaScript within budget. `OverlayHost` (app/OverlayHost.tsx) renders what has been requested;
 * the modal root calls `markModalsReady` once mounted, and openers await `ensureModals()`.
 */
type Listener = () => void;

interface OverlayState {
  modals: boolean;
  toasts: boolean;
}

let state: OverlayState = { modals: false, toasts: false };
const listeners = new Set<Listener>();
let modalsReady = false;
let resolveReady: (() => void) | null = null;
let readyPromise: Promise<void> | null = null;

function set(patch: Partial<OverlayState>) {
  const next = { ...state, ...patch };
  if (next.modals === state.modals && next.toasts === state.toasts) return;
  state = next;
  for (const l of listeners) l();
}

export const overlayStore = {
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Resolves once a ModalsProvider is mounted and listening for open events. */
export function ensureModals(): Promise<void> {
  if (modalsReady) return Promise.resolve();
  if (!readyPromise) {
    readyPromise = new Promise((resolve) => {
      resolveReady = resolve;
    });
  }
  set({ modals: true });
  return readyPromise;
}

/** Called by the modal root when it has mounted (and by tests that mount it directly). */
export function markModalsReady(ready = true) {
  modalsReady = ready;
  if (ready) {
    resolveReady?.();
    resolveReady = null;
    readyPromise = null;
  }
}

/** Asks for the toast container; the notifications store keeps toasts until it shows them. */
export function ensureToasts() {
  set({ toasts: true });
}
