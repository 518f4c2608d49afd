import { CopyModal, DeleteConfirmationModal } from './ActionModals';
import { ConfirmationModal } from './ConfirmationModal';
import { BusyModal, ErrorModal, InformationModal, NotificationModal } from './MessageModals';

/** The modal set of spec 1 §2 / spec 3 §2, registered with Mantine's ModalsProvider. */
export const MODALS = {
  confirmation: ConfirmationModal,
  information: InformationModal,
  notification: NotificationModal,
  error: ErrorModal,
  busy: BusyModal,
  copy: CopyModal,
  deleteConfirmation: DeleteConfirmationModal,
};

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof MODALS;
  }
}
