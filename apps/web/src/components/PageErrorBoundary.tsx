import './plain.css';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { t } from '../i18n';

/**
 * The console lines a caught failure writes: the end-to-end walks fail on either
 * (e2e/support/fixtures.ts), as they do on an uncaught error.
 */
export const PAGE_FAILED = 'Quire: a page stopped working:';
export const PART_FAILED = 'Quire: a part of the page stopped working:';

/**
 * A page that fails while it renders or in one of its effects (a bug, or a page's code that no longer
 * loads after Quire was updated) shows what happened and how to go on, inside the site's frame,
 * instead of taking the whole app down to a blank window. Another address is another try.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Caught line={PAGE_FAILED} fallback={<PageError />}>
      {children}
    </Caught>
  );
}

/**
 * A part of the frame that is not the page (the site's message bar, the navigation's modules): if
 * it fails, as when its code no longer loads after an update, it shows nothing and the page goes on.
 */
export function QuietBoundary({ children }: { children: ReactNode }) {
  return (
    <Caught line={PART_FAILED} fallback={null}>
      {children}
    </Caught>
  );
}

/** A boundary that writes its console line for what it caught, and tries again at another address. */
function Caught({ line, fallback, children }: { line: string; fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={fallback} resetKeys={[pathname]} onError={(error) => console.error(line, error)}>
      {children}
    </ErrorBoundary>
  );
}

function PageError() {
  return (
    <div role="alert" className="stack not-found">
      <h1 className="heading heading-1">{t('pageError.title')}</h1>
      <p className="para">{t('pageError.body')}</p>
      <div className="inline-row">
        <button type="button" className="button-quiet" onClick={() => window.location.reload()}>
          {t('pageError.reload')}
        </button>
      </div>
      <p className="para">
        <a href="/">{t('notFound.home')}</a>
      </p>
    </div>
  );
}
