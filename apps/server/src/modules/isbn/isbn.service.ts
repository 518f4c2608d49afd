import {
  AppError,
  appError,
  type CatalogueListing,
  ean13CheckDigit,
  errorItem,
  isbnProblem,
  type LoggedInUser,
  normalizeMoney,
  ownerOf,
  toIsbn13,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { IsbnRepository, RetailRow } from './isbn.repository';

/**
 * Free ISBNs (spec 3 §6, account permission `hasFreeIsbnAccess`), kept in `isbn_policies`:
 *  1 → unlimited; 0 (the default) → 5 in any 7 days and 10 in any 30 days; -1 → none.
 * Only short-run print (PRINT) books take a free ISBN.
 */
export const FREE_ISBN_LIMITS = { week: 5, month: 10 } as const;
const DAY = 24 * 60 * 60 * 1000;

/** Quire's own ISBN prefix (979-8-98765): every ISBN of the free pool starts with it. */
export const QUIRE_ISBN_PREFIX = '979898765';

/** The first `n` ISBNs of Quire's pool: prefix + 3-digit title number + check digit. */
export function quirePoolIsbns(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const twelve = `${QUIRE_ISBN_PREFIX}${String(i).padStart(3, '0')}`;
    return twelve + ean13CheckDigit(twelve);
  });
}

/** What the ISBN rules need to know of a project (the projects module supplies it). */
export interface IsbnProject {
  id: string;
  type: string;
  isbn: string | null;
  isbnSource: string | null;
}

export interface IsbnOptions {
  projectId: string | null;
  currentIsbn: string | null;
  isbnSource: 'FREE' | 'OWN' | null;
  /** Whether the project may take a free ISBN now. */
  freeIsbnEligible: boolean;
  hasFreeIsbnAccess: number;
  weeklyLimit: number | null;
  monthlyLimit: number | null;
  usedThisWeek: number;
  usedThisMonth: number;
  remaining: number | null;
  poolAvailable: number;
  /** Why a free ISBN is not offered, in words; null when it is. */
  reason: string | null;
}

/** A retail catalogue listing as the reference data gives it (seed/projects.ts): its metadata and publisher. */
export interface RetailEntry extends CatalogueListing {
  /** Vendor number of the publisher that may transfer the ISBN (ISBN transfer). */
  vendorNumber: string | null;
}

/** A listing as stored: with the account an ISBN transfer gave it to (null while the publisher's). */
export interface StoredRetailEntry extends RetailEntry {
  transferredTo: string | null;
}

const entryOf = (row: RetailRow): StoredRetailEntry => ({
  isbn: row.isbn,
  title: row.title,
  subtitle: row.subtitle,
  contributors: row.contributors,
  description: row.description,
  categories: row.categories,
  audience: row.audience,
  languageCode: row.languageCode,
  seriesName: row.seriesName,
  seriesNumber: row.seriesNumber,
  listPrice: normalizeMoney(row.listPrice),
  publisherName: row.publisherName,
  vendorNumber: row.vendorNumber,
  transferredTo: row.transferredTo,
});

