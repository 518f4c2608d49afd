import { z } from 'zod';
import { endpoint } from './endpoint';

// ISBN transfer (spec 1 §7), under its spelling in the spec and the corrected one.

const transferBody = z.object({
  vendornumber: z.string().min(1).max(40),
  isbn: z.string().min(1).max(20),
  customerId: z.string().max(40).optional(),
});
const transferResponse = z.object({
  isbn: z.string(),
  transferred: z.boolean(),
  title: z.string(),
  publisherName: z.string(),
});

export const isbnEndpoints = {
  /** The spec's spelling. */
  tranferIsbn: endpoint({
    method: 'POST',
    path: '/api/project/tranfer_isbn_project',
    body: transferBody,
    response: transferResponse,
  }),
  transferIsbn: endpoint({
    method: 'POST',
    path: '/api/project/transfer_isbn_project',
    body: transferBody,
    response: transferResponse,
  }),
};
