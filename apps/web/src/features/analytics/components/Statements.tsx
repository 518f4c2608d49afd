import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import {
  failureText,
  type RoyaltyStatement,
  type StatementLine,
  type StatementSummary,
  statementDownloadUrl,
  statementQuery,
  statementsQuery,
} from '../api/analytics';
import { formatCell, momentLabel, monthLabel } from '../lib/cells';
import { analyticsText as T } from '../messages';
import { StatusBadge } from './FigureStatus';

/** A month is written YYYY-MM (the contract's rule). */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const money = (v: string | null) => formatCell('money', v);
const count = (v: number) => formatCell('count', v);

/** When a statement is or became final. */
function finalWords(s: { status: 'FINAL' | 'ESTIMATED'; finalAt: string }) {
  return T(s.status === 'FINAL' ? 'statements.finalSince' : 'statements.finalOn', {
    when: momentLabel(s.finalAt),
  });
}

export interface StatementsProps {
  /** An administrator's chosen author; null for an author's own. */
  customerId: string | null;
  /** The month shown (YYYY-MM), or null for the list. */
  month: string | null;
  /** The address of a month's statement, or of the list (null). */
  hrefFor: (month: string | null) => string;
}

/** The royalty statements: the months with their status and totals, or one month's statement. */
export function Statements({ customerId, month, hrefFor }: StatementsProps) {
  return month ? (
    <StatementView month={month} customerId={customerId} back={hrefFor(null)} />
  ) : (
    <StatementList customerId={customerId} hrefFor={hrefFor} />
  );
}

function StatementList({ customerId, hrefFor }: Omit<StatementsProps, 'month'>) {
  const result = useQuery(statementsQuery(customerId));
  const columns: Column<StatementSummary>[] = [
    {
      key: 'month',
      header: T('statements.col.month'),
      rowHeader: true,
      cell: (s) => (
        <Anchor
          component={Link}
          to={hrefFor(s.month)}
          aria-label={T('statements.view', { month: monthLabel(s.month) })}
        >
          {monthLabel(s.month)}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: T('statements.col.status'),
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <StatusBadge status={s.status} />
          <Text size="sm" c="dimmed">
            {finalWords(s)}
          </Text>
        </Group>
      ),
    },
    { key: 'units', header: T('statements.col.units'), cell: (s) => count(s.units) },
    { key: 'royalty', header: T('statements.col.royalty'), cell: (s) => money(s.royalty) },
    { key: 'adjustments', header: T('statements.col.adjustments'), cell: (s) => count(s.adjustments) },
  ];
  return (
    <QueryState
      query={result}
      loading={T('statements.loading')}
      error={(e) => failureText(e, T('statements.error'))}
      isEmpty={(rows) => rows.length === 0}
      empty={T('statements.empty')}
    >
      {(rows) => (
        <DataTable caption={T('statements.list')} columns={columns} rows={rows} rowKey={(s) => s.month} />
      )}
    </QueryState>
  );
}

const formatLabel = (f: string) => (f === 'EBOOK' || f === 'PRINT' ? T(`filters.${f}`) : f);

/** A statement's columns after the book: each line's cell and, for the figures that add up, the total. */
const LINE_COLUMNS: {
  key: string;
  label: () => string;
  cell: (l: StatementLine) => string;
  figure?: boolean;
  total?: (t: RoyaltyStatement['totals']) => string;
}[] = [
  { key: 'format', label: () => T('line.format'), cell: (l) => formatLabel(l.format) },
  { key: 'kind', label: () => T('line.kind'), cell: (l) => kindLabel(l.kind) },
  { key: 'month', label: () => T('line.month'), cell: (l) => monthLabel(l.occurredMonth) },
  { key: 'listPrice', label: () => T('line.listPrice'), cell: (l) => money(l.listPrice), figure: true },
  { key: 'unitPrice', label: () => T('line.unitPrice'), cell: (l) => money(l.unitPrice), figure: true },
  { key: 'coupon', label: () => T('line.coupon'), cell: (l) => formatCell('text', l.couponCode) },
  {
    key: 'units',
    label: () => T('line.units'),
    cell: (l) => count(l.units),
    figure: true,
    total: (t) => count(t.units),
  },
  {
    key: 'amount',
    label: () => T('line.amount'),
    cell: (l) => money(l.amount),
    figure: true,
    total: (t) => money(t.amount),
  },
  {
    key: 'royalty',
    label: () => T('line.royalty'),
    cell: (l) => money(l.royalty),
    figure: true,
    total: (t) => money(t.royalty),
  },
];

