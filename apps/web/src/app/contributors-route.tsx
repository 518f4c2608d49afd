import { AccountPage } from '../features/account/components/AccountPage';
import { ct } from '../features/contributors/messages';
import ContributorsPanel from '../features/contributors/routes/ContributorsPanel';

/** /account/contributors: the contributors feature inside the account pages' frame and navigation. */
export default function ContributorsRoute() {
  return (
    <AccountPage title={ct('contributors.title')} intro={ct('contributors.intro')}>
      <ContributorsPanel />
    </AccountPage>
  );
}
