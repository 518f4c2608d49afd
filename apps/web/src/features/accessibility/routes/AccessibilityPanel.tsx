import { Anchor, Badge, Group, Radio, Stack, Table, Text } from '@mantine/core';
import {
  ACCESSIBILITY_STATUS_LABELS,
  type AccessibilityStatus,
  EAA_SEARCH_FILTERS,
  type EaaSearchFilter,
  wizardPath,
} from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { type EaaSearchAnswer, eaaSearchQuery } from '../api/eaa';
import { accessibilityText as T } from '../messages';

const STATUS_COLOR: Record<AccessibilityStatus, string> = {
  conformant: 'green.9',
  partial: 'blue.9',
  missing: 'red.9',
};

const countOf = (answer: EaaSearchAnswer | undefined, filter: EaaSearchFilter) =>
  answer
    ? filter === 'all'
      ? answer.counts.conformant + answer.counts.partial + answer.counts.missing
      : answer.counts[filter]
    : 0;

/**
 * The account's eBooks by the status of their accessibility metadata (GET
 * /api/search/eaa-searches/{x}, decision 046): a filter by status with each one's count, and the
 * books, each linked to its About step where the findings show and the author states what is missing.
 */
export default function AccessibilityPanel() {
  const [filter, setFilter] = useState<EaaSearchFilter>('all');
  const query = useQuery(eaaSearchQuery(filter));
  const counts = query.data;
  return (
    <Stack gap="md">
      <Radio.Group label={T('eaa.filter')} value={filter} onChange={(v) => setFilter(v as EaaSearchFilter)}>
        <Group gap="md" mt="xs">
          {EAA_SEARCH_FILTERS.map((f) => (
            <Radio key={f} value={f} label={T(`eaa.filter.${f}`, { count: countOf(counts, f) })} />
          ))}
        </Group>
      </Radio.Group>
      <QueryState
        query={query}
        loading={T('eaa.loading')}
        error={T('eaa.loadError')}
        isEmpty={(page) => page.books.length === 0}
        empty={<Text>{T('eaa.empty')}</Text>}
      >
        {(page) => (
          <>
            <Table aria-label={T('eaa.table')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T('eaa.col.title')}</Table.Th>
                  <Table.Th scope="col">{T('eaa.col.status')}</Table.Th>
                  <Table.Th scope="col">{T('eaa.col.findings')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.books.map((b) => (
                  <Table.Tr key={b.id} data-testid="eaa-book">
                    <Table.Th scope="row">
                      <Anchor component={Link} to={wizardPath(b.id, 'book-details', 'about')}>
                        {b.title?.trim() || T('eaa.untitled')}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[b.accessibilityStatus]} component="span">
                        {ACCESSIBILITY_STATUS_LABELS[b.accessibilityStatus]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {b.warningCount ? T('eaa.findings', { count: b.warningCount }) : T('eaa.findingsNone')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {page.totalCount > page.books.length ? (
              <Text size="sm">{T('eaa.more', { shown: page.books.length, total: page.totalCount })}</Text>
            ) : null}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
