import { AdminPage } from '../features/admin/components/AdminPage';
import ModuleDisplayPage from '../features/content/admin/modules/ModuleDisplayPage';
import SiteModuleEditPage from '../features/content/admin/modules/SiteModuleEditPage';
import SiteModulesPage from '../features/content/admin/modules/SiteModulesPage';

/** /admin/site-modules: the content feature's site modules inside the admin pages' frame. */
export default function AdminSiteModulesRoute() {
  return <SiteModulesPage frame={AdminPage} />;
}

/** /admin/site-modules/new and /admin/site-modules/{moduleId}/edit: a module's form in the same frame. */
export function AdminSiteModuleEditRoute() {
  return <SiteModuleEditPage frame={AdminPage} />;
}

/** /admin/site-modules/display: where the modules of a type show on a page. */
export function AdminModuleDisplayRoute() {
  return <ModuleDisplayPage frame={AdminPage} />;
}
