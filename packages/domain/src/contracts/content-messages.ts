import { z } from 'zod';
import { CONTENT_MESSAGES as M } from '../content/messages';
import {
  AUDIENCE_FORMATS,
  AUDIENCE_KINDS,
  AUDIENCE_ROLES,
  MESSAGE_DETAILS_MAX,
  MESSAGE_EANS_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SEVERITIES,
  MESSAGE_STATUSES,
  MESSAGE_TITLE_MAX,
} from '../content/types';
import { optionalParam } from './common';
import { endpoint } from './endpoint';

// Broadcast messages (spec 3 §3 "Broadcast message", §7 "Admin content" and "Content for all
// users"). The administrators' calls under /api/admin as spec 3 names them; the author's under /api.
// Times travel as ISO 8601 instants.

const typeId = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .describe('1 marketing, 2 broadcast, 3 promotion');
const pageQuery = {
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(MESSAGE_PAGE_SIZE),
};

export const messageRecipientSchema = z
  .object({
    customerId: z.string(),
    email: z.string(),
    name: z.string(),
    vendorNumber: z.string().nullable(),
    publisherName: z.string().nullable(),
  })
  .describe('MessageRecipient');

export const messageAudienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    recipients: z.array(messageRecipientSchema).describe('USERS: the chosen accounts'),
    roles: z
      .array(z.enum(AUDIENCE_ROLES))
      .describe('SEGMENT: accounts of these roles (PUBLISHER: with a publisher name)'),
    formats: z.array(z.enum(AUDIENCE_FORMATS)).describe('SEGMENT: accounts with books of these formats'),
    countries: z
      .array(z.string().length(2))
      .describe('SEGMENT: accounts whose address is in these countries (ISO 3166 alpha-2)'),
    onSaleOnly: z
      .boolean()
      .describe('SEGMENT: only accounts with a book on sale (of the formats, when given)'),
    eans: z
      .array(z.string())
      .describe('SEGMENT: accounts owning one of these books; each sees how many of theirs'),
  })
  .describe('MessageAudience');

/** A broadcast message as the administrators see it (spec 3 §3: messageId, typeId, details, …). */
export const broadcastMessageSchema = z
  .object({
    messageId: z.string(),
    typeId,
    title: z.string(),
    details: z.string().describe('HTML, sanitised with the rich-text allow-list'),
    link: z.string().nullable().describe('A path of the site or an https address'),
    severity: z.enum(MESSAGE_SEVERITIES).describe('CRITICAL stays until acknowledged'),
    startAt: z.string(),
    endAt: z.string().nullable(),
    status: z.enum(MESSAGE_STATUSES),
    audience: messageAudienceSchema,
    recipientCount: z.number().int().describe('Accounts it reaches now'),
    readCount: z.number().int().describe('Accounts that dismissed or acknowledged it'),
    createdAt: z.string(),
    updatedAt: z.string(),
    updatedBy: z.string(),
  })
  .describe('BroadcastMessage');
export type BroadcastMessage = z.infer<typeof broadcastMessageSchema>;

const idList = z.array(z.string().max(40)).max(MESSAGE_EANS_MAX);

/** What broadcast-message-create takes as `message`: the message as read (counts and times ignored). */
export const broadcastMessageInputSchema = z
  .object({
    messageId: z.string().max(100).nullish().describe('PUT: the message to change'),
    typeId,
    title: z
      .string()
      .trim()
      .min(1, { error: M.titleRequired })
      .max(MESSAGE_TITLE_MAX, { error: M.titleTooLong }),
    details: z
      .string()
      .trim()
      .min(1, { error: M.detailsRequired })
      .max(MESSAGE_DETAILS_MAX * 2, { error: M.detailsTooLong }),
    link: z.string().trim().max(500).nullish(),
    severity: z.enum(MESSAGE_SEVERITIES).default('INFO'),
    startAt: z.string().max(40).nullish().describe('Default: now'),
    endAt: z.string().max(40).nullish(),
    audience: z.object({
      kind: z.enum(AUDIENCE_KINDS),
      recipients: z
        .array(z.union([z.string().max(40), messageRecipientSchema.pick({ customerId: true }).passthrough()]))
        .max(MESSAGE_EANS_MAX)
        .default([])
        .transform((rs) => rs.map((r) => (typeof r === 'string' ? r : r.customerId)))
        .describe('Customer ids, or recipients as read'),
      roles: z.array(z.enum(AUDIENCE_ROLES)).default([]),
      formats: z.array(z.enum(AUDIENCE_FORMATS)).default([]),
      countries: z.array(z.string().length(2)).max(250).default([]),
      onSaleOnly: z.boolean().default(false),
      eans: idList.default([]),
    }),
  })
  .describe('BroadcastMessageInput');
