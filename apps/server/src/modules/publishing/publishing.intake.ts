import {
  parseProjectStatus,
  pendingPreOrderDate,
  publishReadiness,
  VENDOR_READINESS_STEP,
} from '@quire/domain';
import { z } from 'zod';
import type { Tx } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { HistoryService } from '../history';
import type { JobDefinition, JobsService } from '../jobs';
import { createMailTemplates, type MailService } from '../mail';
import type { ProjectsService } from '../projects';

export const INTAKE_JOB = 'publishing.intake';
export type IntakeDirection = 'ONSALE' | 'OFFSALE';

export const intakePayloadSchema = z.object({
  projectId: z.uuid(),
  direction: z.enum(['ONSALE', 'OFFSALE']),
  /** The project's sale request this job belongs to; a later request makes it stale. */
  request: z.number().int().min(1),
});
export type IntakePayload = z.infer<typeof intakePayloadSchema>;

export interface IntakeDeps {
  projects: Pick<ProjectsService, 'lockForSale' | 'applySaleState'>;
  accounts: Pick<AccountsVendor, 'lockByCustomerId'>;
  history: HistoryService;
  mail: Pick<MailService, 'send'>;
  feed: { recordSaleChange(projectId: string, change: IntakeDirection, tx: Tx): Promise<void> } | null;
  now: () => Date;
  publicUrl: string;
  operatorName: string;
}

/**
 * The retailer's intake (decision 030): the job runs when the intake period ends (`runAt`) and finishes
 * the step in ONE transaction with `ctx.complete` — the status, the dates, the ONIX feed entry, the
 * history entry and the author's e-mail — so a restart in the middle loses nothing and does
 * nothing twice. A job whose request is no longer the project's (a newer request, or the book
 * moved on) completes without changing anything.
 */
export function defineIntakeJob(jobs: Pick<JobsService, 'define'>, deps: IntakeDeps): void {
  const templates = createMailTemplates({ operatorName: deps.operatorName });
  const definition: JobDefinition<IntakePayload> = {
    kind: INTAKE_JOB,
    schema: intakePayloadSchema,
    maxAttempts: 10,
    async run(payload, ctx) {
      await ctx.complete(async (tx) => {
        const subject = await deps.projects.lockForSale(payload.projectId, tx);
        if (!subject || subject.saleRequest !== payload.request) return;
        const p = subject.project;
        const expected = payload.direction === 'ONSALE' ? 'PROCESSING_ONSALE' : 'PROCESSING_OFFSALE';
        if (parseProjectStatus(p.status) !== expected) return;
        const owner = await deps.accounts.lockByCustomerId(subject.ownerCustomerId, tx);
        const at = deps.now();
        const title = p.title ?? 'Your book';

        if (payload.direction === 'ONSALE') {
          // What may have changed during the intake: the vendor's standing (files are locked).
          // The readiness setsalestatus checked; the vendor's standing is named first when it changed.
          const problems = publishReadiness(p, owner);
          const error =
            (problems.find((i) => i.step === VENDOR_READINESS_STEP) ?? problems[0])?.message ?? null;
          if (error) {
            await deps.projects.applySaleState(
              p.id,
              { status: 'ERROR', saleDueAt: null, saleError: error },
              tx,
            );
            await deps.history.record(
              { projectId: p.id, event: 'sale.failed', actor: { kind: 'system' }, detail: { error } },
              tx,
            );
            if (owner)
              await deps.mail.send(
                templates.saleFailed({
                  to: owner.email,
                  firstName: owner.firstName,
                  title,
                  error,
                  link: `${deps.publicUrl}/${p.id}/summary`,
                }),
                tx,
              );
            return;
          }
          await deps.projects.applySaleState(
            p.id,
            {
              status: 'ONSALE',
              saleDueAt: null,
              saleError: null,
              correctionType: 'NONE',
              publishedDate: p.publishedDate ? new Date(p.publishedDate) : at,
              onSaleDate: pendingPreOrderDate(p, at) ?? at,
            },
            tx,
          );
        } else {
          await deps.projects.applySaleState(
            p.id,
            { status: 'OFFSALE', saleDueAt: null, saleError: null },
            tx,
          );
        }
        await deps.feed?.recordSaleChange(p.id, payload.direction, tx);
        await deps.history.record(
          {
            projectId: p.id,
            event: payload.direction === 'ONSALE' ? 'sale.onsale' : 'sale.offsale',
            actor: { kind: 'system' },
            detail: { request: payload.request },
          },
          tx,
        );
        if (owner)
          await deps.mail.send(
            templates.saleChanged({
              to: owner.email,
              firstName: owner.firstName,
              title,
              direction: payload.direction,
              link: `${deps.publicUrl}/${p.id}/summary`,
            }),
            tx,
          );
      });
    },
    async onFailed(payload, error, tx) {
      const subject = await deps.projects.lockForSale(payload.projectId, tx);
      if (!subject || subject.saleRequest !== payload.request) return;
      await deps.projects.applySaleState(
        payload.projectId,
        {
          status: 'ERROR',
          saleDueAt: null,
          saleError: 'The retailer could not take the change. Please try again.',
        },
        tx,
      );
      await deps.history.record(
        { projectId: payload.projectId, event: 'sale.failed', actor: { kind: 'system' }, detail: { error } },
        tx,
      );
    },
  };
  jobs.define(definition);
}
