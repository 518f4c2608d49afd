import type { MailboxMessage, mailEndpoints, ResponseOf } from '@quire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { MailboxMessage };

/** Polled every few seconds, so a message appears while the page is open. 404 outside demo mode. */
export const mailboxQuery = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: () =>
    api
      .get<ResponseOf<typeof mailEndpoints.mailbox>>('/api/dev/mailbox', {
        query: { limit: 50 },
        // The page says what a 404 means; nothing goes to the "Oops!" dialog.
        onError: () => true,
      })
      .then((p) => p.messages),
  refetchInterval: 3000,
  retry: false,
});
