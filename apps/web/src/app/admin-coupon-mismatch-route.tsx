import { AdminPage } from '../features/admin/components/AdminPage';
import AdminCouponMismatchPage from '../features/coupons/components/admin/AdminCouponMismatch';

/** /admin/coupons/mismatch: the coupons feature's mismatch view inside the admin pages' frame. */
export default function AdminCouponMismatchRoute() {
  return <AdminCouponMismatchPage frame={AdminPage} />;
}
