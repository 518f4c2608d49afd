import { AdminPage } from '../features/admin/components/AdminPage';
import AdminRetailerKeysPage from '../features/retail/routes/AdminRetailerKeysPage';

/** /admin/retailer-keys: the retail feature's API keys inside the admin pages' frame. */
export default function AdminRetailerKeysRoute() {
  return <AdminRetailerKeysPage frame={AdminPage} />;
}
