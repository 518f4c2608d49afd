import { AuthorDashboard } from '../components/AuthorDashboard';

/** /analytics/reading: the reading page (READING): samples and sales, how far and how soon readers read. */
export default function ReadingPage() {
  return <AuthorDashboard page="READING" />;
}
