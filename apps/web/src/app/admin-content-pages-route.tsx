import { AdminPage } from '../features/admin/components/AdminPage';
import AdminPageEditPage from '../features/content/admin/pages/AdminPageEditPage';
import AdminPagesPage from '../features/content/admin/pages/AdminPagesPage';

/** /admin/static-pages: the content feature's static pages inside the admin pages' frame. */
export default function AdminStaticPagesRoute() {
  return <AdminPagesPage frame={AdminPage} />;
}

/** /admin/static-pages/edit?url={slug}: a static page's editor and versions in the same frame. */
export function AdminStaticPageEditRoute() {
  return <AdminPageEditPage frame={AdminPage} />;
}
