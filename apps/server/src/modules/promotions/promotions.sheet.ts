import {
  AppError,
  appError,
  checkNomination,
  fieldError,
  isAdmin,
  isUuid,
  type LoggedInUser,
  PROMO_MESSAGES as M,
  type NominationProblem,
  newYorkDay,
  ownerOf,
  type PromoRequest,
  promoErrorDescription,
  reviewByDay,
} from '@quire/domain';
import { stringify } from 'csv-stringify/sync';
import sanitizeHtml from 'sanitize-html';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AccountsVendor } from '../accounts';
import type { AuditService } from '../audit';
import type { HistoryService } from '../history';
import type { ProjectsService } from '../projects';
import { nominationColumns, toPromoRequest } from './promotions.requests.mapper';
import type { PromoRequestsRepository } from './promotions.requests.repository';
import {
  assertMayNominate,
  auditedRequest,
  historyActor,
  type PromoDefinitionLookup,
} from './promotions.requests.service';
import type { PromoSheetRepository } from './promotions.sheet.repository';
import { type PromoSheetRow, readPromoSheet } from './promotions.sheet-reader';

export interface PromoSheetDeps {
  uow: UnitOfWork<PromoRequestsRepository & PromoSheetRepository>;
  definitions: PromoDefinitionLookup;
  projects: Pick<ProjectsService, 'promoTitles'>;
  history: Pick<HistoryService, 'record'>;
  accounts: Pick<AccountsVendor, 'byCustomerId' | 'lockByVendorNumber'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/** The report's columns, in order. */
const REPORT_HEADER = [
  'ID',
  'Status',
  'Submitted',
  'Author',
  'Vendor Number',
  'EAN',
  'Title',
  'Regular Price',
  'Promo Price',
  'Preferred Start',
  'Preferred End',
  'Flexible',
  'Start',
  'End',
  'Decline Reason',
  'Additional Comments',
];

/**
 * A cell a spreadsheet program would run as a formula (=, +, -, @, or a tab or carriage return
 * before one) is written with a leading single quote, so the report opens as text.
 */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The text of a comment's limited HTML: tags dropped, entities read back, whitespace folded. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A download name from the promotion's name: letters, digits, dot, dash and underscore only. */
export function reportFileName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${safe || 'promotion'}.csv`;
}

const rowError = (row: number, field: string, message: string) => ({
  code: 'VALIDATION',
  field: `rows.${row}.${field}`,
  description: M.sheetRow(row, message),
});

/**
 * Nominations by spreadsheet (uploadPromoSheet) and a promotion's report for administrators
 * (export-report-promotion). Each row of a sheet passes the rules of submit-promo, and the sheet
 * is saved whole or not at all.
 */
export function createPromoSheets(deps: PromoSheetDeps) {
  const { uow, definitions, projects, history, accounts, audit, now } = deps;

  async function ownerOfVendor(vendorNumber: string): Promise<string> {
    const account = await uow.withTransaction((_repos, tx) =>
      accounts.lockByVendorNumber(vendorNumber.trim(), tx),
    );
    if (!account) throw appError('NOT_FOUND', { field: 'vendorNumber' });
    return account.customerId;
  }

  return {
    /**
     * POST uploadPromoSheet: who may nominate and for which account is settled before the file is
     * read (`read` takes it off the request). A publisher's own titles (vendorNumber is not read);
     * an administrator names the publisher with vendorNumber. Every row is checked as submit-promo
     * checks one nomination, and a title named twice is refused on its second row; any problem
     * answers 400 with one error per problem ("rows.3.promoPrice", "Row 3: …") and saves nothing.
     * Otherwise all rows are saved in one transaction, each book locked and checked free again.
     */
    async upload(
      user: LoggedInUser,
      q: { id: string; vendorNumber?: string | undefined },
      read: () => Promise<Buffer>,
    ): Promise<{ saved: number; promos: PromoRequest[] }> {
      assertMayNominate(user);
      const admin = isAdmin(user.permissions);
      const at = now();
      const definition = isUuid(q.id) ? await definitions.find(q.id) : null;
      if (!definition || (!admin && definition.adminOnly)) throw appError('NOT_FOUND', { field: 'id' });
      if (!admin && definition.submitBy && newYorkDay(at) > definition.submitBy)
        throw new AppError(
          [{ code: 'VALIDATION', field: 'id', description: promoErrorDescription('id', M.definitionClosed) }],
          409,
        );
      let owner: string;
      if (admin) {
        const vendorNumber = q.vendorNumber?.trim();
        if (!vendorNumber) throw fieldError('vendorNumber', M.required('Vendor Number'));
        owner = await ownerOfVendor(vendorNumber);
      } else owner = ownerOf(user);
      const rules = definitions.rulesOf(definition);

      const sheet = await readPromoSheet(await read());

      // The titles the rows name, each EAN looked up once; the author of the account, once.
      const titles = new Map<string, PromoTitleFacts | null>();
      for (const { cells } of sheet) {
        const ean = cells.ean;
        if (!titles.has(ean))
          titles.set(
            ean,
            /^\d{1,20}$/.test(ean)
              ? ((await projects.promoTitles({ owner, ean, onSaleOnly: false, limit: 1 }))[0] ?? null)
              : null,
          );
      }
      const account = await accounts.byCustomerId(owner);
      const authorOf = (t: PromoTitleFacts) => {
        const name = t.publisherName ?? `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim();
        return { name: name || owner, vendorNumber: account?.vendorNumber ?? null };
      };
      const projectIds = [...new Set([...titles.values()].flatMap((t) => (t ? [t.projectId] : [])))].sort();

      const saved = await uow.withTransaction(async (repos, tx) => {
        // In id order, so two sheets naming the same books queue up rather than deadlock.
        for (const id of projectIds) await repos.lockProject(id);
        const blocked = await repos.blockedProjects(projectIds, at);
        const seen = new Set<string>();
        const errors: ReturnType<typeof rowError>[] = [];
        const checked: { row: PromoSheetRow; title: PromoTitleFacts; value: CheckedValue }[] = [];
        for (const row of sheet) {
          const { cells, unreadable } = row;
          const title = titles.get(cells.ean) ?? null;
          const duplicate = title !== null && seen.has(title.projectId);
          if (title) seen.add(title.projectId);
          const flex = cells.flexDate.toLowerCase();
          const problems: NominationProblem[] = [];
          const check = checkNomination(
            {
              mercPromoType: rules.mercPromoType,
              ean: cells.ean,
              promoPrice: cells.promoPrice === '' ? null : cells.promoPrice,
              startDate: cells.startDate || null,
              endDate: cells.endDate || null,
              flexDate: flex === 'true',
              additionalComments: cells.additionalComments || null,
            },
            {
              now: at,
              definition: rules,
              title: title ? { ...title, allowedForMerchPromo: !blocked.has(title.projectId) } : null,
              isAdmin: admin,
              inputMode: 'EAN',
            },
          );
          if (!check.ok) problems.push(...check.problems);
          if (duplicate && !problems.some((p) => p.field === 'ean'))
            problems.unshift({ field: 'ean', message: M.notAllowed });
          const rowErrors = problems
            .filter((p) => !(p.field in unreadable))
            .map((p) => rowError(row.row, p.field, p.message));
          for (const [field, message] of Object.entries(unreadable))
            rowErrors.push(rowError(row.row, field, message));
          if (flex !== '' && flex !== 'true' && flex !== 'false')
            rowErrors.push(rowError(row.row, 'flexDate', M.sheetFlexDate));
          errors.push(...rowErrors);
          if (rowErrors.length === 0 && check.ok && title) checked.push({ row, title, value: check.value });
        }
        if (errors.length > 0) throw new AppError(errors, 400);

        const rows = [];
        for (const { title, value: v } of checked) {
          const author = authorOf(title);
          const saved = await repos.insert({
            definitionId: definition.id,
            mercPromoType: definition.mercPromoType,
            projectId: title.projectId,
            ownerCustomerId: title.ownerCustomerId,
            vendorNumber: author.vendorNumber,
            authorName: author.name,
            ...nominationColumns(v),
            title: title.title,
            updatedAt: at,
            status: 'PENDING',
            reviewBy: reviewByDay({ submitBy: definition.submitBy, start: definition.startDay }, at),
            submittedAt: at,
            submittedBy: user.customerId,
          });
          await history.record(
            {
              projectId: title.projectId,
              event: 'promotion.nominated',
              actor: historyActor(user),
              detail: {
                requestId: saved.id,
                promotion: definition.name,
                promoPrice: saved.promoPrice,
                startDay: saved.startDay,
                endDay: saved.endDay,
              },
              at,
            },
            tx,
          );
          rows.push(saved);
        }
        // An administrator's upload names the publisher it nominates for: the log keeps who and what.
        if (admin)
          await audit.record(
            {
              actor: { customerId: user.customerId, email: user.email },
              action: 'promotion.sheet-upload',
              targetType: 'promotion',
              targetId: definition.id,
              before: null,
              after: {
                ownerCustomerId: owner,
                vendorNumber: q.vendorNumber?.trim() ?? null,
                requests: rows.map(auditedRequest),
              },
            },
            tx,
          );
        return rows;
      });
      return {
        saved: saved.length,
        promos: saved.map((request) =>
          toPromoRequest(
            {
              request,
              definitionName: definition.name,
              position: definition.position,
              displayEnd: definition.displayEnd,
            },
            at,
          ),
        ),
      };
    },

    /**
     * GET export-report-promotion (administrators): every request of a definition as a CSV, the
     * cells a spreadsheet would run as formulas quoted; the export is audit-logged.
     */
    async exportReport(
      actor: { customerId: string; email: string },
      definitionId: string,
    ): Promise<{ fileName: string; csv: string; rows: number }> {
      const definition = isUuid(definitionId) ? await definitions.find(definitionId) : null;
      if (!definition) throw appError('NOT_FOUND', { field: 'promoDefinitionId' });
      const at = now();
      return uow.withTransaction(async (repos, tx) => {
        const listed = await repos.ofDefinition(definition.id);
        const records = listed.map((l) => {
          const p = toPromoRequest(l, at);
          return [
            p.id,
            p.label,
            p.submissionDate,
            p.author,
            p.vendorNumber ?? '',
            p.ean,
            p.title,
            p.regularPrice ?? '',
            p.promoPrice ?? '',
            p.preferredStartDate ?? '',
            p.preferredEndDate ?? '',
            p.flexDate === 'true' ? 'Yes' : 'No',
            p.startDate ?? '',
            p.endDate ?? '',
            p.decline?.text ?? '',
            plainText(p.additionalComments),
          ].map(csvSafe);
        });
        await audit.record(
          {
            actor,
            action: 'promotion.export',
            targetType: 'promotion',
            targetId: definition.id,
            before: null,
            after: { name: definition.name, rows: records.length },
          },
          tx,
        );
        return {
          fileName: reportFileName(definition.name),
          // A byte-order mark, so spreadsheet programs read the file as UTF-8.
          csv: stringify([REPORT_HEADER, ...records], { bom: true, record_delimiter: 'windows' }),
          rows: records.length,
        };
      });
    },
  };
}

/** An eBook the rows may name, as the projects read it. */
type PromoTitleFacts = Awaited<ReturnType<ProjectsService['promoTitles']>>[number];
type CheckedValue = Extract<ReturnType<typeof checkNomination>, { ok: true }>['value'];

export type PromoSheets = ReturnType<typeof createPromoSheets>;
