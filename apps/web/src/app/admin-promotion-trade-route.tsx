import { AdminPage } from '../features/admin/components/AdminPage';
import AdminPublishersPage from '../features/promotions/routes/AdminPublishersPage';
import AdminTradePromosPage from '../features/promotions/routes/AdminTradePromosPage';

/** /admin/promotions/publishers: the promotions feature's publishers inside the admin pages' frame. */
export default function AdminPublishersRoute() {
  return <AdminPublishersPage frame={AdminPage} />;
}

/** /admin/promotions/trade: the trade publishers' nominations in the same frame. */
export function AdminTradePromosRoute() {
  return <AdminTradePromosPage frame={AdminPage} />;
}
