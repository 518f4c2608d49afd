import {
  type AnalyticsColumn,
  type AnalyticsRange,
  FINISHED_PROGRESS,
  OTHER_AUTHORS_MIN_READERS,
} from '@quire/domain';
import type { AnalyticsViewsRepository, ViewScope } from './analytics.views.repository';

// The parts every view's table is made of, and the views that read the readers (who bought, opened
// and how far they read) rather than the daily rollup.

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;
export interface Table {
  columns: AnalyticsColumn[];
  rows: Row[];
  totals: Row | null;
  /** What the view could not apply, said alongside the caller's notice. */
  notice?: string;
}

/** A book row's title when the book no longer exists (its figures stay). */
export const DELETED_BOOK = 'Deleted book';
export const FORMAT_NAMES: Record<string, string> = { EBOOK: 'eBook', PRINT: 'Print' };
const OTHER_AUTHORS_ROWS = 10;

export const col = (key: string, label: string, kind: AnalyticsColumn['kind']): AnalyticsColumn => ({
  key,
  label,
  kind,
});
export const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `part` of `whole` in percent with one decimal (null when there is no whole). */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;
}

/** Adds each row's book title and format name, in the order given (a deleted book keeps its row). */
export type BookRows = <T extends { projectId: string }>(
  rows: T[],
) => Promise<(T & { title: string; format: string | null })[]>;

/** The reading views: how far readers read, how soon they opened the book, and what else they bought. */
export function readingViews(repo: AnalyticsViewsRepository, books: BookRows) {
  return {
    async ConsumptionResults(_range: AnalyticsRange, s: ViewScope): Promise<Table> {
      const p = await repo.progress(s);
      const stages: [string, string, number][] = [
        ['BOUGHT', 'Bought the book', p.buyers],
        ['OPENED', 'Opened it', p.opened],
        ['REACHED_25', 'Read 25%', p.reached25],
        ['REACHED_50', 'Read 50%', p.reached50],
        ['REACHED_75', 'Read 75%', p.reached75],
        ['FINISHED', `Finished (read ${FINISHED_PROGRESS}% or more)`, p.finished],
      ];
      return {
        columns: [
          col('label', 'Readers who', 'text'),
          col('readers', 'Readers', 'count'),
          col('share', 'Share of buyers', 'percent'),
        ],
        rows: stages.map(([stage, label, readers]) => ({
          stage,
          label,
          readers,
          share: percent(readers, p.buyers),
        })),
        totals: null,
      };
    },

    async averageTimeToOpen(_range: AnalyticsRange, s: ViewScope): Promise<Table> {
      const found = await repo.timeToOpen(s);
      const all = found.find((r) => r.projectId === null);
      const perBook = await books(
        found.flatMap((r) =>
          r.projectId ? [{ projectId: r.projectId, readers: r.readers, averageHours: r.averageHours }] : [],
        ),
      );
      return {
        columns: [
          col('title', 'Book', 'text'),
          col('readers', 'Readers who opened it', 'count'),
          col('averageHours', 'Average hours from purchase to opening', 'hours'),
        ],
        rows: perBook,
        totals: { readers: all?.readers ?? 0, averageHours: all?.averageHours ?? null },
      };
    },

    async bookComplitionRateAverage(_range: AnalyticsRange, s: ViewScope): Promise<Table> {
      const found = await repo.completion(s);
      const row = (r: (typeof found)[number]) => ({
        buyers: r.buyers,
        opened: r.opened,
        averageProgress: r.averageProgress,
        finished: r.finished,
        completion: percent(r.finished, r.opened),
      });
      const all = found.find((r) => r.projectId === null);
      const perBook = await books(
        found.flatMap((r) => (r.projectId ? [{ projectId: r.projectId, ...row(r) }] : [])),
      );
      return {
        columns: [
          col('title', 'Book', 'text'),
          col('buyers', 'Readers who bought', 'count'),
          col('opened', 'Opened it', 'count'),
          col('averageProgress', 'Average share read (of those who opened it)', 'percent'),
          col('finished', 'Finished', 'count'),
          col('completion', 'Completion rate (of those who opened it)', 'percent'),
        ],
        rows: perBook,
        totals: all ? row(all) : null,
      };
    },

    async customerDataOtherAuthors(_range: AnalyticsRange, s: ViewScope): Promise<Table> {
      const found = await books(await repo.otherAuthors(s, OTHER_AUTHORS_MIN_READERS, OTHER_AUTHORS_ROWS));
      return {
        columns: [
          col('title', 'Book', 'text'),
          col('format', 'Format', 'text'),
          col('readers', 'Your readers who bought it', 'count'),
        ],
        rows: found,
        totals: null,
      };
    },
  };
}
