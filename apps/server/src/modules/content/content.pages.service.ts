import {
  appError,
  CONTENT_MESSAGES as CM,
  type contentPagesEndpoints,
  EDITABLE_PAGE_SLUGS,
  type EditablePageSlug,
  fieldError,
  isAdmin,
  type LoggedInUser,
  PROJECT_MESSAGES,
  type ResponseOf,
  type StaticPage,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import type { ContentPagesRepository } from './content.pages.repository';
import { PAGE_LABELS } from './content.pages.view';
import { sanitizePageHtml } from './content.sanitize';
import type { StaticPageVersionRow } from './content.tables';

type E = typeof contentPagesEndpoints;
export type AdminPage = ResponseOf<E['adminOne']>['page'];
export type PageVersion = NonNullable<AdminPage['published']>;
export type AdminPageListItem = ResponseOf<E['adminList']>['pages'][number];

/** What an administrator sends for a page (the contract's PageInput). */
export interface PageInput {
  title: string;
  html: string;
  publishAt?: string | null | undefined;
}

/** A page the seed writes when the page has no version yet. */
export interface PageSeed {
  slug: EditablePageSlug;
  title: string;
  html: string;
}

export interface ContentPagesDeps {
  uow: UnitOfWork<ContentPagesRepository>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
  /** Who wrote the seeded versions, as the versions list shows it. */
  operatorName: string;
}

export const isEditableSlug = (url: string): url is EditablePageSlug =>
  (EDITABLE_PAGE_SLUGS as readonly string[]).includes(url);

/** An ISO instant with its zone (Z or ±hh:mm), as the back office sends it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** When a version publishes: empty is now, and so is a time that has passed. */
export function publishTime(raw: string | null | undefined, at: Date, field: string): Date {
  const s = raw?.trim() ?? '';
  if (!s) return at;
  const when = INSTANT.test(s) ? new Date(s) : null;
  if (!when || Number.isNaN(when.getTime())) throw fieldError(field, PROJECT_MESSAGES.date);
  return when > at ? when : at;
}

/** A title as plain text: no markup, single spaces. */
export function plainTitle(title: string): string {
  return title
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The version visitors see at `at`: the last publish time passed, the highest version on a tie. */
export function publishedOf<T extends { version: number; publishAt: Date }>(
  rows: readonly T[],
  at: Date,
): T | null {
  let best: T | null = null;
  for (const r of rows) {
    if (r.publishAt > at) continue;
    if (
      !best ||
      r.publishAt > best.publishAt ||
      (+r.publishAt === +best.publishAt && r.version > best.version)
    )
      best = r;
  }
  return best;
}

/** The next version to publish after `at`, or null. */
function scheduledOf(rows: readonly StaticPageVersionRow[], at: Date): StaticPageVersionRow | null {
  let next: StaticPageVersionRow | null = null;
  for (const r of rows) {
    if (r.publishAt <= at) continue;
    if (
      !next ||
      r.publishAt < next.publishAt ||
      (+r.publishAt === +next.publishAt && r.version > next.version)
    )
      next = r;
  }
  return next;
}

/** A page with all its versions, newest first, each with its state at `at`. */
export function adminPageOf(slug: EditablePageSlug, rows: StaticPageVersionRow[], at: Date): AdminPage {
  const published = publishedOf(rows, at);
  const versionOf = (r: StaticPageVersionRow): PageVersion => ({
    version: r.version,
    title: r.title,
    html: r.html,
    publishAt: r.publishAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    restoredFrom: r.restoredFrom,
    state: r === published ? 'PUBLISHED' : r.publishAt > at ? 'SCHEDULED' : 'SUPERSEDED',
  });
  const scheduled = scheduledOf(rows, at);
  return {
    url: slug,
    title: published?.title ?? rows[0]?.title ?? PAGE_LABELS[slug],
    published: published ? versionOf(published) : null,
    scheduled: scheduled ? versionOf(scheduled) : null,
    versions: rows.map(versionOf),
  };
}

/**
 * The static pages (spec 1 §2, spec 3 §2 and §7): what visitors read (static_content) and the
 * administrators' calls. Every save is a new version, numbered per page under the page's lock;
 * the HTML is sanitised with the page allow-list before it is stored; every administrator write is
 * audited in its own transaction.
 */
export function createContentPagesService({ uow, audit, now, operatorName }: ContentPagesDeps) {
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  function assertAdmin(user: LoggedInUser): void {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  }

  /** The checked title and the sanitised HTML of an administrator's page. */
  function cleaned(input: PageInput, field: string): { title: string; html: string } {
    const title = plainTitle(input.title);
    if (!title) throw fieldError(`${field}.title`, CM.pageTitleRequired);
    return { title, html: sanitizePageHtml(input.html) };
  }

  /** Writes the page's next version and its audit entry in one transaction; answers the page after it. */
  async function writeVersion(
    user: LoggedInUser,
    slug: EditablePageSlug,
    make: (
      repos: ContentPagesRepository,
    ) => Promise<{ title: string; html: string; publishAt: Date; restoredFrom: number | null }>,
  ): Promise<AdminPage> {
    const at = now();
    return uow.withTransaction(async (repos, tx) => {
      await repos.lockPage(slug);
      const content = await make(repos);
      const before = publishedOf(await repos.versions(slug), at);
      const version = await repos.nextVersion(slug);
      await repos.insert({ slug, version, ...content, createdAt: at, createdBy: user.email, seeded: false });
      await audit.record(
        {
          actor: actorOf(user),
          action: content.restoredFrom === null ? 'content.page.save' : 'content.page.restore',
          targetType: 'static-page',
          targetId: slug,
          before: before ? { version: before.version, title: before.title } : null,
          after: {
            version,
            title: content.title,
            publishAt: content.publishAt.toISOString(),
            restoredFrom: content.restoredFrom,
          },
        },
        tx,
      );
      return adminPageOf(slug, await repos.versions(slug), at);
    });
  }

  return {
    /** GET static_content?url: the published version of an editable page; 404 otherwise. */
    async published(url: string): Promise<StaticPage> {
      const row = isEditableSlug(url) ? await uow.repos.published(url, now()) : null;
      if (!row) throw appError('NOT_FOUND', { field: 'url', description: CM.pageNotFound });
      return {
        url: row.slug,
        title: row.title,
        html: row.html,
        version: row.version,
        publishedAt: row.publishAt.toISOString(),
      };
    },

    /** GET /api/admin/static-pages: every editable page, in the footer's order after home. */
    async adminList(user: LoggedInUser): Promise<AdminPageListItem[]> {
      assertAdmin(user);
      const bySlug = new Map((await uow.repos.summaries(now())).map((s) => [s.slug, s]));
      return EDITABLE_PAGE_SLUGS.map((slug) => {
        const s = bySlug.get(slug);
        return {
          url: slug,
          title: s?.published?.title ?? s?.newestTitle ?? PAGE_LABELS[slug],
          version: s?.published?.version ?? null,
          publishedAt: s?.published?.publishAt.toISOString() ?? null,
          scheduledAt: s?.scheduledAt?.toISOString() ?? null,
          updatedAt: s?.updatedAt.toISOString() ?? null,
        };
      });
    },

    /** GET /api/admin/static-page?url: the page with its published, scheduled and every version. */
    async adminOne(user: LoggedInUser, slug: EditablePageSlug): Promise<AdminPage> {
      assertAdmin(user);
      return adminPageOf(slug, await uow.repos.versions(slug), now());
    },

    /** PUT /api/admin/static-page?url: saves a new version (publishAt empty or past: now), audited. */
    async save(user: LoggedInUser, slug: EditablePageSlug, input: PageInput): Promise<AdminPage> {
      assertAdmin(user);
      const content = cleaned(input, 'page');
      const publishAt = publishTime(input.publishAt, now(), 'page.publishAt');
      return writeVersion(user, slug, async () => ({ ...content, publishAt, restoredFrom: null }));
    },

    /** POST /api/admin/static-page/restore?url: copies a version as a new one, audited; 404 for no such version. */
    async restore(
      user: LoggedInUser,
      slug: EditablePageSlug,
      body: { version: number; publishAt?: string | null | undefined },
    ): Promise<AdminPage> {
      assertAdmin(user);
      const publishAt = publishTime(body.publishAt, now(), 'publishAt');
      return writeVersion(user, slug, async (repos) => {
        const source = await repos.version(slug, body.version);
        if (!source) throw appError('NOT_FOUND', { field: 'version', description: CM.versionNotFound });
        return {
          title: source.title,
          html: sanitizePageHtml(source.html),
          publishAt,
          restoredFrom: source.version,
        };
      });
    },

    /** POST /api/admin/static-page/preview: what visitors would see, without saving. */
    preview(user: LoggedInUser, input: PageInput): { title: string; html: string } {
      assertAdmin(user);
      return cleaned(input, 'page');
    },

    /**
     * The seed: each page that has no version gets these contents as version 1, published now and
     * marked seeded; a page with any version (an administrator's edits) is left alone. Answers the
     * pages it wrote.
     */
    async seedPages(pages: readonly PageSeed[]): Promise<string[]> {
      const at = now();
      const written: string[] = [];
      for (const p of pages) {
        const wrote = await uow.repos.insertFirst({
          slug: p.slug,
          title: plainTitle(p.title),
          html: sanitizePageHtml(p.html),
          publishAt: at,
          createdAt: at,
          createdBy: operatorName,
          restoredFrom: null,
          seeded: true,
        });
        if (wrote) written.push(p.slug);
      }
      return written;
    },
  };
}

export type ContentPagesService = ReturnType<typeof createContentPagesService>;
