import type { BodyOf, contentMessagesEndpoints, ResponseOf, SiteMessage } from '@quire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type PageContent, pageContentKeys } from './page-content';

/**
 * The reader's site messages (spec 3 §7 "Content for all users"). They arrive with the page's
 * content (page-banners); dismissing an INFO message and acknowledging a CRITICAL one are the same
 * call, and the server says which it was.
 */

type Messages = typeof contentMessagesEndpoints;

export type { SiteMessage };
export type DismissAnswer = ResponseOf<Messages['dismiss']>;

/** POST dismiss_broadcast_message {messageId}. */
export function dismissMessage(messageId: string) {
  const body: BodyOf<Messages['dismiss']> = { messageId };
  return api.post<DismissAnswer>('/api/dismiss_broadcast_message', body);
}

/** The message is read: it leaves every page's content in the cache, so no page shows it again. */
export function forgetMessage(client: QueryClient, messageId: string) {
  client.setQueriesData<PageContent>({ queryKey: pageContentKeys.all }, (content) =>
    content ? { ...content, messages: content.messages.filter((m) => m.messageId !== messageId) } : content,
  );
}
