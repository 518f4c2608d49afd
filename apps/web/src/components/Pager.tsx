import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { lastPage } from '../lib/list-state';
import './pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** How many rows the list has in all. */
  total: number;
  pageSize: number;
  /** How many page buttons stand side by side around the current page (spec 2: 9). */
  window?: number;
  /** The navigation's accessible name, e.g. "Pages of your books". */
  label: string;
  /** Pages as links (the list's state is in the address) … */
  hrefFor?: (page: number) => string;
  /** … or as buttons. */
  onPage?: (page: number) => void;
}

/**
 * The pages to show: a window of `size` pages around the current one, and the first and the
 * last with a gap (null) where pages are left out; a gap of one page shows that page instead.
 */
export function pageWindow(page: number, last: number, size = 9): (number | null)[] {
  const width = Math.max(1, Math.min(size, last));
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), last - width + 1);
  const wanted = new Set([1, last]);
  for (let p = start; p < start + width; p++) wanted.add(p);
  const out: (number | null)[] = [];
  for (const p of [...wanted].sort((a, b) => a - b)) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}

const Arrow = ({ back }: { back: boolean }) => (
  <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={back ? 'M9 3 5 7.5 9 12' : 'M6 3l4 4.5L6 12'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);

/**
 * A list's pager: previous, a window of pages, next, as links (the list's state is in the
 * address) or buttons; the current page is marked for assistive technology. Nothing is shown when
 * there is one page. Plain elements styled like Mantine's pagination (pager.css): its components
 * cost every list page about 2.5 KB of gzipped JavaScript (decision 056).
 */
export function Pager({ page, total, pageSize, window = 9, label, hrefFor, onPage }: PagerProps) {
  const last = lastPage(total, pageSize);
  if (last <= 1) return null;
  const control = (to: number, name: string, content: ReactNode, rel?: 'prev' | 'next') => {
    const current = rel === undefined && to === page;
    const marks = {
      className: 'pager-control',
      'aria-label': name,
      'aria-current': current ? ('page' as const) : undefined,
      'data-active': current || undefined,
    };
    return hrefFor ? (
      <Link key={rel ?? to} to={hrefFor(to)} rel={rel} {...marks}>
        {content}
      </Link>
    ) : (
      <button key={rel ?? to} type="button" onClick={() => onPage?.(to)} {...marks}>
        {content}
      </button>
    );
  };
  const edge = (to: number, name: string, enabled: boolean, rel: 'prev' | 'next') =>
    enabled ? (
      control(to, name, <Arrow back={rel === 'prev'} />, rel)
    ) : (
      <button key={rel} type="button" className="pager-control" aria-label={name} disabled>
        <Arrow back={rel === 'prev'} />
      </button>
    );
  return (
    <nav aria-label={label} className="pager">
      {edge(page - 1, t('list.previous'), page > 1, 'prev')}
      {pageWindow(Math.min(page, last), last, window).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          control(p, t('list.page', { page: p }), p)
        ),
      )}
      {edge(page + 1, t('list.next'), page < last, 'next')}
    </nav>
  );
}
