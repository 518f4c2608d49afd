import {
  AppError,
  appError,
  CHANGE_PROJECTS,
  CORRECTION_STATUS,
  canRequestCorrection,
  canSetSaleStatus,
  isAdmin,
  isUuid,
  type LoggedInUser,
  mayActOn,
  type Project,
  parseProjectStatus,
  pendingPreOrderDate,
  preOrderFinalFilesUntil,
  publishReadiness,
  type ReadinessItem,
  readinessErrorItems,
} from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { assertContributorMay } from '../access';
import type { AccountsVendor } from '../accounts';
import type { HistoryActor, HistoryEntry, HistoryService } from '../history';
import type { JobsService } from '../jobs';
import type { MailService } from '../mail';
import type { ProjectsService, SaleSubject } from '../projects';
import { INTAKE_JOB, type IntakeDirection, type IntakePayload } from './publishing.intake';

/** A coupon running or scheduled on a book: the take-off confirmation warns about it (spec 2 §4). */
export interface CouponCheck {
  /** Reads in the caller's transaction (`tx`): a read beside it would wait on it under PGlite. */
  runningOrScheduled(projectId: string, tx: Tx): Promise<boolean>;
}

/** The ONIX feed (modules/onix): a book's record as it went on or off sale, in the same transaction. */
export interface SaleFeed {
  recordSaleChange(projectId: string, change: 'ONSALE' | 'OFFSALE', tx: Tx): Promise<void>;
}

export interface PublishingDeps {
  uow: UnitOfWork<unknown>;
  projects: ProjectsService;
  accounts: Pick<AccountsVendor, 'byCustomerId' | 'lockByCustomerId' | 'useFreeCorrection'>;
  history: HistoryService;
  jobs: Pick<JobsService, 'enqueue'>;
  mail: Pick<MailService, 'send'>;
  coupons: CouponCheck;
  feed: SaleFeed | null;
  now: () => Date;
  delays: { onSaleDelayMs: number; offSaleDelayMs: number };
  publicUrl: string;
}

export interface SaleStatusRequest {
  id: string;
  onSale: boolean;
  finalContents?: boolean | undefined;
  overridePromoWarning?: boolean | undefined;
}

/** Who caused a step, for the book's history. */
export function actorOf(user: LoggedInUser): HistoryActor {
  if (user.actingFor) return { kind: 'contributor', customerId: user.customerId };
  return { kind: isAdmin(user.permissions) ? 'admin' : 'author', customerId: user.customerId };
}

/**
 * Publishing (decision 030): putting a book on sale and taking it off sale as durable jobs that model
 * the retailer's intake, and corrections. Each request is one transaction: the project row is
 * locked, the rules are checked, the status, the job and the history entry are written together.
 */
