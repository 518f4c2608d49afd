import { AdminPage } from '../features/admin/components/AdminPage';
import {
  AdminPromoRequests,
  adminRequestsIntro,
  adminRequestsTitle,
} from '../features/promotions/routes/AdminPromoRequestsPage';

/** /admin/promotions/requests: the promotions feature's review list inside the admin pages' frame. */
export default function AdminPromotionRequestsRoute() {
  return (
    <AdminPage title={adminRequestsTitle()} intro={adminRequestsIntro()}>
      <AdminPromoRequests />
    </AdminPage>
  );
}
