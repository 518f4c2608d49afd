import type { AnalyticsPage } from '@quire/domain';
import { useListState } from '../../../lib/use-list-state';
import { authorFilterSpec } from '../lib/filters';
import { AnalyticsFrame } from './AnalyticsFrame';
import { Dashboard } from './Dashboard';

function AuthorFigures({ page }: { page: AnalyticsPage }) {
  const list = useListState(authorFilterSpec);
  return (
    <Dashboard
      page={page}
      filters={list.state.filters}
      onFilters={(filters) => list.update({ filters })}
      ready={list.ready}
      withBooks
    />
  );
}

/** An author's dashboard page: the frame, then the page's views with the filters in the address. */
export function AuthorDashboard({ page }: { page: AnalyticsPage }) {
  return <AnalyticsFrame section={page}>{() => <AuthorFigures page={page} />}</AnalyticsFrame>;
}
