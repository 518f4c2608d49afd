import { BarChart, BarsList, DonutChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnalyticsAnswer } from '../api/analytics';
import { formatCell, plotValue, shortDay } from '../lib/cells';
import {
  axisOf,
  type ChartSpec,
  chartData,
  chartSummary,
  nameAxisWidth,
  type Series,
  seriesOf,
} from '../lib/charts';

/**
 * A view's chart (Mantine charts over recharts), drawn from the same rows as its table. Each chart
 * is one image with a summary for screen readers; recharts' own keyboard layer is off, since the
 * image's parts are not reachable one by one and the table is the way to every figure.
 */
const formatter = (s: Series | undefined) => (n: number) => (s ? formatCell(s.column.kind, n) : String(n));

function Stats({ answer }: { answer: AnalyticsAnswer }) {
  const row = answer.rows[0] ?? {};
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {answer.columns.map((c) => (
        <Paper key={c.key} withBorder p="sm" data-stat={c.key}>
          <Text size="sm" c="dimmed">
            {c.label}
          </Text>
          <Text fw={700} fz="xl">
            {formatCell(c.kind, row[c.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Headline({ answer, spec }: { answer: AnalyticsAnswer; spec: ChartSpec }) {
  const column = answer.columns.find((c) => c.key === spec.headline);
  const value = spec.headline ? answer.totals?.[spec.headline] : undefined;
  if (!column || value === undefined) return null;
  return (
    <Paper withBorder p="sm" data-stat={column.key}>
      <Text size="sm" c="dimmed">
        {column.label}
      </Text>
      <Text fw={700} fz="xl">
        {formatCell(column.kind, value)}
      </Text>
    </Paper>
  );
}

function Drawing({ answer, spec }: { answer: AnalyticsAnswer; spec: ChartSpec }) {
  const axis = axisOf(spec, answer);
  const groups = seriesOf(spec, answer);
  const grain = answer.range.grain;
  const common = { accessibilityLayer: false, withTooltip: true, tooltipAnimationDuration: 0 } as const;
  if (spec.kind === 'line') {
    return (
      <Stack gap="md">
        {groups.map((g) => (
          <LineChart
            key={g.map((s) => s.column.key).join()}
            h={240}
            data={chartData(answer, axis, g)}
            dataKey={axis?.key ?? 'name'}
            series={g.map((s) => ({ name: s.column.key, label: s.column.label, color: s.color }))}
            valueFormatter={formatter(g[0])}
            xAxisProps={{ tickFormatter: (v: string) => shortDay(v, grain) }}
            withLegend
            withDots={answer.rows.length <= 31}
            curveType="monotone"
            {...common}
          />
        ))}
      </Stack>
    );
  }
  const series = groups[0] ?? [];
  const data = chartData(answer, axis, series);
  if (spec.kind === 'donut') {
    const first = series[0];
    return (
      <DonutChart
        mx="auto"
        size={180}
        thickness={28}
        withLabels
        withLabelsLine
        labelsType="percent"
        withLegend
        valueFormatter={formatter(first)}
        data={answer.rows.map((r, i) => ({
          name: String(r[axis?.key ?? 'name'] ?? ''),
          value: plotValue(first ? r[first.column.key] : 0),
          color: ['ink.6', 'orange.8', 'teal.8'][i % 3] as string,
        }))}
        {...common}
      />
    );
  }
  if (spec.kind === 'ranked') {
    const first = series[0];
    return (
      <BarsList
        classNames={{
          bar: 'analytics-ranked-row',
          barLabel: 'analytics-ranked-name',
          barValue: 'analytics-ranked-value',
        }}
        barsLabel={axis?.label}
        valueLabel={first?.column.label}
        valueFormatter={formatter(first)}
        data={answer.rows.map((r) => ({
          name: String(r[axis?.key ?? 'name'] ?? ''),
          value: plotValue(first ? r[first.column.key] : 0),
        }))}
      />
    );
  }
  const horizontal = spec.kind === 'hbar';
  return (
    <BarChart
      h={horizontal ? Math.max(160, data.length * 34 + 48) : 260}
      data={data}
      dataKey={axis?.key ?? 'name'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={series.map((s) => ({ name: s.column.key, label: s.column.label, color: s.color }))}
      valueFormatter={formatter(series[0])}
      withLegend={series.length > 1}
      {...(horizontal
        ? { yAxisProps: { width: nameAxisWidth(data.map((d) => String(d[axis?.key ?? 'name'] ?? ''))) } }
        : {})}
      {...(axis?.kind === 'day' ? { xAxisProps: { tickFormatter: (v: string) => shortDay(v, grain) } } : {})}
      {...common}
    />
  );
}

/** The chart of a view (or its stat cards), as one named image; nothing for a table-only view. */
export function ViewChart({ answer, spec }: { answer: AnalyticsAnswer; spec: ChartSpec }) {
  if (spec.kind === 'table') return null;
  if (spec.kind === 'stats') return <Stats answer={answer} />;
  return (
    <Stack gap="sm">
      <Headline answer={answer} spec={spec} />
      <div role="img" aria-label={chartSummary(spec, answer)} className="analytics-chart">
        <Drawing answer={answer} spec={spec} />
      </div>
    </Stack>
  );
}
