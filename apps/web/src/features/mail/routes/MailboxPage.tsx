import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AppError } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Pager } from '../../../components/Pager';
import { QueryState } from '../../../components/QueryState';
import { locale } from '../../../i18n';
import { pageRows } from '../../../lib/list-rows';
import { listSpec } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { type MailboxMessage, mailboxQuery } from '../api/mailbox';
import { linkify } from '../lib/linkify';
import { mailText } from '../messages';

/** The page in the address; the newest message is always first. */
const MAILBOX = listSpec({
  pageSize: 20,
  sort: { fields: ['newest'], default: { field: 'newest', direction: 'desc' }, fixedDirection: true },
  filters: {},
});

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
  const list = useListState(MAILBOX);
  const mailbox = useQuery({ ...mailboxQuery, enabled: list.ready });
  const status = (mailbox.error as AppError | null)?.status;
  const notFound = status === 404;
  // Demo mode, but this browser is neither on Quire's machine nor an administrator's.
  const refused = status === 403;

  return (
    <Stack maw={760} mx="auto" gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{mailText('mailbox.title')}</Title>
        {!notFound && !refused ? (
          <Button variant="default" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            {mailText('mailbox.refresh')}
          </Button>
        ) : null}
      </Group>
      {notFound ? (
        <Alert color="gray" role="status">
          {mailText('mailbox.unavailable')}
        </Alert>
      ) : refused ? (
        <Alert color="gray" role="status">
          {mailText('mailbox.refused')}
        </Alert>
      ) : (
        <QueryState query={mailbox} loading={mailText('mailbox.loading')} error={mailText('mailbox.error')}>
          {(messages) => (
            <>
              <Text>{mailText('mailbox.intro')}</Text>
              {messages.length === 0 ? (
                <Text role="status">{mailText('mailbox.empty')}</Text>
              ) : (
                <section aria-label={mailText('mailbox.list')}>
                  <Stack gap="md">
                    {pageRows(messages, list.state.page, list.pageSize).map((m) => (
                      <Message key={m.id} message={m} />
                    ))}
                    <Pager
                      page={list.state.page}
                      total={messages.length}
                      pageSize={list.pageSize}
                      label={mailText('mailbox.pages')}
                      hrefFor={(page) => list.hrefFor({ page })}
                    />
                  </Stack>
                </section>
              )}
            </>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
