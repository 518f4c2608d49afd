import { SimpleGrid, Stack } from '@mantine/core';
import type { AnalyticsPage, AnalyticsView } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { analyticsViewQuery, booksQuery } from '../api/analytics';
import { type Filters, todayInNewYork, viewQuery } from '../lib/filters';
import { AnalyticsFilters } from './AnalyticsFilters';
import { ViewCard } from './ViewCard';

/** Each page's views, row by row (a row of two sits side by side on wide screens). */
export const PAGE_LAYOUT: Record<AnalyticsPage, AnalyticsView[][]> = {
  CUSTOMER: [
    ['AllResults'],
    ['AllLineResults'],
    ['doughnutResults', 'MapResults'],
    ['bestBook', 'BarGraphDetails'],
    ['customerDataOtherAuthors'],
  ],
  READING: [
    ['PurchasePreviewResult'],
    ['ConsumptionResults', 'ConsumptionBarResults'],
    ['averageTimeToOpen', 'bookComplitionRateAverage'],
  ],
  SITE: [['bookPageVisitorByDomain']],
};

export interface DashboardProps {
  page: AnalyticsPage;
  filters: Filters;
  onFilters: (change: Partial<Filters>) => void;
  /** False while the address is being corrected: nothing is asked for until it is. */
  ready: boolean;
  /** An administrator's chosen author (none: the platform, or an author's own figures). */
  customerId?: string | null;
  /** The book filter, from the author's own books (not in the back office). */
  withBooks?: boolean;
}

/**
 * One analytics page: the filters, then its views' cards. Every card asks for its own view with
 * the same filters; "All time" takes the first day with figures from the page's first view, whose
 * answer is already in the cache.
 */
export function Dashboard({
  page,
  filters,
  onFilters,
  ready,
  customerId,
  withBooks = false,
}: DashboardProps) {
  const today = useMemo(() => todayInNewYork(), []);
  const layout = PAGE_LAYOUT[page];
  const firstView = layout[0]?.[0] as AnalyticsView;
  const first = useQuery({
    ...analyticsViewQuery(viewQuery(firstView, filters, customerId)),
    enabled: ready,
  });
  const books = useQuery({ ...booksQuery, enabled: withBooks });
  // The form starts again from the address whenever the address changes (Back, a preset).
  const formKey = JSON.stringify(filters);

  return (
    <Stack gap="md">
      <AnalyticsFilters
        key={formKey}
        filters={filters}
        today={today}
        dataFrom={first.data?.dataFrom ?? null}
        books={withBooks ? (books.data ?? []) : undefined}
        onChange={onFilters}
      />
      {layout.map((row) => (
        <SimpleGrid key={row.join()} cols={{ base: 1, md: row.length }} spacing="md">
          {row.map((view) => (
            <ViewCard key={view} view={view} query={viewQuery(view, filters, customerId)} enabled={ready} />
          ))}
        </SimpleGrid>
      ))}
    </Stack>
  );
}