export function createPublishingService(deps: PublishingDeps) {
  const { uow, projects, history, jobs, now } = deps;

  /** The project locked for a step if the user may change it; 404 otherwise, whatever the id. */
  async function subjectFor(user: LoggedInUser, id: string, tx: Tx): Promise<SaleSubject> {
    assertContributorMay(user, CHANGE_PROJECTS);
    // Inside the transaction only `tx` may be used (on PGlite it holds the one connection).
    if (!isUuid(id)) throw appError('NOT_FOUND');
    const subject = await projects.lockForSale(id, tx);
    if (!subject || !mayActOn(user, subject.ownerCustomerId)) throw appError('NOT_FOUND');
    return subject;
  }

  /** What keeps the book from going on sale: its own problems and its owner's vendor account, at once. */
  async function readinessOf(subject: SaleSubject, tx: Tx): Promise<ReadinessItem[]> {
    const owner = await deps.accounts.lockByCustomerId(subject.ownerCustomerId, tx);
    return publishReadiness(subject.project, owner);
  }

  async function startIntake(subject: SaleSubject, direction: IntakeDirection, user: LoggedInUser, tx: Tx) {
    const p = subject.project;
    const at = now();
    const request = subject.saleRequest + 1;
    const due = new Date(
      at.getTime() + (direction === 'ONSALE' ? deps.delays.onSaleDelayMs : deps.delays.offSaleDelayMs),
    );
    const preOrderDate = pendingPreOrderDate(p, at);
    await projects.applySaleState(
      p.id,
      direction === 'ONSALE'
        ? {
            status: 'PROCESSING_ONSALE',
            saleRequest: request,
            saleDueAt: due,
            finalContentsAt: at,
            finalFilesUntil: preOrderDate ? preOrderFinalFilesUntil(preOrderDate) : null,
            saleError: null,
          }
        : { status: 'PROCESSING_OFFSALE', saleRequest: request, saleDueAt: due, saleError: null },
      tx,
    );
    const payload: IntakePayload = { projectId: p.id, direction, request };
    await jobs.enqueue(INTAKE_JOB, payload, {
      tx,
      runAt: due,
      dedupeKey: `${INTAKE_JOB}:${p.id}:${request}`,
    });
    await history.record(
      {
        projectId: p.id,
        event: direction === 'ONSALE' ? 'sale.requested' : 'offsale.requested',
        actor: actorOf(user),
        detail: {
          from: p.status,
          due: due.toISOString(),
          ...(direction === 'ONSALE' ? { finalContents: true } : {}),
        },
      },
      tx,
    );
  }

  async function putOnSale(user: LoggedInUser, subject: SaleSubject, body: SaleStatusRequest, tx: Tx) {
    const p = subject.project;
    // A second click while the first request is under way changes nothing and creates no job.
    if (parseProjectStatus(p.status) === 'PROCESSING_ONSALE') return;
    if (!canSetSaleStatus(p.status, true)) throw appError('SALE_STATUS_LOCKED');
    // Every problem at once, the vendor's among them: 409 when the book has any, 403 for the vendor's alone.
    const problems = await readinessOf(subject, tx);
    if (problems.length > 0) throw new AppError(readinessErrorItems(problems));
    if (body.finalContents !== true) throw appError('FINAL_CONTENTS_REQUIRED');
    await startIntake(subject, 'ONSALE', user, tx);
  }

  async function takeOffSale(user: LoggedInUser, subject: SaleSubject, body: SaleStatusRequest, tx: Tx) {
    const p = subject.project;
    if (parseProjectStatus(p.status) === 'PROCESSING_OFFSALE') return;
    if (!canSetSaleStatus(p.status, false)) throw appError('NOT_ON_SALE');
    if (body.overridePromoWarning !== true && (await deps.coupons.runningOrScheduled(p.id, tx)))
      throw appError('COUPON_ON_BOOK');
    await startIntake(subject, 'OFFSALE', user, tx);
  }

  return {
    /** PUT setsalestatus (spec 1 §4, §7): on sale or off sale through the retailer's intake. */
    async setSaleStatus(user: LoggedInUser, body: SaleStatusRequest): Promise<Project> {
      await uow.withTransaction(async (_r, tx) => {
        const subject = await subjectFor(user, body.id, tx);
        if (body.onSale) await putOnSale(user, subject, body, tx);
        else await takeOffSale(user, subject, body, tx);
      });
      return projects.answer(body.id);
    },

    /**
     * POST requestCorrection (spec 1 §3 correction types): a book on sale goes to CORRECTING and
     * stays on sale while the author edits it; publishing again sends the corrected book. The
     * correction is FREE when an administrator enabled a free one (it is used up), else PAID.
     */
    async requestCorrection(user: LoggedInUser, id: string): Promise<Project> {
      await uow.withTransaction(async (_r, tx) => {
        const subject = await subjectFor(user, id, tx);
        const p = subject.project;
        if (!canRequestCorrection(p.status)) throw appError('CORRECTION_NOT_ALLOWED');
        const free = await deps.accounts.useFreeCorrection(subject.ownerCustomerId, tx);
        const correctionType = free ? 'FREE' : 'PAID';
        await projects.applySaleState(
          p.id,
          { status: CORRECTION_STATUS, correctionType, saleError: null },
          tx,
        );
        await history.record(
          {
            projectId: p.id,
            event: 'correction.requested',
            actor: actorOf(user),
            detail: { correctionType },
          },
          tx,
        );
      });
      return projects.answer(id);
    },

    /**
     * GET readiness: what keeps the book from going on sale, in the list setsalestatus refuses with,
     * for whoever may see the book, by the same domain function. A read: nothing is locked.
     */
    async readiness(user: LoggedInUser, id: string): Promise<ReadinessItem[]> {
      await projects.owned(user, id);
      const subject = await projects.readForSale(id);
      if (!subject) throw appError('NOT_FOUND');
      return publishReadiness(subject.project, await deps.accounts.byCustomerId(subject.ownerCustomerId));
    },

    /** A book's history, oldest first, for whoever may see the book. */
    async history(user: LoggedInUser, id: string): Promise<HistoryEntry[]> {
      await projects.owned(user, id);
      return history.list(id);
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
