import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { markModalsReady } from '../../lib/overlay-host';
import { MODALS } from './registry';

/** Mantine's ModalsProvider with the app's modal set; loaded the first time a modal opens. */
export default function ModalRoot() {
  useEffect(() => {
    markModalsReady(true);
    return () => markModalsReady(false);
  }, []);
  return (
    <ModalsProvider modals={MODALS} modalProps={{ closeButtonProps: { 'aria-label': t('modal.close') } }} />
  );
}
