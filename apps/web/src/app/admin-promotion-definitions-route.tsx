import { AdminPage } from '../features/admin/components/AdminPage';
import AdminPromotionEditPage from '../features/promotions/routes/AdminPromotionEditPage';
import AdminPromotionsPage from '../features/promotions/routes/AdminPromotionsPage';

/** /admin/promotions: the promotions feature's definitions inside the admin pages' frame. */
export default function AdminPromotionsRoute() {
  return <AdminPromotionsPage frame={AdminPage} />;
}

/** /admin/promotions/new and /admin/promotions/{definitionId}/edit: a definition's form in the same frame. */
export function AdminPromotionEditRoute() {
  return <AdminPromotionEditPage frame={AdminPage} />;
}
