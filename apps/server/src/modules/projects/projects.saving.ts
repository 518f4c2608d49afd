import {
  AppError,
  appError,
  fieldError,
  isUuid,
  type LoggedInUser,
  preOrderDateProblem,
  priceWarningEffects,
  printSpecEffects,
  realChanges,
  saveRefusal,
  ultraPremiumSaveProblems,
} from '@quire/domain';
import { isUniqueViolation } from '../../db/rows';
import type { Tx } from '../../db/unit-of-work';
import type { IsbnService } from '../isbn';
import { checkTypedIsbn } from './projects.isbn';
import { toProject } from './projects.mapper';
import type { ProjectsRepository } from './projects.repository';
import { categoryIdsOf, contributorsOf, plainPatch, type SaveBody, wizardContext } from './projects.save';
import type { NewProjectRow, ProjectRow } from './projects.tables';

export interface SaveContext {
  repo: ProjectsRepository;
  tx: Tx;
  isbn: IsbnService;
  user: LoggedInUser;
  /** The project being updated (locked for this transaction), or null when the save creates one. */
  existing: ProjectRow | null;
  /** The account the project belongs to. */
  owner: string;
  at: Date;
}

/**
 * The writes of one save (POST /api/project), all in the caller's transaction: the ISBN, series,
 * group, project row, contributors, categories and search text commit together or not at all.
 * Answers the project's id. Category ids have been checked against the catalog before.
 */
export async function writeSave(ctx: SaveContext, sent: SaveBody): Promise<string> {
  const { repo, existing, owner, at } = ctx;
  const type = existing?.type ?? (sent.type as string | undefined);
  if (!type) throw fieldError('type', 'Please enter the type.');
  const stored = existing ? toProject((await repo.findBundle(existing.id))!) : null;
  // A field sent back with the value it holds is no change: only real changes are checked and written.
  const body = realChanges(stored, sent);
  const refusal = saveRefusal(stored, body as never, wizardContext(ctx.user));
  if (refusal) throw new AppError([refusal]);

  const patch: Partial<NewProjectRow> = plainPatch(body);
  preOrderDate(existing, body, at);
  if (Object.hasOwn(body, 'isbn') && body.isbn !== undefined) {
    const digits = await checkTypedIsbn(ctx, existing, (body.isbn as string | null) ?? null);
    if ((existing?.isbn ?? null) !== digits) {
      patch.isbn = digits;
      patch.isbnSource = digits ? 'OWN' : null;
    }
  }
  const contributors = contributorsOf(body);
  const categoryIds = categoryIdsOf(body);
  // An Ultra Premium book keeps its colour, paper and finish, and its size and pages in range.
  const ultraPremium = ultraPremiumSaveProblems(existing ?? {}, patch);
  if (ultraPremium.length > 0) throw new AppError(ultraPremium);
  Object.assign(patch, printSpecEffects(existing, { ...patch, type: type as NewProjectRow['type'] }));
  Object.assign(patch, priceWarningEffects(existing, patch));
  delete (patch as { type?: unknown }).type;

  const groupId = body.groupProjectId as string | null | undefined;
  if (groupId !== undefined && groupId !== (existing?.groupProjectId ?? null)) {
    // Only into one of the owner's own groups; anything else is as unknown as a missing one.
    const group = groupId && isUuid(groupId) ? await repo.findGroup(groupId) : null;
    if (groupId !== null && group?.ownerCustomerId !== owner) {
      throw appError('NOT_FOUND', { field: 'groupProjectId' });
    }
    patch.groupProjectId = groupId;
  }
  if (Object.hasOwn(body, 'inSeries') || Object.hasOwn(body, 'seriesName')) {
    const name = typeof body.seriesName === 'string' ? body.seriesName.trim() : '';
    const inSeries = body.inSeries ?? (existing ? existing.seriesId !== null || name !== '' : name !== '');
    patch.seriesId = inSeries && name ? await repo.ensureSeries(owner, name, at) : null;
    if (!patch.seriesId) patch.seriesNumber = null;
  }

  // Two saves racing for one ISBN: the unique index decides, the loser hears 21047.
  const isbnTaken = (error: unknown): never => {
    if (isUniqueViolation(error, 'projects_isbn_key')) throw appError('21047', { field: 'isbn' });
    throw error;
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await repo.updateProject(id, { ...patch, updatedAt: at }).catch(isbnTaken);
  } else {
    const created = await repo
      .insertProject({
        ...patch,
        type: type as NewProjectRow['type'],
        ownerCustomerId: owner,
        status: 'NEW',
        createdAt: at,
        updatedAt: at,
      } as NewProjectRow)
      .catch(isbnTaken);
    id = created.id;
  }
  const saved = (await repo.findRow(id)) as ProjectRow;
  if (!saved.groupProjectId && saved.title?.trim()) {
    await repo.updateProject(id, { groupProjectId: await repo.createGroup(owner, saved.title.trim(), at) });
  }
  if (contributors) await repo.replaceContributors(id, contributors);
  if (categoryIds) await repo.replaceCategories(id, categoryIds);
  await repo.refreshSearchText(id);
  return id;
}

/**
 * The pre-order on-sale date rule (spec 1 §2, in America/New_York), enforced here as in the form:
 * when a save sets the date of a pre-order, or makes a dated book a pre-order, the date must be
 * tomorrow in New York or later. An old pre-order does not block saves that leave it alone.
 */
function preOrderDate(existing: ProjectRow | null, body: SaveBody, at: Date): void {
  const touches = Object.hasOwn(body, 'onSaleDate') || Object.hasOwn(body, 'preOrder');
  const preOrder = (body.preOrder as boolean | undefined) ?? existing?.preOrder ?? false;
  if (!touches || !preOrder) return;
  const date = Object.hasOwn(body, 'onSaleDate') ? (body.onSaleDate as string | null) : existing?.onSaleDate;
  if (date === null || date === undefined) return;
  const problem = preOrderDateProblem(date, at);
  if (problem) throw fieldError('onSaleDate', problem);
}
