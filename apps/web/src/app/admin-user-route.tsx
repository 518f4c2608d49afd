import { lazy, Suspense } from 'react';
import { Loading } from '../components/Loading';
import UserDetailsPage from '../features/admin/routes/UserDetailsPage';

// The orders feature's list, loaded when the Orders tab is opened.
const AdminOrdersTab = lazy(() =>
  import('../features/orders/components/AdminOrders').then((m) => ({ default: m.AdminOrdersTab })),
);
// The coupons feature's list of the user's coupons, loaded when the Coupons tab is opened.
const AdminUserCoupons = lazy(() =>
  import('../features/coupons/components/admin/AdminUserCoupons').then((m) => ({
    default: m.AdminUserCoupons,
  })),
);

/**
 * /admin/users/:customerId: the admin user page with the coupons feature's list in its Coupons tab
 * and the orders feature's list in its Orders tab.
 */
export default function AdminUserRoute() {
  return (
    <UserDetailsPage
      couponsTab={(customerId) => (
        <Suspense fallback={<Loading />}>
          <AdminUserCoupons customerId={customerId} />
        </Suspense>
      )}
      ordersTab={(customerId) => (
        <Suspense fallback={<Loading />}>
          <AdminOrdersTab customerId={customerId} />
        </Suspense>
      )}
    />
  );
}