/** The ISBN module: Quire's free pool and its policy, the retail catalogue, ISBN transfer. */
export function createIsbnService({ uow, now }: { uow: UnitOfWork<IsbnRepository>; now: () => Date }) {
  const { repos: repo } = uow;

  async function options(repo: IsbnRepository, owner: string, project: IsbnProject | null) {
    const at = now().getTime();
    const [access, week, month, pool] = await Promise.all([
      repo.freeIsbnAccess(owner),
      repo.assignmentsSince(owner, new Date(at - 7 * DAY)),
      repo.assignmentsSince(owner, new Date(at - 30 * DAY)),
      repo.freePoolCount(),
    ]);
    const limited = access === 0;
    const remaining = limited
      ? Math.max(0, Math.min(FREE_ISBN_LIMITS.week - week, FREE_ISBN_LIMITS.month - month))
      : access === 1
        ? null
        : 0;
    let reason: string | null = null;
    if (project && project.type !== 'PRINT') reason = 'Free ISBNs are for print books only.';
    else if (project?.isbn) reason = 'This book already has an ISBN.';
    else if (access === -1) reason = 'Your account does not include free ISBNs.';
    else if (remaining === 0) reason = 'You have used your free ISBNs for this week or month.';
    else if (pool === 0) reason = 'No free ISBNs are available right now.';
    return {
      projectId: project?.id ?? null,
      currentIsbn: project?.isbn ?? null,
      isbnSource: (project?.isbnSource as IsbnOptions['isbnSource']) ?? null,
      freeIsbnEligible: reason === null,
      hasFreeIsbnAccess: access,
      weeklyLimit: limited ? FREE_ISBN_LIMITS.week : null,
      monthlyLimit: limited ? FREE_ISBN_LIMITS.month : null,
      usedThisWeek: week,
      usedThisMonth: month,
      remaining,
      poolAvailable: pool,
      reason,
    } satisfies IsbnOptions;
  }

  return {
    /** Whether the ISBN belongs to Quire's free pool (21053 when typed); `tx` reads in the caller's transaction. */
    async inPool(isbn13: string, tx?: Tx): Promise<boolean> {
      return (await (tx ? uow.bound(tx) : repo).poolEntry(isbn13)) !== null;
    },

    /**
     * The retail catalogue's listing of the ISBN, or null: another publisher's (21025 when typed)
     * unless it was transferred to the account that types it.
     */
    async retailEntry(isbn13: string, tx?: Tx): Promise<StoredRetailEntry | null> {
      const row = await (tx ? uow.bound(tx) : repo).retailEntry(isbn13);
      return row ? entryOf(row) : null;
    },

    /** The retail catalogue's title of each of these ISBNs it lists (one query). */
    async retailTitles(isbns: readonly string[]): Promise<Map<string, string>> {
      return new Map((await repo.retailTitles(isbns)).map((e) => [e.isbn, e.title]));
    },

    options: (owner: string, project: IsbnProject | null): Promise<IsbnOptions> =>
      options(repo, owner, project),

    /** The account's free-ISBN policy: 1 unlimited, 0 limited (the default), -1 none. */
    freeIsbnAccess: (owner: string): Promise<number> => repo.freeIsbnAccess(owner),

    /** Sets the account's free-ISBN policy in the caller's transaction (admin account permissions). */
    async setFreeIsbnAccess(owner: string, value: -1 | 0 | 1, tx: Tx): Promise<void> {
      await uow.bound(tx).setFreeIsbnAccess(owner, value);
    },

    /**
     * Gives a PRINT project the next free ISBN within the account's policy (21054 over the limit,
     * 21046 when the pool is empty), in the caller's transaction: the caller writes the ISBN on the
     * project in the same one. The owner's allowance is locked until it commits.
     */
    async take(owner: string, project: IsbnProject, tx: Tx): Promise<string> {
      const r = uow.bound(tx);
      await r.lockOwner(owner);
      const allowed = await options(r, owner, project);
      if (!allowed.freeIsbnEligible) {
        const code = allowed.poolAvailable === 0 ? '21046' : '21054';
        throw new AppError([errorItem(code, { field: 'isbn' })]);
      }
      const at = now();
      const isbn = await r.claimFree(project.id, at);
      if (!isbn) throw appError('21046', { field: 'isbn' });
      await r.recordAssignment(owner, isbn, project.id, at);
      return isbn;
    },

    /**
     * ISBN transfer ("Initiate ISBN Transfer"): an ISBN the retail catalogue lists for the
     * publisher whose vendor number is given moves to the user's account (the author's, for a
     * contributor acting for one) and may then be typed on its books. The listing stays, with its
     * metadata (decision 047). 21063 when the catalogue does not know it, 21054 when the vendor
     * number differs or another account has it already; asking again for one's own is no change.
     */
    async transfer(user: LoggedInUser, input: { vendornumber: string; isbn: string }) {
      const problem = isbnProblem(input.isbn);
      if (problem) throw appError(problem, { field: 'isbn' });
      const digits = toIsbn13(input.isbn) as string;
      const entry = await repo.retailEntry(digits);
      if (!entry) throw appError('21063', { field: 'isbn' });
      if ((entry.vendorNumber ?? '').toUpperCase() !== input.vendornumber.trim().toUpperCase()) {
        throw appError('21054', { field: 'isbn' });
      }
      if (!(await repo.transferRetailEntry(digits, ownerOf(user))))
        throw appError('21054', { field: 'isbn' });
      return { isbn: digits, transferred: true, title: entry.title, publisherName: entry.publisherName };
    },

    /** Demo data: a listing already transferred to this account (insert-only: another account's transfer stays). */
    async seedTransferred(isbn13: string, owner: string): Promise<void> {
      await repo.transferRetailEntry(isbn13, owner);
    },

    /** Reference data at every start (idempotent): the free pool and the retail catalogue. */
    async seedReference(poolSize: number, retail: RetailEntry[]): Promise<void> {
      await uow.withTransaction(async (r) => {
        await r.seedIsbnPool(quirePoolIsbns(poolSize));
        await r.seedRetailCatalogue(retail);
      });
    },
  };
}

export type IsbnService = ReturnType<typeof createIsbnService>;
