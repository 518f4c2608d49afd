import type { MailboxMessage, mailEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MailboxMessage };

/**
 * Polled every few seconds, so a message appears while the page is open; not after a refusal (404
 * outside demo mode, 403 to a browser neither on Quire's machine nor an administrator's).
 */
export const mailboxQuery = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: () =>
    api
      .get<ResponseOf<typeof mailEndpoints.mailbox>>('/api/dev/mailbox', {
        query: { limit: 50 },
        // The page says what a 404 or 403 means; nothing goes to the "Oops!" dialog.
        onError: () => true,
        // Polled: not the user's activity (decision 050).
        background: true,
      })
      .then((p) => p.messages),
  refetchInterval: (query) => (query.state.error ? false : 3000),
  retry: false,
});
