import { appError, ultraPremiumConversion } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { type ProjectFacts, toFacts } from './projects.mapper';
import type { ProjectsRepository } from './projects.repository';

/** A book's own fields before and after its print tier changed. */
export interface PrintTierChange {
  before: ProjectFacts;
  after: ProjectFacts;
}

/** The projects service's print-tier write, for the administrators' Ultra Premium conversion. */
export function createProjectPrintTier(uow: UnitOfWork<ProjectsRepository>, now: () => Date) {
  return {
    /**
     * Converts a book to Ultra Premium in the caller's transaction: the row is locked, the domain's
     * rules refuse it with every reason (409) or give the fields to write (tier, colour, paper,
     * finish, size type and the price effects of a spec change). No ownership check: the caller
     * (an administrator's use case) has made it.
     */
    async convertToUltraPremium(projectId: string, tx: Tx): Promise<PrintTierChange> {
      const repos = uow.bound(tx);
      const row = await repos.lockRow(projectId);
      if (!row) throw appError('NOT_FOUND');
      const patch = ultraPremiumConversion(row);
      const at = now();
      await repos.updateProject(row.id, { ...patch, updatedAt: at });
      const after = await repos.findRow(row.id);
      if (!after) throw appError('NOT_FOUND');
      return { before: toFacts(row), after: toFacts(after) };
    },
  };
}
