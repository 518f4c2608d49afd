import { newYorkDay, normalizeMoney, retailSaleStatus } from '@quire/domain';
import type { ProjectsRepository } from './projects.repository';

/**
 * Read-only look-ups other modules make over many books at once (merchandising promotions'
 * titles, analytics' books by EAN), after their own checks: no user is asked here.
 */
export function createProjectLookups(repo: ProjectsRepository) {
  return {
    /**
     * For merchandising promotions (after the caller's own checks): eBooks with an EAN of one owner
     * (null: any account's) by exact EAN or words of the title, on-sale ones unless `onSaleOnly` is
     * false, with what a nomination copies (title, list price, publication date, publisher name).
     * With `otherEans`, each also carries the EANs of the other books of its group (its print
     * editions), read in one query for all of them.
     */
    async promoTitles(q: {
      owner: string | null;
      ean?: string | undefined;
      words?: string | undefined;
      onSaleOnly: boolean;
      limit: number;
      otherEans?: boolean;
    }): Promise<PromoTitleFacts[]> {
      const rows = await repo.promoTitles(q);
      const groupIds = [...new Set(rows.flatMap((r) => (r.groupProjectId ? [r.groupProjectId] : [])))];
      const members = q.otherEans ? await repo.groupEans(groupIds) : [];
      return rows.map((r) => ({
        projectId: r.id,
        ownerCustomerId: r.ownerCustomerId,
        ean: r.isbn as string,
        title: r.title?.trim() || 'Untitled',
        listPrice: normalizeMoney(r.listPrice),
        // A book without one was first published on Quire: the New York day it went on sale.
        publicationDate: r.publicationDate ?? (r.onSaleDate ? newYorkDay(r.onSaleDate) : null),
        onSale: retailSaleStatus(r.status) === 'OnSale',
        publisherName: r.publisherName?.trim() || null,
        otherEans: members
          .filter((m) => m.groupProjectId === r.groupProjectId && m.id !== r.id && m.isbn !== r.isbn)
          .map((m) => m.isbn),
      }));
    },

    /** The books holding these EANs, by EAN (analytics ingest: which book a retailer's event is about). */
    async booksByEan(eans: readonly string[]): Promise<Map<string, BookByEan>> {
      const rows = await repo.byEans([...new Set(eans)]);
      return new Map(
        rows.map((r) => [
          r.isbn as string,
          { projectId: r.id, ownerCustomerId: r.ownerCustomerId, isEBook: r.type === 'EBOOK' },
        ]),
      );
    },
  };
}

/** A book found by its EAN (`booksByEan`). */
export interface BookByEan {
  projectId: string;
  ownerCustomerId: string;
  isEBook: boolean;
}

/** An eBook as the merchandising promotions read it (`promoTitles`). */
export interface PromoTitleFacts {
  projectId: string;
  ownerCustomerId: string;
  ean: string;
  title: string;
  listPrice: string | null;
  publicationDate: string | null;
  onSale: boolean;
  publisherName: string | null;
  /** With `otherEans`: the EANs of the other books of its group; else empty. */
  otherEans: string[];
}
