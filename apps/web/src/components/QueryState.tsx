import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { Loading } from './Loading';

/** A load that failed: what happened and Try Again. */
export function LoadError({
  message = t('list.loadError'),
  onRetry,
}: {
  message?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="notice notice-error">
      <p className="notice-text">{message}</p>
      {onRetry ? (
        <button type="button" className="button-quiet" onClick={onRetry}>
          {t('list.retry')}
        </button>
      ) : null}
    </div>
  );
}

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data' | 'error' | 'refetch'>;
  /** The screen's loading words (default "Loading…"). */
  loading?: string;
  /** The screen's words for a failed load, or a function of the error (null: the default words). */
  error?: ReactNode | ((error: unknown) => ReactNode);
  /** Whether Try Again is offered for this error (default: always). */
  retry?: (error: unknown) => boolean;
  /** Whether the answer is empty, e.g. `(page) => page.users.length === 0`. */
  isEmpty?: (data: T) => boolean;
  /** The screen's own empty text (or element). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's four states: loading, failed (with Try Again), empty (with the screen's text), data. */
export function QueryState<T>({
  query,
  loading,
  error,
  retry,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <Loading {...(loading ? { label: loading } : {})} />;
  if (query.isError || query.data === undefined) {
    const message = typeof error === 'function' ? error(query.error) : error;
    const again = retry ? retry(query.error) : true;
    return (
      <LoadError
        {...(message ? { message } : {})}
        {...(again ? { onRetry: () => void query.refetch() } : {})}
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return typeof empty === 'string' || empty === undefined ? <p role="status">{empty}</p> : empty;
  }
  return <>{children(query.data)}</>;
}
