import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A message of Quire's outbox as GET /api/dev/mailbox answers it (demo mode only). */
export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  kind: string;
  delivery: 'queued' | 'smtp' | 'sms' | 'mailbox' | 'failed';
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** Polled every few seconds, so a message appears while the page is open. 404 outside demo mode. */
export const mailboxQuery = queryOptions({
  queryKey: ['dev', 'mailbox'],
  queryFn: () =>
    api
      .get<{ messages: MailboxMessage[] }>('/api/dev/mailbox', {
        query: { limit: 50 },
        // The page says what a 404 means; nothing goes to the "Oops!" dialog.
        onError: () => true,
      })
      .then((p) => p.messages),
  refetchInterval: 3000,
  retry: false,
});
