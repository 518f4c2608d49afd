import {
  compareUltraPremium,
  type LoggedInUser,
  type PrintOption,
  type UltraPremiumComparison,
  type UltraPremiumConverted,
} from '@quire/domain';
import type { AuditActor } from '../audit';
import { createMailTemplates } from '../mail';
import type { ProjectFacts } from '../projects';
import type { AdminUsersDeps } from './admin.deps';

/** The print facts an entry keeps of one side of a conversion. */
const specOf = (o: PrintOption) => ({
  printTier: o.printTier,
  pageSize: o.pageSize,
  pageCount: o.pageCount,
  coverFormat: o.coverFormat,
  printColor: o.printColor,
  paperColor: o.paperColor,
  coverFinish: o.coverFinish,
  printingCost: o.quote?.printing_cost ?? null,
  floorPrice: o.quote?.floor_price ?? null,
});

/**
 * Ultra Premium print for administrators (spec 3 §7, /api/admin/users): a book's print option beside
 * its Ultra Premium version, and the conversion. The conversion is one transaction: the project's
 * tier and spec (the projects module, which applies the domain's refusals on the locked row), the
 * book's history entry, the audit entry and the author's e-mail through the outbox.
 */
export function createAdminUltraPremium(
  deps: AdminUsersDeps,
  { actorOf }: { actorOf: (admin: LoggedInUser) => AuditActor },
) {
  const { uow, audit } = deps;
  const templates = createMailTemplates({ operatorName: deps.operatorName });
  const compareOf = (p: ProjectFacts): UltraPremiumComparison => compareUltraPremium(p);

  return {
    /** GET getUltraPremiumCompareable/{id}: the two options quoted at today's list price, and the reasons. */
    async ultraPremiumCompare(admin: LoggedInUser, projectId: string): Promise<UltraPremiumComparison> {
      return compareOf(await deps.projects.owned(admin, projectId));
    },

    /** POST ultraPremiumConvert/{id}: converts, or 409 with every reason it may not. */
    async ultraPremiumConvert(admin: LoggedInUser, projectId: string): Promise<UltraPremiumConverted> {
      const project = await deps.projects.owned(admin, projectId);
      // Read before the transaction opens: inside it only its tx may be used (decision 017).
      const author = await deps.accounts.get(project.ownerCustomerId);
      return uow.withTransaction(async (_r, tx) => {
        const change = await deps.projects.convertToUltraPremium(project.id, tx);
        const before = compareOf(change.before).current;
        const after = compareOf(change.after).current;
        const detail = {
          before: specOf(before),
          after: specOf(after),
          listPriceBefore: change.before.listPrice,
          listPriceAfter: change.after.listPrice,
        };
        await deps.history.record(
          {
            projectId: project.id,
            event: 'print.ultra-premium',
            actor: { kind: 'admin', customerId: admin.customerId },
            detail,
          },
          tx,
        );
        await audit.record(
          {
            actor: actorOf(admin),
            action: 'project.ultra-premium-convert',
            targetType: 'project',
            targetId: project.id,
            before: { ...detail.before, listPrice: detail.listPriceBefore },
            after: { ...detail.after, listPrice: detail.listPriceAfter, owner: project.ownerCustomerId },
          },
          tx,
        );
        let emailed = false;
        if (deps.mail && author && after.quote) {
          const listPrice = change.after.listPrice;
          await deps.mail.send(
            templates.ultraPremiumConverted({
              to: author.email,
              firstName: author.firstName,
              title: change.after.title?.trim() || 'Your book',
              specification: after.description,
              printingCost: after.quote.printing_cost,
              floorPrice: after.quote.floor_price,
              kept: listPrice ? { listPrice, royalty: after.quote.net_royalty } : null,
              link: `${deps.publicUrl ?? ''}/${project.id}/book-details/pricing`,
            }),
            tx,
          );
          emailed = true;
        }
        return {
          projectId: project.id,
          printTier: 'ULTRA_PREMIUM' as const,
          before,
          after,
          listPrice: change.after.listPrice,
          emailed,
        };
      });
    },
  };
}
