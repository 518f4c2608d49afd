import { z } from 'zod';
import { AUTHOR_PAGE_MESSAGES as M } from '../author-pages/messages';
import {
  AUTHOR_BIOGRAPHY_HTML_MAX,
  AUTHOR_BIOGRAPHY_MAX,
  AUTHOR_BOOKS_MAX,
  AUTHOR_LINK_LABEL_MAX,
  AUTHOR_LINK_URL_MAX,
  AUTHOR_LINKS_MAX,
  AUTHOR_NAME_MAX,
  isAuthorLinkUrl,
  richTextLength,
} from '../author-pages/rules';
import { idParams, optionalParam } from './common';
import { endpoint } from './endpoint';

// Author pages (spec 3 `authorAccess`, feature AUTHOR_PAGES, contributor permission "Author
// pages"): the account's public pages under /api/account, the photo uploaded on its own, and the
// public page itself at /authors/{id}/{slug} (server-rendered HTML, not the JSON API).

/** A link on an author page: a label ("Website", "Instagram") and an absolute http(s) address. */
export const authorLinkSchema = z.object({ label: z.string(), url: z.string() }).describe('AuthorLink');

/** A book an author page may show: the owner's book as it is now. */
export const authorBookSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    status: z.string(),
    onSale: z.boolean().describe('Only books on sale show on the public page'),
    productPagePath: z.string().nullable().describe("The book's public page, when it is on sale"),
  })
  .describe('AuthorBook');
export type AuthorBook = z.infer<typeof authorBookSchema>;

export const authorPageSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('The pen name the page is for'),
    slug: z.string(),
    biography: z.string().nullable().describe('HTML, cleaned with the rich-text allow-list'),
    links: z.array(authorLinkSchema),
    photo: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
      .nullable()
      .describe('A WebP at most 800 × 800; send null back to remove it'),
    projectIds: z.array(z.string()).describe("The owner's books on the page, in its order"),
    books: z.array(authorBookSchema).describe('The same books as they are now'),
    publicPath: z.string().describe('/authors/{id}/{slug}'),
    publicUrl: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .describe('AuthorPage');
export type AuthorPage = z.infer<typeof authorPageSchema>;

const linkInput = z.object({
  label: z
    .string({ error: M.linkLabelRequired })
    .trim()
    .min(1, { error: M.linkLabelRequired })
    .max(AUTHOR_LINK_LABEL_MAX, { error: M.linkLabelTooLong }),
  url: z
    .string({ error: M.linkUrlRequired })
    .trim()
    .min(1, { error: M.linkUrlRequired })
    .max(AUTHOR_LINK_URL_MAX, { error: M.linkUrlTooLong })
    // An empty address has its own message above.
    .refine((url) => url === '' || isAuthorLinkUrl(url), { error: M.linkUrlInvalid }),
});

/**
 * What create and change take: the page as GET answers it is taken back unchanged (fields it
 * does not name are ignored). `photo` null removes the photo; any other value keeps it (a photo
 * arrives through its own upload).
 */
export const authorPageInputSchema = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(AUTHOR_NAME_MAX, { error: M.nameTooLong }),
    biography: z
      .string()
      .max(AUTHOR_BIOGRAPHY_HTML_MAX, { error: M.biographyTooLong })
      .refine((html) => richTextLength(html) <= AUTHOR_BIOGRAPHY_MAX, { error: M.biographyTooLong })
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
    links: z
      .array(linkInput)
      .max(AUTHOR_LINKS_MAX, { error: M.linksTooMany })
      .nullish()
      .transform((v) => v ?? []),
    projectIds: z
      .array(z.string().max(100))
      .max(AUTHOR_BOOKS_MAX, { error: M.booksTooMany })
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    photo: z.object({ url: z.string().max(1000) }).nullish(),
  })
  .describe('AuthorPageInput');
export type AuthorPageInput = z.input<typeof authorPageInputSchema>;
export type AuthorPageValues = z.output<typeof authorPageInputSchema>;

const pageAnswer = z.object({ page: authorPageSchema });
const publicHtml = z.string().describe('An HTML page');

export const authorPagesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/author-pages',
    query: z.object({
      customerId: optionalParam(z.string().max(40)).describe(
        "Administrators: the account whose pages to read (another's answers 404 to anyone else)",
      ),
    }),
    response: z.object({
      pages: z.array(authorPageSchema),
      limit: z.number().int().describe('How many pages the account may keep (its authorAccess)'),
      used: z.number().int(),
      books: z.array(authorBookSchema).describe("The account's books a page may show, by title"),
    }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/account/author-pages',
    body: authorPageInputSchema,
    response: pageAnswer,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/account/author-pages/:id',
    params: idParams,
    body: authorPageInputSchema,
    response: pageAnswer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account/author-pages/:id',
    params: idParams,
    response: z.object({ deleted: z.literal(true), id: z.string() }),
  }),
  photo: endpoint({
    method: 'POST',
    path: '/api/account/author-pages/:id/photo',
    params: idParams,
    response: pageAnswer.describe('multipart/form-data with one image (field "file")'),
  }),
  /** The public page without its slug: a 301 to the right address, or the 404 page. */
  publicById: endpoint({
    method: 'GET',
    path: '/authors/:id',
    params: z.object({ id: z.string() }),
    response: publicHtml,
  }),
  publicPage: endpoint({
    method: 'GET',
    path: '/authors/:id/:slug',
    params: z.object({ id: z.string(), slug: z.string() }),
    response: publicHtml,
  }),
  /** The photo (WebP); a slug never holds a dot, so this address is never a page's. */
  publicPhoto: endpoint({
    method: 'GET',
    path: '/authors/:id/photo.webp',
    params: z.object({ id: z.string() }),
    response: z.unknown(),
  }),
};
