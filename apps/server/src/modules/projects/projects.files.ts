import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { type ProjectFacts, toFacts } from './projects.mapper';
import type { ProjectsRepository } from './projects.repository';
import type { NewProjectRow } from './projects.tables';

/**
 * The project fields the files module writes (spec 1 §3: statuses, approvals, cover files, page
 * count; what the interior EPUB declares of its accessibility, decision 046).
 */
export type ProjectFileState = Partial<
  Pick<
    NewProjectRow,
    | 'interiorPdfConversionStatus'
    | 'interiorPreFlightCheckStatus'
    | 'samplePreFlightCheckStatus'
    | 'coverFile'
    | 'coverFrontFile'
    | 'coverBackFile'
    | 'coverFullPreFlightCheckStatus'
    | 'coverFrontPreFlightCheckStatus'
    | 'coverBackPreFlightCheckStatus'
    | 'interiorApproved'
    | 'coverFullApproved'
    | 'sampleApproved'
    | 'pageCount'
    | 'pageCountChanged'
    | 'warningMessage'
    | 'spineColor'
    | 'isDefaultSample'
    | 'epubAccessibility'
  >
>;

/** What the files module reads of a project: its fields and the first author's name (for a converted EPUB). */
export interface ProjectFileContext {
  project: ProjectFacts;
  author: string | null;
}

const STATE_KEYS: ReadonlySet<string> = new Set([
  'interiorPdfConversionStatus',
  'interiorPreFlightCheckStatus',
  'samplePreFlightCheckStatus',
  'coverFile',
  'coverFrontFile',
  'coverBackFile',
  'coverFullPreFlightCheckStatus',
  'coverFrontPreFlightCheckStatus',
  'coverBackPreFlightCheckStatus',
  'interiorApproved',
  'coverFullApproved',
  'sampleApproved',
  'pageCount',
  'pageCountChanged',
  'warningMessage',
  'spineColor',
  'isDefaultSample',
  'epubAccessibility',
]);

/**
 * Called before a project is deleted; what it returns runs after the delete (the files module
 * lists the project's stored files first, and removes them once the rows are gone).
 */
export type BeforeProjectDelete = (projectId: string) => Promise<(() => Promise<void>) | undefined>;

/** The projects service's methods for the files module; `tx` joins the caller's transaction. */
export function createProjectFileState(uow: UnitOfWork<ProjectsRepository>, now: () => Date) {
  const on = (tx?: Tx) => (tx ? uow.bound(tx) : uow.repos);
  const deleteHooks: BeforeProjectDelete[] = [];
  return {
    /** Registers work to do around a project's deletion (the files module's stored files). */
    onDelete(hook: BeforeProjectDelete): void {
      deleteHooks.push(hook);
    },

    /** Runs the hooks before a delete; answers what to run after it. */
    async beforeDelete(projectId: string): Promise<() => Promise<void>> {
      const after = await Promise.all(deleteHooks.map((hook) => hook(projectId)));
      return async () => {
        for (const fn of after) await fn?.();
      };
    },

    /** Writes file-related fields of a project (and touches updatedAt); other keys are refused. */
    async applyFileState(projectId: string, patch: ProjectFileState, tx?: Tx): Promise<void> {
      const keys = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined);
      const stray = keys.filter((k) => !STATE_KEYS.has(k));
      if (stray.length > 0) throw new Error(`applyFileState: not file fields: ${stray.join(', ')}`);
      if (keys.length === 0) return;
      await on(tx).updateProject(projectId, { ...patch, updatedAt: now() });
    },

    /** The project (no ownership check: the caller has done it, or is a job), or null. */
    async fileContext(projectId: string, tx?: Tx): Promise<ProjectFileContext | null> {
      const bundle = await on(tx).findBundle(projectId);
      if (!bundle) return null;
      const author = bundle.contributors.find((c) => c.role === 'A') ?? bundle.contributors[0] ?? null;
      return {
        project: toFacts(bundle.row),
        author: author ? `${author.firstName} ${author.lastName}`.trim() : null,
      };
    },
  };
}
