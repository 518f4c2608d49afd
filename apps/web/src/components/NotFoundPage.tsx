/** The 404 page: the router's catch-all, and any route whose parameters name nothing (an unknown wizard step, a project that is not there). */
import './plain.css';
import { Link } from 'react-router';
import { t } from '../i18n';
import { usePageTitle } from '../lib/use-page-title';

// Plain elements styled like Mantine's Title, Text and Anchor: the wizard shows this page for an
// unknown step or book, and the wizard's chunk loads no Mantine component (decision 056).
export default function NotFoundPage() {
  usePageTitle(t('notFound.title'));
  return (
    <div className="stack not-found">
      <h1 className="heading heading-1">{t('notFound.title')}</h1>
      <p className="para">{t('notFound.body')}</p>
      <p className="para">
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
