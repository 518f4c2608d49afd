import { useParams } from 'react-router';
import { AdminPage } from '../features/admin/components/AdminPage';
import { AdminOrderDetails } from '../features/orders/components/AdminOrders';
import { ordersText } from '../features/orders/messages';

/** /admin/users/:customerId/orders/:orderNumber: an account's order inside the admin pages' frame. */
export default function AdminOrderRoute() {
  const { customerId = '', orderNumber = '' } = useParams();
  return (
    <AdminPage title={ordersText('details.title', { orderNumber })}>
      <AdminOrderDetails customerId={customerId} orderNumber={orderNumber} />
    </AdminPage>
  );
}
