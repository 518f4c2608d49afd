import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type AnalyticsView, VIEW_TITLES } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { analyticsViewQuery, failureText, type ViewQuery } from '../api/analytics';
import { VIEW_CHARTS } from '../lib/charts';
import { csvFileName, isEmptyAnswer, saveText, shownTable, tableCsv } from '../lib/view-table';
import { analyticsText as T } from '../messages';
import { FigureStatus } from './FigureStatus';
import { ViewChart } from './ViewChart';
import { ViewTable } from './ViewTable';

/**
 * One view of a dashboard: its title, whether its figures are final, when they were updated, the
 * server's notice, the chart, "Show table" (the rows behind the chart) and "Download CSV" of the
 * rows and columns on screen. Loading shows a skeleton, a failure the envelope's words, an empty
 * range the view's own sentence.
 */
export function ViewCard({
  view,
  query,
  enabled = true,
}: {
  view: AnalyticsView;
  query: ViewQuery;
  enabled?: boolean;
}) {
  const result = useQuery({ ...analyticsViewQuery(query), enabled });
  const [open, setOpen] = useState(false);
  const ids = useId();
  const headingId = `${ids}-title`;
  const tableId = `${ids}-table`;
  const spec = VIEW_CHARTS[view];
  const answer = result.data;
  const title = answer?.title ?? VIEW_TITLES[view];
  const table = useMemo(() => (answer ? shownTable(answer) : null), [answer]);
  const empty = answer ? isEmptyAnswer(answer) : false;
  const tableOnly = spec.kind === 'table';

  let body: ReactNode;
  if (result.isPending && enabled) {
    body = (
      <div data-testid="view-loading">
        <Text className="visually-hidden" role="status">
          {T('card.loading', { title })}
        </Text>
        <Skeleton h={spec.kind === 'stats' ? 72 : 200} radius="sm" />
      </div>
    );
  } else if (result.isError && !answer) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Text>{failureText(result.error, T('card.error'))}</Text>
        <Button variant="default" size="xs" mt="xs" onClick={() => void result.refetch()}>
          {T('card.retry')}
        </Button>
      </Alert>
    );
  } else if (answer && empty) {
    body = <Text role="status">{T(spec.empty)}</Text>;
  } else if (answer && table) {
    body = tableOnly ? (
      <ViewTable table={table} caption={title} />
    ) : (
      <ViewChart answer={answer} spec={spec} />
    );
  }

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      aria-labelledby={headingId}
      aria-busy={result.isFetching || undefined}
      data-view={view}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {answer ? <FigureStatus answer={answer} /> : null}
        {body}
        {answer && table && !empty ? (
          <>
            <Group gap="xs">
              {tableOnly ? null : (
                <Button
                  variant="default"
                  size="xs"
                  aria-expanded={open}
                  aria-controls={tableId}
                  onClick={() => setOpen((o) => !o)}
                >
                  {open ? T('card.hideTable') : T('card.showTable')}
                </Button>
              )}
              <Button
                variant="default"
                size="xs"
                onClick={() => saveText(csvFileName(answer), tableCsv(table))}
              >
                {T('card.csv')}
              </Button>
            </Group>
            {tableOnly ? null : (
              <div id={tableId} hidden={!open}>
                {open ? <ViewTable table={table} caption={title} /> : null}
              </div>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
