import { AdminPage } from '../features/admin/components/AdminPage';
import AdBannerEditPage from '../features/content/admin/banners/AdBannerEditPage';
import AdBannersPage from '../features/content/admin/banners/AdBannersPage';

/** /admin/ad-banners: the content feature's ad banners inside the admin pages' frame. */
export default function AdminAdBannersRoute() {
  return <AdBannersPage frame={AdminPage} />;
}

/** /admin/ad-banners/new and /admin/ad-banners/{bannerId}/edit: a banner's form in the same frame. */
export function AdminAdBannerEditRoute() {
  return <AdBannerEditPage frame={AdminPage} />;
}