export type BroadcastMessageInput = z.input<typeof broadcastMessageInputSchema>;

/** A message as an author sees it. */
export const siteMessageSchema = z
  .object({
    messageId: z.string(),
    typeId,
    title: z.string(),
    details: z.string().describe('Sanitised HTML'),
    link: z.string().nullable(),
    severity: z.enum(MESSAGE_SEVERITIES),
    startAt: z.string(),
    affectedTitles: z
      .number()
      .int()
      .nullable()
      .describe("How many of the reader's books it is about (audience by EAN)"),
  })
  .describe('SiteMessage');
export type SiteMessage = z.infer<typeof siteMessageSchema>;

const messagesPage = z.object({ messages: z.array(broadcastMessageSchema), totalCount: z.number().int() });
const listQuery = z.object({
  typeId: optionalParam(z.coerce.number().int().min(1).max(3)),
  status: optionalParam(z.enum(MESSAGE_STATUSES)),
  ...pageQuery,
});

export const contentMessagesEndpoints = {
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/broadcast-messages',
    query: listQuery,
    response: messagesPage,
  }),
  adminOne: endpoint({
    method: 'GET',
    path: '/api/admin/broadcast-message',
    query: z.object({ messageId: z.string().min(1).max(100) }),
    response: z.object({ message: broadcastMessageSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/broadcast-message-create',
    query: z.object({ recordsPerPage: pageQuery.recordsPerPage }),
    body: z.object({ message: broadcastMessageInputSchema }),
    response: messagesPage.extend({ message: broadcastMessageSchema }),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/broadcast-message-create',
    query: z.object({ status: optionalParam(z.enum(MESSAGE_STATUSES)), ...pageQuery }),
    body: z.object({ message: broadcastMessageInputSchema }),
    response: messagesPage.extend({ message: broadcastMessageSchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/broadcast-message-delete',
    query: z.object({
      id: z.string().max(100),
      status: optionalParam(z.enum(MESSAGE_STATUSES)),
      ...pageQuery,
    }),
    response: messagesPage.extend({ deleted: z.literal(true), id: z.string() }),
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/broadcast-message-preview',
    body: z.object({ message: broadcastMessageInputSchema }),
    response: z.object({ preview: siteMessageSchema, recipientCount: z.number().int() }),
  }),
  previewOne: endpoint({
    method: 'GET',
    path: '/api/admin/preview-message',
    query: z.object({ id: z.string().max(100) }),
    response: z.object({ preview: siteMessageSchema, recipientCount: z.number().int() }),
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/api/admin/broadcast-recipient',
    query: z.object({ query: z.string().trim().min(1).max(100) }),
    response: z.object({ recipients: z.array(messageRecipientSchema) }),
  }),
  reads: endpoint({
    method: 'GET',
    path: '/api/admin/broadcast-message-reads',
    query: z.object({ id: z.string().max(100), ...pageQuery }),
    response: z.object({
      reads: z.array(
        z.object({
          customerId: z.string(),
          email: z.string(),
          dismissedAt: z.string().nullable(),
          acknowledgedAt: z.string().nullable(),
        }),
      ),
      totalCount: z.number().int(),
    }),
  }),
  // The author's (spec 3 §7 "Content for all users").
  broadcast: endpoint({
    method: 'GET',
    path: '/api/broadcast_messages',
    response: z.object({ messages: z.array(siteMessageSchema) }),
  }),
  marketing: endpoint({
    method: 'GET',
    path: '/api/marketing_messages',
    response: z.object({ messages: z.array(siteMessageSchema) }),
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/dismiss_broadcast_message',
    body: z.object({ messageId: z.string().max(100) }),
    response: z.object({ messageId: z.string(), dismissed: z.literal(true), acknowledged: z.boolean() }),
  }),
} as const;
