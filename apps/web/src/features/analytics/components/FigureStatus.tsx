import { Badge, Group, Text } from '@mantine/core';
import type { AnalyticsAnswer } from '../api/analytics';
import { dayLabel, momentLabel } from '../lib/cells';
import { analyticsText as T } from '../messages';

type Status = AnalyticsAnswer['status'];

// Dark shades with white text: each at least 4.5:1 (the light variant with a shade drew no text).
const COLORS: Record<Status, string> = { FINAL: 'teal.9', ESTIMATED: 'grape.9', PARTLY_FINAL: 'blue.9' };

/** Final, Estimated or Partly final, in words and colour. */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge color={COLORS[status]} variant="filled" data-status={status}>
      {T(`status.${status}`)}
    </Badge>
  );
}

/** What may still change: nothing when final, else from when on (or all of it). */
export function statusText(answer: Pick<AnalyticsAnswer, 'status' | 'finalThrough'>): string | null {
  if (answer.status === 'PARTLY_FINAL') return T('status.partly', { day: dayLabel(answer.finalThrough) });
  if (answer.status === 'ESTIMATED') return T('status.estimated');
  return null;
}

/**
 * Under a view's title: whether its figures are final, when they last took in new events (New York
 * time) and what the server did with the range asked for.
 */
export function FigureStatus({ answer }: { answer: AnalyticsAnswer }) {
  const change = statusText(answer);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <StatusBadge status={answer.status} />
        {change ? (
          <Text size="sm" c="dimmed">
            {change}
          </Text>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {answer.lastUpdated ? (
          <>
            {T('updated.at')} <time dateTime={answer.lastUpdated}>{momentLabel(answer.lastUpdated)}</time>
          </>
        ) : (
          T('updated.never')
        )}
      </Text>
      {answer.notice ? (
        <Text size="sm" role="note">
          {answer.notice}
        </Text>
      ) : null}
    </>
  );
}
