import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_CONTAINER_CLASS, TOAST_DURATION_MS, TOAST_POSITION } from '../components/toasts';
import { overlayStore } from '../lib/overlay-host';

const ModalRoot = lazy(() => import('../components/modals/ModalRoot'));
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * Mounts the modals provider and the toast container once something first asks for them. Each has
 * a Suspense boundary of its own: the toast container's chunk loading (at the first toast) must not
 * suspend the modals already on screen, which would hide them and make the next dialog wait.
 */
export function OverlayHost() {
  const { modals, toasts } = useSyncExternalStore(overlayStore.subscribe, overlayStore.get, overlayStore.get);
  return (
    <>
      <Suspense fallback={null}>{modals ? <ModalRoot /> : null}</Suspense>
      <Suspense fallback={null}>
        {toasts ? (
          <Notifications
            position={TOAST_POSITION}
            className={TOAST_CONTAINER_CLASS}
            autoClose={TOAST_DURATION_MS}
          />
        ) : null}
      </Suspense>
    </>
  );
}
