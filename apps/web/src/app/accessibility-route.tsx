import { accessibilityText } from '../features/accessibility/messages';
import AccessibilityPanel from '../features/accessibility/routes/AccessibilityPanel';
import { AccountPage } from '../features/my-account/components/AccountPage';

/** /account/accessibility: the eBooks' accessibility (EAA_ACCESS) inside the account pages' frame. */
export default function AccessibilityRoute() {
  return (
    <AccountPage title={accessibilityText('eaa.title')} intro={accessibilityText('eaa.intro')}>
      <AccessibilityPanel />
    </AccountPage>
  );
}
