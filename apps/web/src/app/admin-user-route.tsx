import { lazy, Suspense } from 'react';
import { Loading } from '../components/Loading';
import UserDetailsPage from '../features/admin/routes/UserDetailsPage';

// The orders feature's list, loaded when the Orders tab is opened.
const AdminOrdersTab = lazy(() =>
  import('../features/orders/components/AdminOrders').then((m) => ({ default: m.AdminOrdersTab })),
);

/** /admin/users/:customerId: the admin user page with the orders feature's list in its Orders tab. */
export default function AdminUserRoute() {
  return (
    <UserDetailsPage
      ordersTab={(customerId) => (
        <Suspense fallback={<Loading />}>
          <AdminOrdersTab customerId={customerId} />
        </Suspense>
      )}
    />
  );
}
