import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { AccountsAdmin, RecoveryService, TwoStepAdmin } from '../accounts';
import type { AuditService } from '../audit';
import type { FilesService } from '../files';
import type { HistoryService } from '../history';
import type { IsbnService } from '../isbn';
import type { ProjectsService } from '../projects';
import type { SearchService } from '../search';

/*
 * What the administrators' use cases are given by the composition root, in a file of its own so
 * that the user and project halves of the module (admin.users.service.ts, admin.projects.ts) both
 * use it without importing each other.
 */

/** The mail module's outbox, as this module uses it: a message written in the caller's transaction. */
export interface AdminMailer {
  send(
    message: { to: string; subject: string; text: string; html?: string; kind: string },
    tx: Tx,
  ): Promise<unknown>;
}

export interface AdminUsersDeps {
  /** Opens the one transaction of each action (the modules it calls join it). */
  uow: UnitOfWork<unknown>;
  accounts: AccountsAdmin;
  audit: AuditService;
  isbn: Pick<IsbnService, 'freeIsbnAccess' | 'setFreeIsbnAccess'>;
  projects: Pick<ProjectsService, 'list' | 'listItemsByIds' | 'owned' | 'convertToUltraPremium'>;
  search: Pick<SearchService, 'searchAccount'>;
  files: Pick<FilesService, 'requeue'>;
  /** The retail (ONIX) feed: syncWithPM sends an on-sale or off-sale book's record again. */
  feed?:
    | { recordSaleChange(projectId: string, change: 'ONSALE' | 'OFFSALE', tx: Tx): Promise<void> }
    | undefined;
  /** A book's history: getProjectDashboardStatus reads it, the Ultra Premium conversion writes to it. */
  history: Pick<HistoryService, 'list' | 'record'>;
  recovery: Pick<RecoveryService, 'issueResetToken'>;
  /** The accounts module's two-step verification, as administrators see and reset it. */
  twoStep: TwoStepAdmin;
  /** The outbox; without it (tests of other modules), no e-mail is written. */
  mail?: AdminMailer | undefined;
  operatorName: string;
  /** PUBLIC_URL: the links in the author's e-mails start with it. */
  publicUrl?: string | undefined;
}
