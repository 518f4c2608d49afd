import { z } from 'zod';
import { endpoint } from './endpoint';

// The public product pages: server-rendered HTML for people and link previews (not the JSON API,
// hidden from the API reference). Each answers a page or a 301, never an envelope.

const html = z.string().describe('An HTML page');
const bookParams = z.object({ id: z.string() });

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
};
