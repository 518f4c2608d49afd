import { Group, Pagination } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { lastPage } from '../lib/list-state';

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

/** Link props for a Mantine pagination control (its root is polymorphic underneath). */
const asLink = (to: string) => ({ component: Link, to }) as Record<string, unknown>;

/**
 * A list's pager (Mantine Pagination): previous, a window of pages, next; the current page is
 * marked for assistive technology. Nothing is shown when there is one page.
 */
export function Pager({ page, total, pageSize, window = 9, label, hrefFor, onPage }: PagerProps) {
  const last = lastPage(total, pageSize);
  if (last <= 1) return null;
  const go = (p: number) => onPage?.(p);
  const edge = (to: number, name: string, enabled: boolean, Edge: typeof Pagination.Next): ReactNode =>
    enabled && hrefFor ? (
      <Edge {...asLink(hrefFor(to))} aria-label={name} rel={to < page ? 'prev' : 'next'} />
    ) : (
      <Edge aria-label={name} disabled={!enabled} />
    );
  return (
    <nav aria-label={label} className="pager">
      <Pagination.Root total={last} value={Math.min(page, last)} onChange={go}>
        <Group gap={6} wrap="wrap">
          {edge(page - 1, t('list.previous'), page > 1, Pagination.Previous)}
          {pageWindow(page, last, window).map((p, i) =>
            p === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <Pagination.Dots key={`gap-${i}`} aria-hidden="true" />
            ) : (
              <Pagination.Control
                key={p}
                {...(hrefFor ? asLink(hrefFor(p)) : { onClick: () => go(p) })}
                active={p === page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('list.page', { page: p })}
              >
                {p}
              </Pagination.Control>
            ),
          )}
          {edge(page + 1, t('list.next'), page < last, Pagination.Next)}
        </Group>
      </Pagination.Root>
    </nav>
  );
}
