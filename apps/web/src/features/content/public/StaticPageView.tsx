import { CONTENT_MESSAGES } from '@quire/domain/content/messages';
import { AppErrorBase } from '@quire/domain/errors/app-error-base';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { staticContentQuery } from '../api/static-content';
import { SafeHtml } from '../SafeHtml';
import { publicText } from './messages';
import './public-pages.css';

/** Whether a failed load means the page is not there (not published, or no such page). */
export function isMissingPage(error: unknown): boolean {
  return error instanceof AppErrorBase && error.status === 404;
}

/**
 * A static page of the footer (spec 1 §2, spec 3 §2): its published version from static_content,
 * the title as the heading and the administrators' HTML through SafeHtml. The same markup as the
 * server's rendering of /{slug} for visitors without JavaScript: article.static-page > h1 +
 * div.static-page-body.
 */
export default function StaticPageView({ slug }: { slug: string }) {
  const query = useQuery(staticContentQuery(slug));
  const missing = query.isError && isMissingPage(query.error);
  usePageTitle(
    query.data?.title ??
      (missing ? t('notFound.title') : publicText(query.isError ? 'page.loadError' : 'page.loading')),
  );

  if (query.isPending) return <Loading label={publicText('page.loading')} />;
  if (missing) {
    return (
      <article className="static-page">
        <h1 className="page-title">{t('notFound.title')}</h1>
        <p>{CONTENT_MESSAGES.pageNotFound}</p>
        <p>
          <Link to="/">{publicText('page.home')}</Link>
        </p>
      </article>
    );
  }
  if (query.isError) {
    // Plain elements like the page itself (QueryState's LoadError would bring Mantine for this alone).
    return (
      <div role="alert" className="notice notice-error static-page-error">
        <p>{publicText('page.loadError')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  return (
    <article className="static-page">
      <h1 className="page-title">{query.data.title}</h1>
      <SafeHtml html={query.data.html} className="static-page-body prose" />
    </article>
  );
}
