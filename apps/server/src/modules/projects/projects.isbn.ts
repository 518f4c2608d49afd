import { appError, isbnProblem, isSaleLockedStatus, normalizeIsbn, toIsbn13 } from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import type { IsbnService } from '../isbn';
import type { ProjectsRepository } from './projects.repository';
import type { ProjectRow } from './projects.tables';

/**
 * Checks an ISBN typed on a save, in the save's transaction, and answers its normalised digits
 * (null to clear). Raises 20015, 21006/21040, 21053, 21047 and 21025 (spec 1 §8) on field `isbn`;
 * a retail catalogue ISBN transferred to the book's owner is theirs to type.
 */
export async function checkTypedIsbn(
  ctx: { repo: ProjectsRepository; isbn: IsbnService; tx: Tx; owner: string },
  existing: ProjectRow | null,
  raw: string | null,
): Promise<string | null> {
  const typed = raw === null || raw.trim() === '' ? null : raw;
  const candidate = typed === null ? null : (toIsbn13(typed) ?? normalizeIsbn(typed));
  if (existing && (existing.isbn ?? null) === candidate) return candidate;
  if (existing && isSaleLockedStatus(existing.status)) throw appError('20015', { field: 'isbn' });
  if (typed === null) return null;
  const problem = isbnProblem(typed);
  if (problem) throw appError(problem, { field: 'isbn' });
  const digits = toIsbn13(typed) as string;
  if (await ctx.isbn.inPool(digits, ctx.tx)) throw appError('21053', { field: 'isbn' });
  if (await ctx.repo.projectWithIsbn(digits, existing?.id ?? null))
    throw appError('21047', { field: 'isbn' });
  const listed = await ctx.isbn.retailEntry(digits, ctx.tx);
  if (listed && listed.transferredTo !== ctx.owner) throw appError('21025', { field: 'isbn' });
  return digits;
}
