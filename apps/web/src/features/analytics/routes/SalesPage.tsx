import { AuthorDashboard } from '../components/AuthorDashboard';

/** /analytics: the sales page (CUSTOMER): totals, copies and royalties over time, formats, countries, best books, coupons. */
export default function SalesPage() {
  return <AuthorDashboard page="CUSTOMER" />;
}