function kindLabel(kind: string): string {
  return kind === 'SALE' || kind === 'COUPON_REDEMPTION' || kind === 'RETURN' ? T(`kind.${kind}`) : kind;
}

function StatementView({
  month,
  customerId,
  back,
}: {
  month: string;
  customerId: string | null;
  back: string;
}) {
  const result = useQuery(statementQuery(month, customerId));
  const name = monthLabel(month);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back}>
        {T('statement.back')}
      </Anchor>
      <Title order={2}>{T('statement.title', { month: name })}</Title>
      <Group gap="md">
        <Anchor
          href={statementDownloadUrl(month, 'csv', customerId)}
          download
          aria-label={T('statement.csvLabel', { month: name })}
        >
          {T('statement.csv')}
        </Anchor>
        <Anchor
          href={statementDownloadUrl(month, 'pdf', customerId)}
          download
          aria-label={T('statement.pdfLabel', { month: name })}
        >
          {T('statement.pdf')}
        </Anchor>
      </Group>
      <QueryState
        query={result}
        loading={T('statement.loading')}
        error={(e) => failureText(e, T('statement.error'))}
      >
        {(s) => (
          <Stack gap="xs">
            <Group gap="xs">
              <StatusBadge status={s.status} />
              <Text size="sm" c="dimmed">
                {finalWords(s)}
              </Text>
            </Group>
            {s.lastUpdated ? (
              <Text size="sm" c="dimmed">
                {T('updated.at')} <time dateTime={s.lastUpdated}>{momentLabel(s.lastUpdated)}</time>
              </Text>
            ) : null}
            {s.lines.length === 0 ? (
              <Text role="status">{T('statement.empty')}</Text>
            ) : (
              <>
                {s.lines.some((l) => l.adjustment) ? (
                  <Text size="sm">{T('statement.adjustmentsNote')}</Text>
                ) : null}
                <Table.ScrollContainer minWidth={0} type="native">
                  <Table verticalSpacing="xs" captionSide="top" striped>
                    <Table.Caption className="visually-hidden">
                      {T('statement.lines', { month: name })}
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{T('line.title')}</Table.Th>
                        {LINE_COLUMNS.map((c) => (
                          <Table.Th key={c.key} scope="col" ta={c.figure ? 'right' : undefined}>
                            {c.label()}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {s.lines.map((l, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a statement's lines are in a fixed order and have no id.
                        <Table.Tr key={i} data-adjustment={l.adjustment}>
                          <Table.Th scope="row" fw="normal">
                            {l.title}
                            {l.adjustment ? (
                              <>
                                {' '}
                                <Badge color="yellow.9" variant="light">
                                  {T('statement.adjustment')}
                                </Badge>
                                <span className="visually-hidden">
                                  {T('statement.adjustmentFor', { month: monthLabel(l.occurredMonth) })}
                                </span>
                              </>
                            ) : null}
                          </Table.Th>
                          {LINE_COLUMNS.map((c) => (
                            <Table.Td key={c.key} ta={c.figure ? 'right' : undefined}>
                              {c.cell(l)}
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                    <Table.Tfoot>
                      <Table.Tr>
                        <Table.Th scope="row">{T('table.total')}</Table.Th>
                        {LINE_COLUMNS.map((c) => (
                          <Table.Td key={c.key} ta={c.figure ? 'right' : undefined} fw={700}>
                            {c.total?.(s.totals) ?? ''}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    </Table.Tfoot>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
