import { z } from 'zod';
import { CONTENT_MESSAGES as M } from '../content/messages';
import { EDITABLE_PAGE_SLUGS, PAGE_HTML_MAX, PAGE_TITLE_MAX } from '../content/types';
import { endpoint } from './endpoint';

// Static pages (spec 1 §2 and spec 3 §2: the footer's marketing pages; spec 3 §7 `static_content`
// with url). Served from the database, edited in the back office with a preview, every save kept as
// a version that can be restored, and a publish time. Visitors get them server-rendered at
// /{slug} (no JavaScript needed); the web app reads them through static_content.

const slug = z.enum(EDITABLE_PAGE_SLUGS);

/** A page as visitors see it: its published version. */
export const staticPageSchema = z
  .object({
    url: z.string().describe('The slug: how-it-works, legal/membership-agreement, home, …'),
    title: z.string(),
    html: z.string().describe('Sanitised HTML'),
    version: z.number().int(),
    publishedAt: z.string(),
  })
  .describe('StaticPage');
export type StaticPage = z.infer<typeof staticPageSchema>;

export const pageVersionSchema = z
  .object({
    version: z.number().int(),
    title: z.string(),
    html: z.string(),
    publishAt: z.string().describe('When it is (or was) published'),
    createdAt: z.string(),
    createdBy: z.string(),
    restoredFrom: z.number().int().nullable().describe('The version it copies, when it restored one'),
    state: z
      .enum(['PUBLISHED', 'SCHEDULED', 'SUPERSEDED'])
      .describe(
        'PUBLISHED: what visitors see; SCHEDULED: publishes at publishAt; SUPERSEDED: an older or replaced one',
      ),
  })
  .describe('PageVersion');

export const adminPageSchema = z
  .object({
    url: z.string(),
    title: z.string().describe('Of the published version (the newest when none is published yet)'),
    published: pageVersionSchema.nullable(),
    scheduled: pageVersionSchema.nullable(),
    versions: z.array(pageVersionSchema).describe('Newest first'),
  })
  .describe('AdminPage');

export const pageInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: M.pageTitleRequired })
      .max(PAGE_TITLE_MAX, { error: M.pageTitleTooLong }),
    html: z.string().max(PAGE_HTML_MAX, { error: M.pageHtmlTooLong }),
    publishAt: z.string().max(40).nullish().describe('ISO instant; empty: now'),
  })
  .describe('PageInput');

const slugQuery = z.object({ url: slug });

export const contentPagesEndpoints = {
  /** spec 3 §7: GET static_content {url}. */
  staticContent: endpoint({
    method: 'GET',
    path: '/api/static_content',
    query: z.object({ url: z.string().max(100) }),
    response: z.object({ page: staticPageSchema }),
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/static-pages',
    response: z.object({
      pages: z.array(
        z.object({
          url: z.string(),
          title: z.string(),
          version: z.number().int().nullable(),
          publishedAt: z.string().nullable(),
          scheduledAt: z.string().nullable(),
          updatedAt: z.string().nullable(),
        }),
      ),
    }),
  }),
  adminOne: endpoint({
    method: 'GET',
    path: '/api/admin/static-page',
    query: slugQuery,
    response: z.object({ page: adminPageSchema }),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/static-page',
    query: slugQuery,
    body: z.object({ page: pageInputSchema }),
    response: z.object({ page: adminPageSchema }),
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/admin/static-page/restore',
    query: slugQuery,
    body: z.object({ version: z.number().int().min(1), publishAt: z.string().max(40).nullish() }),
    response: z.object({ page: adminPageSchema }),
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/static-page/preview',
    body: z.object({ page: pageInputSchema }),
    response: z.object({
      title: z.string(),
      html: z.string().describe('What visitors would see, sanitised'),
    }),
  }),
} as const;
