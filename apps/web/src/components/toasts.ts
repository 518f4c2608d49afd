import { t } from '../i18n';
import { ensureToasts } from '../lib/overlay-host';

/**
 * Toasts (spec 3 §2 layout: a toast has on/off state, content and duration), on Mantine
 * notifications, loaded the first time a toast is shown. After a confirmation is cancelled toasts
 * are off for 5 seconds: the ones on screen are cleared and new ones are not shown until the
 * pause ends.
 */
export const TOAST_DURATION_MS = 4000;
/**
 * Where toasts appear: bottom right, clear of the header's account controls (Sign Out) and raised
 * above the book builder's sticky bar (app/styles.css, `.app-toasts`).
 */
export const TOAST_POSITION = 'bottom-right' as const;
/** The class of the toast container, which app/styles.css places. */
export const TOAST_CONTAINER_CLASS = 'app-toasts';
export const TOAST_PAUSE_AFTER_CANCEL_MS = 5000;

let offUntil = 0;

export interface Toast {
  message: string;
  title?: string;
  /** Milliseconds on screen; false keeps it until closed. */
  duration?: number | false;
  tone?: 'success' | 'info' | 'error';
}

const COLORS = { success: 'green.9', info: 'ink', error: 'red.9' } as const;

const store = () => import('@mantine/notifications').then((m) => m.notifications);

/** Whether toasts are currently on. */
export function toastsOn(now = Date.now()): boolean {
  return now >= offUntil;
}

/** Shows a toast; false (and nothing shown) while toasts are off. */
export function showToast({ message, title, duration = TOAST_DURATION_MS, tone = 'info' }: Toast): boolean {
  if (!toastsOn()) return false;
  ensureToasts();
  void store().then((n) =>
    n.show({
      message,
      title,
      autoClose: duration,
      color: COLORS[tone],
      withBorder: true,
      closeButtonProps: { 'aria-label': t('toast.close') },
    }),
  );
  return true;
}

/** Turns toasts off for `ms` and clears those showing. */
export function hideToasts(ms = TOAST_PAUSE_AFTER_CANCEL_MS): void {
  offUntil = Date.now() + ms;
  void store().then((n) => n.clean());
}

/** For tests: toasts back on. */
export function resetToasts(): void {
  offUntil = 0;
}
