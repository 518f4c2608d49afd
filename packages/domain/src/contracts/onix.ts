import { z } from 'zod';
import {
  ONIX_FEED_DEFAULT_LIMIT,
  ONIX_FEED_MAX_LIMIT,
  ONIX_FEED_SINCE_MESSAGE,
  onixFeedSince,
} from '../onix/feed';
import { idParams } from './common';
import { endpoint } from './endpoint';

// ONIX for Books 3.0: a book's record, the trade listing, and the feed of on-sale and off-sale
// changes. Each answers an XML message (an attachment), never an envelope.

/** An ONIX for Books 3.0 `<ONIXMessage>`: the answer of every ONIX call. */
export const onixMessageSchema = z
  .string()
  .describe('An ONIX for Books 3.0 <ONIXMessage> (reference tags, UTF-8).');

export const onixEndpoints = {
  tradeDownload: endpoint({
    method: 'GET',
    path: '/api/project/trade-download',
    response: onixMessageSchema,
  }),
  record: endpoint({
    method: 'GET',
    path: '/api/project/:id/onix',
    params: idParams,
    response: onixMessageSchema,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/api/admin/onix-feed',
    query: z.object({
      since: z
        .string({ error: ONIX_FEED_SINCE_MESSAGE })
        .refine((s) => onixFeedSince(s) !== null, { error: ONIX_FEED_SINCE_MESSAGE }),
      after: z.coerce.number().int().min(0).default(0),
      recordsPerPage: z.coerce
        .number()
        .int()
        .min(1)
        .max(ONIX_FEED_MAX_LIMIT)
        .default(ONIX_FEED_DEFAULT_LIMIT),
    }),
    response: onixMessageSchema,
  }),
};
