import { Text } from '@mantine/core';
import { isAdmin } from '@quire/domain';
import { PageBody, SignedInPage } from '../../../components/SignedInPage';
import { requestsText } from '../components/requests/messages';
import { PromoRequestList } from '../components/requests/PromoRequestList';

export const adminRequestsTitle = () => requestsText('admin.title');
export const adminRequestsIntro = () => requestsText('admin.intro');

/** The administrators' review of every merchandising request (spec 2 §2.3 admin mode). */
export function AdminPromoRequests() {
  return <PromoRequestList mode="admin" />;
}

/**
 * /admin/promotions/requests on its own; the router shows it inside the admin pages' frame
 * (app/admin-promotions-route.tsx). The server refuses everyone but administrators too.
 */
export default function AdminPromoRequestsPage() {
  return (
    <SignedInPage title={adminRequestsTitle()}>
      {(user) => (
        <PageBody title={adminRequestsTitle()} intro={adminRequestsIntro()}>
          {isAdmin(user.permissions) ? (
            <AdminPromoRequests />
          ) : (
            <Text role="alert">{requestsText('summary.forbidden')}</Text>
          )}
        </PageBody>
      )}
    </SignedInPage>
  );
}
