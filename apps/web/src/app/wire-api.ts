import { modals } from '@mantine/modals';
import { openErrorDialog, openInformation, openNotification } from '../components/modals/open';
import { t } from '../i18n';
import { api } from '../lib/api-client';
import { clearUser } from '../lib/session';
import { storage } from '../lib/storage';

/** Connects the API client's central handling to the app's modals, session cache and router. */
export function wireApiClient(navigate: (to: string) => void) {
  api.configure({
    clearUser,
    navigate: (to) => {
      modals.closeAll();
      navigate(to);
    },
    showErrorDialog: (items) => {
      openErrorDialog(items);
    },
    showSessionExpired: (message) => {
      // The sign-in page the client goes to next says why too (this dialog closes on the way).
      storage.setSignInNotice(t('session.signInNotice'));
      openNotification(message, t('session.expiredTitle'));
    },
    showSearchExhausted: (items) => {
      void openInformation([...new Set(items.map((i) => i.description))], t('modal.searchExhausted.title'));
    },
    storeContributorMessage: (message) => storage.setContributorMessage(message),
    authorShareKey: () => storage.authorShareKey(),
  });
}
