import { AuthorDashboard } from '../components/AuthorDashboard';

/** /analytics/visitors: the product-page visitors (SITE) by the site they came from. */
export default function VisitorsPage() {
  return <AuthorDashboard page="SITE" />;
}
