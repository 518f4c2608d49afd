import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AppError } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { locale } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { type MailboxMessage, mailboxQuery } from '../api/mailbox';
import { linkify } from '../lib/linkify';
import { mailText } from '../messages';

function deliveryText(m: MailboxMessage): string {
  if (m.delivery === 'failed') return mailText('mailbox.delivery.failed', { error: m.lastError ?? '' });
  return mailText(`mailbox.delivery.${m.delivery}`);
}

/** The body as text with its links as anchors; the body is never interpreted as HTML. */
function Body({ text }: { text: string }) {
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).map((part, i) =>
        'href' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable body
          <Anchor key={i} href={part.href}>
            {part.href}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one immutable body
          <span key={i}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

function Message({ message }: { message: MailboxMessage }) {
  const headingId = useId();
  const title =
    message.channel === 'sms' ? mailText('mailbox.sms') : message.subject || mailText('mailbox.noSubject');
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text component="dl" size="sm" className="mailbox-meta">
          <div style={{ display: 'inline-block', marginInlineEnd: '1.25rem' }}>
            <dt style={{ display: 'inline', fontWeight: 600 }}>{mailText('mailbox.to')}: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{message.recipient}</dd>
          </div>
          <div style={{ display: 'inline-block', marginInlineEnd: '1.25rem' }}>
            <dt style={{ display: 'inline', fontWeight: 600 }}>{mailText('mailbox.at')}: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>
              <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString(locale)}</time>
            </dd>
          </div>
          <div style={{ display: 'inline-block', marginInlineEnd: '1.25rem' }}>
            <dt style={{ display: 'inline', fontWeight: 600 }}>{mailText('mailbox.status')}: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{deliveryText(message)}</dd>
          </div>
        </Text>
        <Body text={message.text} />
      </Stack>
    </Paper>
  );
}

/**
 * The demo mailbox (demo mode only): what Quire wrote to its outbox, newest first, refreshed every
 * few seconds, so a person trying Quire can follow the links of a password reset.
 */
export default function MailboxPage() {
  usePageTitle(mailText('mailbox.title'));
  const mailbox = useQuery(mailboxQuery);
  const notFound = (mailbox.error as AppError | null)?.status === 404;

  return (
    <Stack maw={760} mx="auto" gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{mailText('mailbox.title')}</Title>
        {!notFound ? (
          <Button variant="default" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            {mailText('mailbox.refresh')}
          </Button>
        ) : null}
      </Group>
      {notFound ? (
        <Alert color="gray" role="status">
          {mailText('mailbox.unavailable')}
        </Alert>
      ) : mailbox.isError ? (
        <Alert color="red.9" role="alert">
          {mailText('mailbox.error')}
        </Alert>
      ) : mailbox.isPending ? (
        <Text role="status">{mailText('mailbox.loading')}</Text>
      ) : (
        <>
          <Text>{mailText('mailbox.intro')}</Text>
          {mailbox.data.length === 0 ? (
            <Text role="status">{mailText('mailbox.empty')}</Text>
          ) : (
            <section aria-label={mailText('mailbox.list')}>
              <Stack gap="md">
                {mailbox.data.map((m) => (
                  <Message key={m.id} message={m} />
                ))}
              </Stack>
            </section>
          )}
        </>
      )}
    </Stack>
  );
}
