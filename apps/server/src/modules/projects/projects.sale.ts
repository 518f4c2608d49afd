import type { Project } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { toProject } from './projects.mapper';
import type { ProjectsRepository } from './projects.repository';
import type { NewProjectRow } from './projects.tables';

/** The project fields the publishing module writes (decision 030). */
export type ProjectSaleState = Partial<
  Pick<
    NewProjectRow,
    | 'status'
    | 'saleDueAt'
    | 'saleRequest'
    | 'finalContentsAt'
    | 'finalFilesUntil'
    | 'correctionType'
    | 'saleError'
    | 'publishedDate'
    | 'onSaleDate'
  >
>;

/** A project locked for a publishing step: its API shape, its owner and its request counter. */
export interface SaleSubject {
  project: Project;
  ownerCustomerId: string;
  saleRequest: number;
}

const SALE_KEYS: ReadonlySet<string> = new Set([
  'status',
  'saleDueAt',
  'saleRequest',
  'finalContentsAt',
  'finalFilesUntil',
  'correctionType',
  'saleError',
  'publishedDate',
  'onSaleDate',
]);

/** The projects service's methods for the publishing module; `tx` joins the caller's transaction. */
export function createProjectSaleState(uow: UnitOfWork<ProjectsRepository>, now: () => Date) {
  return {
    /**
     * The project, locked until the caller's transaction ends (two publishing steps of one book
     * queue up), or null. No ownership check: the caller has made it, or is a job.
     */
    async lockForSale(projectId: string, tx: Tx): Promise<SaleSubject | null> {
      const repos = uow.bound(tx);
      const row = await repos.lockRow(projectId);
      if (!row) return null;
      const bundle = await repos.findBundle(projectId);
      if (!bundle) return null;
      return {
        project: toProject(bundle),
        ownerCustomerId: row.ownerCustomerId,
        saleRequest: row.saleRequest,
      };
    },

    /** The same subject read without a lock, for answers that change nothing (the readiness list). */
    async readForSale(projectId: string): Promise<SaleSubject | null> {
      const bundle = await uow.repos.findBundle(projectId);
      if (!bundle) return null;
      return {
        project: toProject(bundle),
        ownerCustomerId: bundle.row.ownerCustomerId,
        saleRequest: bundle.row.saleRequest,
      };
    },

    /** Writes publishing fields of a project (and touches updatedAt); other keys are refused. */
    async applySaleState(projectId: string, patch: ProjectSaleState, tx: Tx): Promise<void> {
      const keys = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined);
      const stray = keys.filter((k) => !SALE_KEYS.has(k));
      if (stray.length > 0) throw new Error(`applySaleState: not publishing fields: ${stray.join(', ')}`);
      if (keys.length === 0) return;
      await uow.bound(tx).updateProject(projectId, { ...patch, updatedAt: now() });
    },
  };
}
