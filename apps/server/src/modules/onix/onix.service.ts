import {
  appError,
  type ContributorPermission,
  type LoggedInUser,
  type OnixSaleChange,
  retailSaleStatus,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { ProjectsService } from '../projects';
import { onixMessage, productXml } from './onix.record';
import type { OnixRepository } from './onix.repository';

/**
 * A contributor acting for the author reads a book's ONIX record with "Project dashboard and manage
 * series": the record is the book's trade listing, which that permission manages (decision 027).
 */
export const READ_ONIX: readonly ContributorPermission[] = ['PROJECT_DASHBOARD'];

/** An ONIX message to download. */
export interface OnixDownload {
  xml: string;
  fileName: string;
}

/** A page of the feed: the message, how many books the whole feed holds, and the cursor of the next page. */
export interface OnixFeedPage extends OnixDownload {
  /** Books with an entry since the moment asked (every page together). */
  totalCount: number;
  /** The products in this page. */
  entryCount: number;
  /** `after` for the next page, or null when this page is the last. */
  next: number | null;
}

export interface OnixServiceDeps {
  uow: UnitOfWork<OnixRepository>;
  projects: Pick<ProjectsService, 'owned' | 'answer' | 'answerMany' | 'listVisible'>;
  now: () => Date;
  /** OPERATOR_NAME: the sender of every message and the supplier of every book. */
  operatorName: string;
}

/** The most books one trade download holds. */
export const TRADE_DOWNLOAD_MAX = 1000;

const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * ONIX for Books 3.0 (decision 027): the current record of an on-sale book, and the feed of every
 * on-sale and off-sale change, which the publishing jobs write in their transactions.
 */
export function createOnixService({ uow, projects, now, operatorName }: OnixServiceDeps) {
  return {
    /**
     * Records a book going on sale or off sale in the feed, inside the caller's transaction (`tx`
     * is required): the change and its entry commit together, and the record is the book as that
     * transaction sees it. Called by the publishing jobs when a book reaches ONSALE / LSI_ONSALE
     * (`'ONSALE'`) or OFFSALE (`'OFFSALE'`).
     */
    async recordSaleChange(projectId: string, change: OnixSaleChange, tx: Tx): Promise<void> {
      const at = now();
      const project = await projects.answer(projectId, tx);
      const { xml, state } = productXml(project, { change, at, operatorName });
      await uow.bound(tx).insert({
        projectId: project.id,
        change,
        notificationType: state.notificationType,
        productXml: xml,
        at,
      });
    },

    /**
     * GET /api/project/{id}/onix: the current record of an on-sale book (ONSALE or LSI_ONSALE) in a
     * message of its own, for its owner and administrators (another account's book answers 404),
     * and for a contributor with READ_ONIX (403 without). A book not on sale answers ONIX_NOT_ON_SALE.
     */
    async current(user: LoggedInUser, id: string): Promise<OnixDownload> {
      assertContributorMay(user, READ_ONIX);
      const facts = await projects.owned(user, id);
      if (retailSaleStatus(facts.status) !== 'OnSale') throw appError('ONIX_NOT_ON_SALE');
      const at = now();
      const project = await projects.answer(facts.id);
      const { xml } = productXml(project, { change: 'ONSALE', at, operatorName });
      const name = project.isbn ?? project.id;
      return { xml: onixMessage([xml], { operatorName, at }), fileName: `onix-${name}.xml` };
    },

    /**
     * GET /api/project/trade-download (spec 1 §7, payload "none"): the trade listing of the books
     * the caller sells — one ONIX message with the current record of every on-sale book (ONSALE,
     * LSI_ONSALE) of the account, newest first, at most TRADE_DOWNLOAD_MAX books (decision 027);
     * an administrator's is every account's.
     */
    async tradeDownload(user: LoggedInUser): Promise<OnixDownload> {
      assertContributorMay(user, READ_ONIX);
      const at = now();
      // The ids first (a page of the list per 100 books), then every record's rows in one read per
      // kind of row (projects.answerMany), never a query per book.
      const ids: string[] = [];
      for (const status of ['ONSALE', 'LSI_ONSALE']) {
        for (let page = 1; ids.length < TRADE_DOWNLOAD_MAX; page++) {
          const found = await projects.listVisible(user, {
            page,
            limit: 100,
            sort: 'updated',
            direction: 'desc',
            status,
            groupBy: 'none',
          });
          ids.push(...found.projects.slice(0, TRADE_DOWNLOAD_MAX - ids.length).map((item) => item.id));
          if (page * 100 >= found.totalCount) break;
        }
      }
      const records = (await projects.answerMany(ids)).map(
        (project) => productXml(project, { change: 'ONSALE', at, operatorName }).xml,
      );
      return { xml: onixMessage(records, { operatorName, at }), fileName: `trade-${stamp(at)}.xml` };
    },

    /**
     * GET /api/admin/onix-feed: the books with an entry written at or after `since`, each as its
     * latest entry recorded it (an ONIX message may hold one record per book: the XSD's
     * RecordReference key), in the order those entries were written, oldest first; `limit` a page,
     * from the entry after `after` (the cursor the previous page answered in `next`).
     */
    async feed(since: Date, after: number, limit: number): Promise<OnixFeedPage> {
      const at = now();
      const [rows, totalCount] = await Promise.all([
        uow.repos.latestSince(since, after, limit + 1),
        uow.repos.booksSince(since),
      ]);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        xml: onixMessage(
          page.map((r) => r.productXml),
          { operatorName, at },
        ),
        fileName: `onix-feed-${stamp(since)}${after > 0 ? `-after-${after}` : ''}.xml`,
        totalCount,
        entryCount: page.length,
        next: rows.length > limit && last ? last.seq : null,
      };
    },
  };
}

export type OnixService = ReturnType<typeof createOnixService>;
