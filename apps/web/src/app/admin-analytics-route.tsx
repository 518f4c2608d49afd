import { AdminPage } from '../features/admin/components/AdminPage';
import AdminAnalyticsPage from '../features/analytics/routes/AdminAnalyticsPage';

/** /admin/analytics: the analytics feature's dashboards and statements inside the admin pages' frame. */
export default function AdminAnalyticsRoute() {
  return <AdminAnalyticsPage frame={AdminPage} />;
}
