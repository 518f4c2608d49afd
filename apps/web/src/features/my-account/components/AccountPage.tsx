import { PageBody, type PageFrameProps, SignedInPage } from '../../../components/SignedInPage';
import { AccountNav } from './AccountNav';
import '../../../components/section-nav.css';
import '../account.css';
import '../styles';

/** The frame of every account page: signed-in users only, the account navigation, the heading. */
export function AccountPage({ title, intro, children }: PageFrameProps) {
  return (
    <SignedInPage title={title}>
      {() => (
        <div className="section-layout">
          <AccountNav />
          <PageBody title={title} intro={intro} className="account-main">
            {children}
          </PageBody>
        </div>
      )}
    </SignedInPage>
  );
}
