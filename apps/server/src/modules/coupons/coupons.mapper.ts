import {
  type Coupon,
  type CouponKind,
  type CouponStatus,
  couponStatus,
  COUPON_MESSAGES as M,
  normalizeMoney,
  type Project,
  retailSaleStatus,
  sendDayOf,
} from '@quire/domain';
import type { ProjectsService } from '../projects';
import type { CouponRow, CouponTitleRow } from './coupons.tables';

/** What Quire knows now of a coupon's title: the eBook that has its EAN today, if any. */
export interface TitleState {
  /** The book with the EAN (null: no Quire eBook has it any longer). */
  projectId: string | null;
  title: string | null;
  listPrice: string | null;
  onSale: boolean;
  /** Its owner; null when no Quire eBook has the EAN. */
  ownerCustomerId: string | null;
}

export const statusOf = (
  row: Pick<CouponRow, 'startDay' | 'endDay' | 'endedEarly'>,
  today: string,
): CouponStatus =>
  couponStatus({ startDay: row.startDay, endDay: row.endDay, endedEarly: row.endedEarly }, today);

/** The default order of a tab: soonest first for the running and the coming, latest first once ended. */
export const defaultCouponSort = (status: CouponStatus): 'asc' | 'desc' =>
  status === 'EXPIRED' ? 'desc' : 'asc';

const keyOf = (projectId: string | null, ean: string) => `${projectId ?? ''}|${ean}`;

const GONE: TitleState = {
  projectId: null,
  title: null,
  listPrice: null,
  onSale: false,
  ownerCustomerId: null,
};

/** The author whose name a book shows: the first author ('A'), else the first contributor. */
export const authorOf = (p: Project): string | null => {
  const c = p.contributors.find((x) => x.role === 'A') ?? p.contributors[0];
  return c ? `${c.firstName} ${c.lastName}`.trim() || null : null;
};

/**
 * Reads what Quire knows now of many coupon titles in a fixed number of reads: the stored books
 * at once (projects.answerMany), and only for a title whose book is gone or no longer has the EAN
 * a look-up of the EAN itself. A stored book is the coupon owner's (the coupon was checked so).
 */
export function createTitleReader(projects: Pick<ProjectsService, 'answerMany' | 'promoTitles'>) {
  return async function readTitles(
    titles: readonly { ean: string; projectId: string | null; owner: string }[],
  ): Promise<(projectId: string | null, ean: string) => TitleState> {
    const ids = [...new Set(titles.flatMap((t) => (t.projectId ? [t.projectId] : [])))];
    const books = new Map((await projects.answerMany(ids)).map((p) => [p.id, p]));
    const states = new Map<string, TitleState>();
    const stale = new Map<string, string[]>();
    for (const t of titles) {
      const p = t.projectId ? books.get(t.projectId) : undefined;
      if (p && p.type === 'EBOOK' && p.isbn === t.ean)
        states.set(keyOf(t.projectId, t.ean), {
          projectId: p.id,
          title: p.title?.trim() || 'Untitled',
          listPrice: normalizeMoney(p.listPrice),
          onSale: retailSaleStatus(p.status) === 'OnSale',
          ownerCustomerId: t.owner,
        });
      else stale.set(t.ean, [...(stale.get(t.ean) ?? []), keyOf(t.projectId, t.ean)]);
    }
    await Promise.all(
      [...stale].map(async ([ean, keys]) => {
        const found = (await projects.promoTitles({ owner: null, ean, onSaleOnly: false, limit: 1 }))[0];
        const state: TitleState = found
          ? {
              projectId: found.projectId,
              title: found.title,
              listPrice: found.listPrice,
              onSale: found.onSale,
              ownerCustomerId: found.ownerCustomerId,
            }
          : GONE;
        for (const k of keys) states.set(k, state);
      }),
    );
    return (projectId, ean) => states.get(keyOf(projectId, ean)) ?? GONE;
  };
}

export type TitleReader = ReturnType<typeof createTitleReader>;

/** A coupon as the API answers it; its titles as the owner sees them now. */
export function toCoupon(
  row: CouponRow,
  titles: readonly CouponTitleRow[],
  stateOf: (projectId: string | null, ean: string) => TitleState,
  today: string,
): Coupon {
  return {
    id: row.id,
    couponCode: row.code,
    startDate: sendDayOf(row.startDay),
    endDate: sendDayOf(row.endDay),
    eanList: titles.map((t) => t.ean),
    status: statusOf(row, today),
    promoKind: row.promoKind as CouponKind,
    percentOff: row.percentOff,
    redemptionLimit: row.redemptionLimit,
    redemptions: row.redemptions,
    campaignLabel: row.campaignLabel,
    endedEarly: row.endedEarly,
    titles: titles.map((t) => {
      const s = stateOf(t.projectId, t.ean);
      // Another account's eBook (or none) has the EAN now: the owner sees no one else's book.
      return s.ownerCustomerId === row.ownerCustomerId
        ? {
            ean: t.ean,
            projectId: s.projectId,
            title: s.title ?? '',
            listPrice: s.listPrice,
            onSale: s.onSale,
          }
        : { ean: t.ean, projectId: null, title: M.titleGone, listPrice: null, onSale: false };
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
