import type { HistoryEntry } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { HistoryRepository } from './history.repository';
import type { HistoryRow } from './history.tables';

/** Who caused an entry: a person (author, contributor, administrator) or Quire itself. */
export type HistoryActor =
  | { kind: 'author' | 'contributor' | 'admin'; customerId: string }
  | { kind: 'system'; customerId?: undefined };

export interface HistoryEntryInput {
  projectId: string;
  /** What happened, e.g. `sale.requested`, `sale.onsale`, `price.scheduled-applied`. */
  event: string;
  actor: HistoryActor;
  /** The facts of the event (status before and after, the price, the reason…). */
  detail?: Record<string, unknown>;
  /** When it happened; the service's clock by default. */
  at?: Date;
}

export type { HistoryEntry };

const toEntry = (r: HistoryRow): HistoryEntry => ({
  id: r.id,
  projectId: r.projectId,
  event: r.event,
  actorKind: r.actorKind,
  actorCustomerId: r.actorCustomerId ?? null,
  detail: r.detail,
  at: r.at.toISOString(),
});

/**
 * A book's history: written inside the transaction of the change it records (so a change and its
 * entry commit together), read by whoever may read the project (the caller checks that).
 */
export function createHistoryService({ uow, now }: { uow: UnitOfWork<HistoryRepository>; now: () => Date }) {
  return {
    async record(entry: HistoryEntryInput, tx: Tx): Promise<HistoryEntry> {
      const row = await uow.bound(tx).insert({
        projectId: entry.projectId,
        event: entry.event,
        actorKind: entry.actor.kind,
        actorCustomerId: entry.actor.customerId ?? null,
        detail: entry.detail ?? {},
        at: entry.at ?? now(),
      });
      return toEntry(row);
    },

    /** A project's entries, oldest first. */
    async list(projectId: string): Promise<HistoryEntry[]> {
      return (await uow.repos.list(projectId)).map(toEntry);
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
