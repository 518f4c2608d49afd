import {
  type BodyOf,
  type BroadcastMessage,
  contentMessagesEndpoints,
  type MessageStatus,
  type QueryOf,
  type ResponseOf,
} from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler, inPlaceExceptSession } from '../../../lib/api-client';

/**
 * The administrators' broadcast messages (spec 3 §3 "Broadcast message", §7 "Admin content"):
 * the list by type and status, one message, create, change, delete, the preview with its count of recipients,
 * the recipient search and who has read a message. Paths and shapes come from the contract.
 */

const E = contentMessagesEndpoints;
type Endpoints = typeof contentMessagesEndpoints;
type ListParam = keyof QueryOf<Endpoints['adminList']>;

export type { BroadcastMessage };
/** A page of the list as the screen asks it (no type or status: all of them). */
export type MessagesQuery = Record<Extract<ListParam, 'pageNumber' | 'recordsPerPage'>, number> &
  Partial<Record<Extract<ListParam, 'typeId'>, number>> &
  Partial<Record<Extract<ListParam, 'status'>, MessageStatus>>;
export type MessagesPage = ResponseOf<Endpoints['adminList']>;
/** What broadcast-message-create takes as `message` (POST new, PUT as read with the changes). */
export type MessageInput = BodyOf<Endpoints['create']>['message'];
export type MessagePreview = ResponseOf<Endpoints['preview']>;
export type SitePreview = MessagePreview['preview'];
export type MessageRecipient = BroadcastMessage['audience']['recipients'][number];
export type MessageReads = ResponseOf<Endpoints['reads']>;
export type MessageRead = MessageReads['reads'][number];

export const messageKeys = {
  all: ['admin', 'broadcast-messages'] as const,
  list: (q: MessagesQuery) => ['admin', 'broadcast-messages', 'list', q] as const,
  one: (id: string) => ['admin', 'broadcast-messages', 'one', id] as const,
  preview: (input: MessageInput) => ['admin', 'broadcast-messages', 'preview', input] as const,
  previewOne: (id: string) => ['admin', 'broadcast-messages', 'preview-one', id] as const,
  reads: (id: string, page: number) => ['admin', 'broadcast-messages', 'reads', id, page] as const,
  recipients: (q: string) => ['admin', 'broadcast-recipients', q] as const,
};

export const messagesQuery = (q: MessagesQuery) =>
  queryOptions({
    queryKey: messageKeys.list(q),
    queryFn: ({ signal }) => api.get<MessagesPage>(E.adminList.path, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * GET broadcast-message: one message to edit, as the list shows it (sent back to PUT as read);
 * `onError` may say a 404 on the page itself.
 */
export const messageQuery = (messageId: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: messageKeys.one(messageId),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Endpoints['adminOne']>>(E.adminOne.path, { query: { messageId }, signal, onError })
        .then((p) => p.message),
  });

/** POST broadcast-message-create: a new message, answered as saved. */
export function createMessage(message: MessageInput, onError?: ErrorHandler) {
  return api
    .post<ResponseOf<Endpoints['create']>>(E.create.path, { message }, { onError })
    .then((p) => p.message);
}

/** PUT broadcast-message-create: the message as read, with the changes. */
export function updateMessage(message: MessageInput, onError?: ErrorHandler) {
  return api
    .put<ResponseOf<Endpoints['update']>>(E.update.path, { message }, { onError })
    .then((p) => p.message);
}

/** DELETE broadcast-message-delete (the id in the query string). */
export function deleteMessage(id: string, onError?: ErrorHandler) {
  return api.delete<ResponseOf<Endpoints['remove']>>(E.remove.path, { query: { id }, onError });
}

/**
 * POST broadcast-message-preview: the message as its readers would see it (sanitised) and how many
 * accounts it reaches now. A refusal (a title still missing…) is shown beside the preview.
 */
export const messagePreviewQuery = (message: MessageInput) =>
  queryOptions({
    queryKey: messageKeys.preview(message),
    queryFn: ({ signal }) =>
      api.post<MessagePreview>(E.preview.path, { message }, { signal, onError: inPlaceExceptSession }),
    placeholderData: keepPreviousData,
  });

/** GET preview-message: a saved message as its readers see it. */
export const savedPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.previewOne(id),
    queryFn: ({ signal }) => api.get<MessagePreview>(E.previewOne.path, { query: { id }, signal }),
  });

/** GET broadcast-recipient: accounts whose name, e-mail or vendor number match. */
export const recipientsQuery = (query: string) =>
  queryOptions({
    queryKey: messageKeys.recipients(query),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Endpoints['recipients']>>(E.recipients.path, { query: { query }, signal })
        .then((p) => p.recipients),
    staleTime: 30_000,
  });

export const READS_PAGE_SIZE = 20;

/** GET broadcast-message-reads: who dismissed or acknowledged a message, a page at a time. */
export const readsQuery = (id: string, pageNumber: number) =>
  queryOptions({
    queryKey: messageKeys.reads(id, pageNumber),
    queryFn: ({ signal }) =>
      api.get<MessageReads>(E.reads.path, {
        query: { id, pageNumber, recordsPerPage: READS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
