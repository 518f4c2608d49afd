import { t } from '../i18n';

/**
 * The one loading indicator of the app: a spinner and words, announced politely. Its own module
 * without Mantine, because the app shell shows it while a page's code loads (first-page budget).
 */
export function Loading({ label = t('app.loading') }: { label?: string }) {
  return (
    <div role="status" className="page-loading">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}
