import { Link } from 'react-router';
import { projectsText } from '../messages';

export interface PaginationProps {
  page: number;
  last: number;
  /** The URL search string ("?…" or "") of a page. */
  hrefFor: (page: number) => string;
}

/** Page numbers to show: the first, the last, and the current with its neighbours; null is a gap. */
export function pageWindow(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last));
  const pages = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of pages) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/** Links to the pages of the dashboard; the current page is marked for assistive technology. */
export function Pagination({ page, last, hrefFor }: PaginationProps) {
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={projectsText('projects.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              {projectsText('projects.previous')}
            </Link>
          ) : (
            <span aria-disabled="true">{projectsText('projects.previous')}</span>
          )}
        </li>
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-label={projectsText('projects.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link to={hrefFor(page + 1)} rel="next">
              {projectsText('projects.next')}
            </Link>
          ) : (
            <span aria-disabled="true">{projectsText('projects.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
