import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_CONTAINER_CLASS, TOAST_DURATION_MS, TOAST_POSITION } from '../components/toasts';
import { overlayStore } from '../lib/overlay-host';

const ModalRoot = lazy(() => import('../components/modals/ModalRoot'));
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Mounts the modals provider and the toast container once something first asks for them. */
export function OverlayHost() {
  const { modals, toasts } = useSyncExternalStore(overlayStore.subscribe, overlayStore.get, overlayStore.get);
  return (
    <Suspense fallback={null}>
      {modals ? <ModalRoot /> : null}
      {toasts ? (
        <Notifications
          position={TOAST_POSITION}
          className={TOAST_CONTAINER_CLASS}
          autoClose={TOAST_DURATION_MS}
        />
      ) : null}
    </Suspense>
  );
}
