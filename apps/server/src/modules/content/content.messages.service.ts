import {
  appError,
  type BroadcastMessage,
  isAdmin,
  isUuid,
  type LoggedInUser,
  CONTENT_MESSAGES as M,
  type MessageStatus,
  messageStatus,
  ownerOf,
  type SiteMessage,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import { type AudienceDeps, createMessageAudience, type Reader } from './content.messages.audience';
import { type CheckedMessage, checkMessage, type MessageInput } from './content.messages.input';
import type { ContentMessagesRepository } from './content.messages.repository';
import { sanitizeMessageHtml } from './content.sanitize';
import type { BroadcastMessageRow, StoredAudience } from './content.tables';

export interface ContentMessagesDeps extends AudienceDeps {
  uow: UnitOfWork<ContentMessagesRepository>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/** A demo message, written once under its own id (seed/content-messages.ts). */
export interface MessageSeed {
  id: string;
  typeId: 1 | 2 | 3;
  title: string;
  details: string;
  link: string | null;
  severity: 'INFO' | 'CRITICAL';
}

type Recipient = BroadcastMessage['audience']['recipients'][number];
interface PageQuery {
  typeId?: number | undefined;
  status?: MessageStatus | undefined;
  pageNumber: number;
  recordsPerPage: number;
}

const MAX_RECIPIENTS_SHOWN = 500;
const SEARCH_LIMIT = 20;
const SITE_TYPES = { MARKETING: [1], BROADCAST: [2], BOTH: [1, 2] } as const;

const toSiteMessage = (row: BroadcastMessageRow, affectedTitles: number | null): SiteMessage => ({
  messageId: row.id,
  typeId: row.typeId as SiteMessage['typeId'],
  title: row.title,
  details: row.details,
  link: row.link,
  severity: row.severity as SiteMessage['severity'],
  startAt: row.startAt.toISOString(),
  affectedTitles,
});

/** What the audit log keeps of a message. */
const audited = (c: CheckedMessage['columns'] | BroadcastMessageRow, recipients: readonly string[]) => ({
  typeId: c.typeId,
  title: c.title,
  details: c.details,
  link: c.link,
  severity: c.severity,
  startAt: c.startAt.toISOString(),
  endAt: c.endAt?.toISOString() ?? null,
  audience: { ...c.audience, recipients: [...recipients] },
});

/**
 * Broadcast messages (spec 3 §3, §7 "Admin content" and "Content for all users"): administrators
 * write them (audited, in the write's transaction) with an audience, a start and an end and a
 * severity; an author sees those active now for them until they dismiss an INFO one or acknowledge
 * a CRITICAL one; administrators see who read each. Another module's facts come from its service,
 * read before any transaction opens.
 */
export function createContentMessagesService(deps: ContentMessagesDeps) {
  const { uow, audit, now } = deps;
  const audience = createMessageAudience(deps);
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  function assertAdmin(user: LoggedInUser): void {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  }

  async function found(
    id: string | null | undefined,
    field = 'id',
    description?: string,
  ): Promise<BroadcastMessageRow> {
    const row = id && isUuid(id) ? await uow.repos.find(id) : null;
    if (!row) throw appError('NOT_FOUND', description ? { field, description } : { field });
    return row;
  }

  /** Author accounts by customer id, with their publisher names (for recipients as read). */
  async function recipientsFor(customerIds: readonly string[], activeOnly = false): Promise<Recipient[]> {
    if (customerIds.length === 0) return [];
    const accounts = await deps.accounts.audienceAccounts(
      { activeOnly, customerIds: [...customerIds] },
      MAX_RECIPIENTS_SHOWN,
    );
    return withPublishers(accounts);
  }

  async function withPublishers(
    accounts: Awaited<ReturnType<AudienceDeps['accounts']['audienceAccounts']>>,
  ): Promise<Recipient[]> {
    const names =
      accounts.length > 0 ? await deps.vendors.publishers({ userIds: accounts.map((a) => a.userId) }) : [];
    const nameOf = new Map(names.map((n) => [n.userId, n.publisherName.trim()]));
    return accounts.map((a) => ({
      customerId: a.customerId,
      email: a.email,
      name: `${a.firstName} ${a.lastName}`.trim(),
      vendorNumber: a.vendorNumber,
      publisherName: nameOf.get(a.userId) || null,
    }));
  }

  /** Messages as the administrators read them: recipients, counts and status at `at`. */
  async function present(rows: BroadcastMessageRow[], at: Date): Promise<BroadcastMessage[]> {
    const ids = rows.map((r) => r.id);
    const [chosen, reads] = await Promise.all([uow.repos.recipientsOf(ids), uow.repos.readCounts(ids)]);
    const shown = await recipientsFor([...new Set(chosen.map((c) => c.customerId))]);
    const byId = new Map(shown.map((s) => [s.customerId, s]));
    return Promise.all(
      rows.map(async (row) => {
        const mine = chosen.filter((c) => c.messageId === row.id).map((c) => c.customerId);
        return {
          messageId: row.id,
          typeId: row.typeId as BroadcastMessage['typeId'],
          title: row.title,
          details: row.details,
          link: row.link,
          severity: row.severity as BroadcastMessage['severity'],
          startAt: row.startAt.toISOString(),
          endAt: row.endAt?.toISOString() ?? null,
          status: messageStatus(row, at),
          audience: {
            ...(row.audience as StoredAudience),
            recipients: mine.flatMap((id) => byId.get(id) ?? []),
          } as BroadcastMessage['audience'],
          recipientCount: await audience.count(row.audience, mine),
          readCount: reads.get(row.id) ?? 0,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          updatedBy: row.updatedBy,
        };
      }),
    );
  }

  async function page(q: PageQuery) {
    const at = now();
    const { rows, totalCount } = await uow.repos.page({
      typeId: q.typeId,
      status: q.status,
      now: at,
      limit: q.recordsPerPage,
      offset: (q.pageNumber - 1) * q.recordsPerPage,
    });
    return { messages: await present(rows, at), totalCount };
  }

  async function one(row: BroadcastMessageRow): Promise<BroadcastMessage> {
    return (await present([row], now()))[0] as BroadcastMessage;
  }

  const check = (input: MessageInput, storedStart: Date | null) =>
    checkMessage(input, {
      now: now(),
      storedStart,
      known: async (ids) => new Set((await recipientsFor(ids)).map((r) => r.customerId)),
    });

  /** The reader's messages of these types showing now, as they see them. */
  async function showing(user: LoggedInUser | null | undefined, typeIds: readonly number[]) {
    if (!user || isAdmin(user.permissions)) return [];
    const owner = ownerOf(user);
    const rows = await uow.repos.showing(owner, typeIds, now());
    if (rows.length === 0) return [];
    const reader = await audience.reader(owner);
    if (!reader) return [];
    const memo = audience.memo();
    const out: SiteMessage[] = [];
    for (const row of rows) {
      const r = await audience.reaches(row.audience, reader, memo);
      if (r.reaches) out.push(toSiteMessage(row, r.affectedTitles));
    }
    return out;
  }

  return {
    /** GET broadcast-messages: a page of messages of a type and status, newest start first. */
    async adminList(user: LoggedInUser, q: PageQuery) {
      assertAdmin(user);
      return page(q);
    },

    /** GET broadcast-message: one message as the list shows it (404 when unknown). */
    async adminOne(user: LoggedInUser, messageId: string): Promise<BroadcastMessage> {
      assertAdmin(user);
      return one(await found(messageId, 'messageId', M.messageNotFound));
    },

    /** POST broadcast-message-create: a new message (audited); with the first page of every message. */
    async create(user: LoggedInUser, input: MessageInput, recordsPerPage: number) {
      assertAdmin(user);
      const checked = await check(input, null);
      const row = await uow.withTransaction(async (repos, tx) => {
        const at = now();
        const saved = await repos.insert({
          ...checked.columns,
          createdAt: at,
          updatedAt: at,
          updatedBy: user.customerId,
        });
        await repos.replaceRecipients(saved.id, checked.recipients);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.message.create',
            targetType: 'broadcast-message',
            targetId: saved.id,
            after: audited(saved, checked.recipients),
          },
          tx,
        );
        return saved;
      });
      return { message: await one(row), ...(await page({ pageNumber: 1, recordsPerPage })) };
    },

    /** PUT broadcast-message-create: changes message.messageId (audited); with the page of the query. */
    async update(user: LoggedInUser, input: MessageInput, q: PageQuery) {
      assertAdmin(user);
      const stored = await found(input.messageId, 'message.messageId');
      const checked = await check(input, stored.startAt);
      const row = await uow.withTransaction(async (repos, tx) => {
        const before = await repos.lock(stored.id);
        if (!before) throw appError('NOT_FOUND', { field: 'message.messageId' });
        const was = (await repos.recipientsOf([before.id])).map((r) => r.customerId);
        const saved = await repos.update(before.id, {
          ...checked.columns,
          updatedAt: now(),
          updatedBy: user.customerId,
        });
        await repos.replaceRecipients(saved.id, checked.recipients);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.message.update',
            targetType: 'broadcast-message',
            targetId: saved.id,
            before: audited(before, was),
            after: audited(saved, checked.recipients),
          },
          tx,
        );
        return saved;
      });
      return { message: await one(row), ...(await page(q)) };
    },

    /** DELETE broadcast-message-delete: removes a message with its recipients and reads (audited). */
    async remove(user: LoggedInUser, id: string, q: PageQuery) {
      assertAdmin(user);
      await found(id);
      await uow.withTransaction(async (repos, tx) => {
        const before = await repos.lock(id);
        if (!before) throw appError('NOT_FOUND', { field: 'id' });
        const was = (await repos.recipientsOf([id])).map((r) => r.customerId);
        await repos.remove(id);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.message.delete',
            targetType: 'broadcast-message',
            targetId: id,
            before: audited(before, was),
          },
          tx,
        );
      });
      return { deleted: true as const, id, ...(await page(q)) };
    },

    /** POST broadcast-message-preview: the message as an author would see it, and how many it reaches. */
    async preview(user: LoggedInUser, input: MessageInput) {
      assertAdmin(user);
      const stored =
        input.messageId && isUuid(input.messageId) ? await uow.repos.find(input.messageId) : null;
      const { columns, recipients } = await check(input, stored?.startAt ?? null);
      const at = now();
      const row = {
        ...columns,
        id: input.messageId || 'preview',
        createdAt: at,
        updatedAt: at,
        updatedBy: '',
      };
      return {
        preview: toSiteMessage(row, null),
        recipientCount: await audience.count(columns.audience, recipients),
      };
    },

    /** GET preview-message: a stored message as an author would see it, and how many it reaches. */
    async previewOne(user: LoggedInUser, id: string) {
      assertAdmin(user);
      const row = await found(id);
      const recipients = (await uow.repos.recipientsOf([row.id])).map((r) => r.customerId);
      return {
        preview: toSiteMessage(row, null),
        recipientCount: await audience.count(row.audience, recipients),
      };
    },

    /** GET broadcast-recipient: active author accounts by e-mail, name, vendor number or publisher name. */
    async recipients(user: LoggedInUser, query: string) {
      assertAdmin(user);
      const text = query.trim();
      const named = await deps.vendors.publishers({ nameContains: text, limit: SEARCH_LIMIT });
      const accounts = await deps.accounts.audienceAccounts(
        { activeOnly: true, search: { text, orUserIds: named.map((n) => n.userId) } },
        SEARCH_LIMIT,
      );
      return { recipients: await withPublishers(accounts) };
    },

    /** GET broadcast-message-reads: who dismissed or acknowledged a message, latest first. */
    async reads(user: LoggedInUser, id: string, q: { pageNumber: number; recordsPerPage: number }) {
      assertAdmin(user);
      const row = await found(id);
      const { rows, totalCount } = await uow.repos.readsPage(
        row.id,
        q.recordsPerPage,
        (q.pageNumber - 1) * q.recordsPerPage,
      );
      const accounts = await recipientsFor(rows.map((r) => r.customerId));
      const emailOf = new Map(accounts.map((a) => [a.customerId, a.email]));
      return {
        reads: rows.map((r) => ({
          customerId: r.customerId,
          email: emailOf.get(r.customerId) ?? '',
          dismissedAt: r.dismissedAt?.toISOString() ?? null,
          acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
        })),
        totalCount,
      };
    },

    /** GET /api/broadcast_messages: the reader's broadcast messages (type 2) showing now. */
    broadcast: (user: LoggedInUser) => showing(user, SITE_TYPES.BROADCAST),

    /** GET /api/marketing_messages: the reader's marketing messages (type 1) showing now. */
    marketing: (user: LoggedInUser) => showing(user, SITE_TYPES.MARKETING),

    /**
     * Both kinds (marketing 1 and broadcast 2) for one reader, CRITICAL first then the newest: what
     * page-banners answers as `messages`. A visitor (null) and an administrator have none; a
     * contributor acting for an author reads the author's.
     */
    forReader: (user: LoggedInUser | null | undefined): Promise<SiteMessage[]> =>
      showing(user, SITE_TYPES.BOTH),

    /**
     * POST /api/dismiss_broadcast_message: puts a message away for the reader (a contributor acting
     * for an author, for the author): an INFO one dismissed, a CRITICAL one acknowledged. A message
     * that is not for them (or not started) answers 404. Again changes nothing.
     */
    async dismiss(user: LoggedInUser, messageId: string) {
      const notFound = () => appError('NOT_FOUND', { field: 'messageId' });
      if (!isUuid(messageId) || isAdmin(user.permissions)) throw notFound();
      const owner = ownerOf(user);
      const at = now();
      const row = await uow.repos.started(messageId, owner, at);
      const reader: Reader | null = row ? await audience.reader(owner) : null;
      if (!row || !reader || !(await audience.reaches(row.audience, reader, audience.memo())).reaches)
        throw notFound();
      const critical = row.severity === 'CRITICAL';
      await uow.repos.markRead(row.id, owner, critical, at);
      return { messageId: row.id, dismissed: true as const, acknowledged: critical };
    },

    /** The demo's messages: each written once under its id, starting now, for everyone (insert-only). */
    async seedMessages(seeds: readonly MessageSeed[]): Promise<number> {
      const at = now();
      const everyone: StoredAudience = {
        kind: 'EVERYONE',
        roles: [],
        formats: [],
        countries: [],
        onSaleOnly: false,
        eans: [],
      };
      return uow.repos.insertOnce(
        seeds.map((s) => ({
          ...s,
          details: sanitizeMessageHtml(s.details),
          startAt: at,
          endAt: null,
          audience: everyone,
          createdAt: at,
          updatedAt: at,
          updatedBy: 'seed',
        })),
      );
    },
  };
}

export type ContentMessagesService = ReturnType<typeof createContentMessagesService>;
