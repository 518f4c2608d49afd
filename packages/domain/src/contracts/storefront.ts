import { z } from 'zod';
import type { PublicSample } from '../storefront/sample';
import { conforming } from './conforms';
import { endpoint } from './endpoint';
import { previewInfoSchema } from './files';

// The public product pages: server-rendered HTML for people and link previews (not the JSON API,
// hidden from the API reference). Each answers a page or a 301, never an envelope.

const html = z.string().describe('An HTML page');
const bookParams = z.object({ id: z.string() });

export const publicSampleSchema = conforming<PublicSample>()(
  z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    authors: z.array(z.string()),
    productPagePath: z.string(),
    buyUrl: z.string().nullable(),
    preview: previewInfoSchema,
  }),
);

export const storefrontEndpoints = {
  /** A book's page without its slug: a 301 to the right address, or the one 404 page. */
  book: endpoint({ method: 'GET', path: '/books/:id', params: bookParams, response: html }),
  page: endpoint({
    method: 'GET',
    path: '/books/:id/:slug',
    params: z.object({ id: z.string(), slug: z.string() }),
    response: html,
  }),
  /** The cover image (JPEG); a slug never holds a dot, so this address is never a book's page. */
  cover: endpoint({ method: 'GET', path: '/books/:id/cover.jpg', params: bookParams, response: z.unknown() }),
  /** JSON, anyone: an on-sale eBook's free sample for the browser reader (decision 042). */
  sample: endpoint({
    method: 'GET',
    path: '/api/books/:id/sample',
    params: bookParams,
    response: publicSampleSchema,
  }),
  /** The sample's files (documents of the sample, styles, images, fonts), sandboxed like the builder's. */
  sampleFile: endpoint({
    method: 'GET',
    path: '/api/books/:id/sample/files/*',
    params: z.object({ id: z.string(), '*': z.string().optional() }),
    response: z.unknown(),
  }),
};
