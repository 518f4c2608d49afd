import {
  AppError,
  appError,
  ean13CheckDigit,
  errorItem,
  isbnProblem,
  normalizeIsbn,
  toIsbn13,
} from '@quire/domain';
import { SALE_LOCKED_STATUSES } from './projects.mapper';
import type { ProjectsRepository } from './projects.repository';
import type { ProjectRow } from './projects.tables';

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

export function createIsbnRules(repo: ProjectsRepository, now: () => Date) {
  const usage = async (owner: string) => {
    const at = now().getTime();
    const [week, month] = await Promise.all([
      repo.assignmentsSince(owner, new Date(at - 7 * DAY)),
      repo.assignmentsSince(owner, new Date(at - 30 * DAY)),
    ]);
    return { week, month };
  };

  const rules = {
    /**
     * Checks an ISBN typed on a save and answers its normalised digits (null to clear). Raises
     * 20015, 21006/21040, 21053, 21047 and 21025 (spec 1 §8) on field `isbn`.
     */
    async checkTyped(existing: ProjectRow | null, raw: string | null): Promise<string | null> {
      const typed = raw === null || raw.trim() === '' ? null : raw;
      const candidate = typed === null ? null : (toIsbn13(typed) ?? normalizeIsbn(typed));
      if (existing && (existing.isbn ?? null) === candidate) return candidate;
      if (existing && SALE_LOCKED_STATUSES.includes(existing.status))
        throw appError('20015', { field: 'isbn' });
      if (typed === null) return null;
      const problem = isbnProblem(typed);
      if (problem) throw appError(problem, { field: 'isbn' });
      const digits = toIsbn13(typed) as string;
      if (await repo.poolEntry(digits)) throw appError('21053', { field: 'isbn' });
      if (await repo.projectWithIsbn(digits, existing?.id ?? null))
        throw appError('21047', { field: 'isbn' });
      if (await repo.retailEntry(digits)) throw appError('21025', { field: 'isbn' });
      return digits;
    },

    async options(owner: string, project: ProjectRow | null): Promise<IsbnOptions> {
      const access = await repo.freeIsbnAccess(owner);
      const used = await usage(owner);
      const pool = await repo.freePoolCount();
      const limited = access === 0;
      const remaining = limited
        ? Math.max(0, Math.min(FREE_ISBN_LIMITS.week - used.week, FREE_ISBN_LIMITS.month - used.month))
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
        usedThisWeek: used.week,
        usedThisMonth: used.month,
        remaining,
        poolAvailable: pool,
        reason,
      };
    },

    /** Gives a PRINT project the next free ISBN within the account's policy (21054 / 21046 otherwise). */
    async assignFree(owner: string, project: ProjectRow): Promise<string> {
      if (SALE_LOCKED_STATUSES.includes(project.status)) throw appError('20015', { field: 'isbn' });
      const options = await rules.options(owner, project);
      if (!options.freeIsbnEligible) {
        const code = options.poolAvailable === 0 ? '21046' : '21054';
        throw new AppError([errorItem(code, { field: 'isbn' })]);
      }
      const isbn = await repo.assignFreeIsbn(owner, project.id, now());
      if (!isbn) throw appError('21046', { field: 'isbn' });
      return isbn;
    },

    /**
     * ISBN transfer ("Initiate ISBN Transfer"): an ISBN the retail catalogue lists for the
     * publisher whose vendor number is given moves to this account and may then be typed on a
     * project. 21063 when the catalogue does not know it, 21054 when the vendor number differs.
     */
    async transfer(input: { vendornumber: string; isbn: string }) {
      const problem = isbnProblem(input.isbn);
      if (problem) throw appError(problem, { field: 'isbn' });
      const digits = toIsbn13(input.isbn) as string;
      const entry = await repo.retailEntry(digits);
      if (!entry) throw appError('21063', { field: 'isbn' });
      if ((entry.vendorNumber ?? '').toUpperCase() !== input.vendornumber.trim().toUpperCase()) {
        throw appError('21054', { field: 'isbn' });
      }
      await repo.removeRetailEntry(digits);
      return { isbn: digits, transferred: true, title: entry.title, publisherName: entry.publisherName };
    },
  };
  return rules;
}

export type IsbnRules = ReturnType<typeof createIsbnRules>;
