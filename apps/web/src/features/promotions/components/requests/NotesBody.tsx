import { Stack, Text } from '@mantine/core';
import { displayDayOf, promoDayOf } from '@quire/domain';
import type { RequestItem } from '../../api/requests';
import { requestsText } from './messages';

/** The Notes modal's words: the publisher's comments, and the decline's reason or the review date. */
export function NotesBody({ request: r }: { request: RequestItem }) {
  const review = promoDayOf(r.reviewBy);
  return (
    <Stack gap="sm">
      <Text fw={600}>{requestsText('notes.comments')}</Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>
        {r.additionalComments.trim() || requestsText('notes.noComments')}
      </Text>
      {r.status === 'DECLINED' && r.decline ? (
        <>
          <Text fw={600}>{requestsText('notes.declined')}</Text>
          <Text>{r.decline.text}</Text>
        </>
      ) : null}
      {r.status === 'PENDING' && review ? (
        <Text>{requestsText('notes.review', { date: displayDayOf(review) })}</Text>
      ) : null}
    </Stack>
  );
}
