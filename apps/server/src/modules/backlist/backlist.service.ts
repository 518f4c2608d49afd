import {
  type ApiErrorItem,
  AppError,
  appError,
  type BacklistField,
  backlistChanges,
  backlistPatch,
  type CatalogueListing,
  type CategoryNames,
  CHANGE_PROJECTS,
  isAdmin,
  isbnProblem,
  type LoggedInUser,
  type Project,
  projectSaveSchema,
  toIsbn13,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { CatalogService } from '../catalog';
import type { HistoryActor, HistoryService } from '../history';
import type { IsbnService } from '../isbn';
import type { ProjectsService } from '../projects';

export interface BacklistDeps {
  /** Opens the one transaction of an apply; the modules below join it. */
  uow: UnitOfWork<unknown>;
  projects: Pick<ProjectsService, 'get' | 'lockedProject' | 'saveInTransaction' | 'answer'>;
  isbn: Pick<IsbnService, 'retailEntry'>;
  categories: Pick<CatalogService, 'describe'>;
  history: Pick<HistoryService, 'record'>;
}

export interface LoadBacklistInput {
  projectId: string;
  isbn?: string | undefined;
  apply?: BacklistField[] | undefined;
}

/** The event of the book's history an apply records. */
export const BACKLIST_EVENT = 'metadata.backlist-loaded';

/** Who loaded it, for the book's history. */
function actorOf(user: LoggedInUser): HistoryActor {
  if (user.actingFor) return { kind: 'contributor', customerId: user.customerId };
  return { kind: isAdmin(user.permissions) ? 'admin' : 'author', customerId: user.customerId };
}

/** A save body the project schema refuses (a listing longer than a project allows): its field errors. */
function saveBodyOf(raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = projectSaveSchema.safeParse(raw);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const items: ApiErrorItem[] = parsed.error.issues.map((issue) => {
    const code = (issue as { params?: { code?: unknown } }).params?.code;
    return {
      code: typeof code === 'string' ? code : 'VALIDATION',
      description: issue.message,
      field: issue.path.join('.'),
    };
  });
  throw new AppError(items, 400);
}

/**
 * Backlist metadata (POST /api/project/load-bst-metadata, decision 047): the retail catalogue's
 * listing of the project's ISBN, field by field against the project, and the fields the author
 * accepts loaded as one save of the project's own (POST /api/project's rules and writes) with one
 * entry in the book's history, in one transaction.
 */
export function createBacklistService(deps: BacklistDeps) {
  const { uow, projects, isbn, categories, history } = deps;

  /** The listing of the ISBN asked for, else the project's; 21006/21040 malformed, 21063 unknown. */
  async function listingFor(project: Project, asked: string | undefined, tx?: Tx) {
    const typed = asked ?? project.isbn ?? project.ean;
    if (!typed) throw appError('21006', { field: 'isbn' });
    const problem = isbnProblem(typed);
    if (problem) throw appError(problem, { field: 'isbn' });
    const listing = await isbn.retailEntry(toIsbn13(typed) as string, tx);
    if (!listing) throw appError('21063', { field: 'isbn' });
    return listing;
  }

  /** The catalog's names of the listing's categories in the tree the project would read them in. */
  async function categoryNames(project: Project, listing: CatalogueListing, tx?: Tx): Promise<CategoryNames> {
    const audience = project.audience ?? listing.audience;
    if (!audience || listing.categories.length === 0) return new Map();
    const described = await categories.describe(
      listing.categories.map((bisac) => `${audience}-${bisac.trim().toUpperCase()}`),
      tx,
    );
    return new Map([...described].map(([id, c]) => [id, c.crumbs]));
  }

  const summary = (listing: CatalogueListing) => ({
    title: listing.title,
    publisherName: listing.publisherName,
  });

  async function preview(user: LoggedInUser, input: LoadBacklistInput) {
    const project = await projects.get(user, input.projectId);
    const listing = await listingFor(project, input.isbn);
    const names = await categoryNames(project, listing);
    return {
      isbn: listing.isbn,
      listing: summary(listing),
      changes: backlistChanges(project, listing, names),
      applied: [] as BacklistField[],
      project: null,
    };
  }

  async function apply(user: LoggedInUser, input: LoadBacklistInput, accepted: BacklistField[]) {
    return uow.withTransaction(async (_r, tx) => {
      const project = await projects.lockedProject(user, input.projectId, tx);
      const listing = await listingFor(project, input.isbn, tx);
      const names = await categoryNames(project, listing, tx);
      const before = backlistChanges(project, listing, names);
      const { fields, patch } = backlistPatch(project, listing, accepted, names);
      if (fields.length === 0) {
        return { isbn: listing.isbn, listing: summary(listing), changes: before, applied: [], project: null };
      }
      // An ISBN asked for that the project does not hold yet is saved with it, under the save's ISBN rules.
      const isbnPatch = listing.isbn === project.isbn ? {} : { isbn: listing.isbn };
      const body = saveBodyOf({ id: project.id, ...patch, ...isbnPatch });
      await projects.saveInTransaction(user, body, tx);
      await history.record(
        {
          projectId: project.id,
          event: BACKLIST_EVENT,
          actor: actorOf(user),
          detail: {
            isbn: listing.isbn,
            fields,
            changes: before
              .filter((c) => fields.includes(c.field))
              .map((c) => ({ field: c.field, from: c.current, to: c.catalogue })),
          },
        },
        tx,
      );
      const after = await projects.answer(project.id, tx);
      return {
        isbn: listing.isbn,
        listing: summary(listing),
        changes: backlistChanges(after, listing, await categoryNames(after, listing, tx)),
        applied: fields,
        project: after,
      };
    });
  }

  return {
    /**
     * Without `apply`: what the listing would change. With it: the accepted fields loaded in one
     * save, and what the listing would still change. 404 for a project the user may not change.
     */
    async load(user: LoggedInUser, input: LoadBacklistInput) {
      assertContributorMay(user, CHANGE_PROJECTS);
      return input.apply ? apply(user, input, input.apply) : preview(user, input);
    },
  };
}

export type BacklistService = ReturnType<typeof createBacklistService>;
