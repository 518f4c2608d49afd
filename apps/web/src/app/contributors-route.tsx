import { contributorsText } from '../features/contributors/messages';
import ContributorsPanel from '../features/contributors/routes/ContributorsPanel';
import { AccountPage } from '../features/my-account/components/AccountPage';

/** /account/contributors: the contributors feature inside the account pages' frame and navigation. */
export default function ContributorsRoute() {
  return (
    <AccountPage
      title={contributorsText('contributors.title')}
      intro={contributorsText('contributors.intro')}
    >
      <ContributorsPanel />
    </AccountPage>
  );
}
