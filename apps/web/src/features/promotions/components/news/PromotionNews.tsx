import { Anchor, Stack, Text, Title } from '@mantine/core';
import { parseSendDate } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { type PromotionMessageItem, promotionMessagesQuery } from '../../api/messages';
import { newsText } from './messages';

/** A message's day as the site shows dates; its MM/DD/YYYY kept machine-readable on the <time>. */
function MessageDate({ date }: { date: string }) {
  const day = parseSendDate(date);
  const [m, d, y] = date.split('/');
  return (
    <Text component="time" size="sm" c="dimmed" dateTime={day ? `${y}-${m}-${d}` : undefined}>
      {day ? formatDate(day) : date}
    </Text>
  );
}

function NewsItem({ message }: { message: PromotionMessageItem }) {
  return (
    <li>
      <Stack gap={2}>
        <Text fw={600}>{message.title}</Text>
        <Text size="sm">{message.details}</Text>
        <MessageDate date={message.date} />
        {message.link && (
          <Anchor component={Link} to={message.link} size="sm">
            {newsText('news.open')}
            <span className="visually-hidden">: {message.title}</span>
          </Anchor>
        )}
      </Stack>
    </li>
  );
}

/**
 * The signed-in publisher's promotion news (promotion_messages_JWT): the promotions open for
 * nominations and what became of their own requests, newest first, as a list a screen reader
 * announces with its count.
 */
export function PromotionNews() {
  const headingId = useId();
  const news = useQuery(promotionMessagesQuery);
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {newsText('news.title')}
      </Title>
      {news.isPending ? (
        <Text size="sm" role="status">
          {newsText('news.loading')}
        </Text>
      ) : news.isError ? (
        <Text size="sm" role="alert">
          {newsText('news.loadError')}
        </Text>
      ) : news.data.messages.length === 0 ? (
        <Text size="sm">{newsText('news.empty')}</Text>
      ) : (
        // role="list": a list styled without bullets keeps its semantics in every screen reader.
        <Stack
          component="ul"
          role="list"
          aria-labelledby={headingId}
          gap="sm"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {news.data.messages.map((m) => (
            <NewsItem key={m.messageId} message={m} />
          ))}
        </Stack>
      )}
    </section>
  );
}
