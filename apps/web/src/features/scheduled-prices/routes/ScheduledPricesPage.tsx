import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type AppError,
  AppErrorBase,
  formatNewYorkDateTime,
  formatPrice,
  type ScheduledPrice,
} from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Loading } from '../../../components/Loading';
import { openDeleteConfirmation } from '../../../components/modals/open';
import { PagedTable } from '../../../components/PagedTable';
import { showToast } from '../../../components/toasts';
import { listSpec } from '../../../lib/list-state';
import { useProject } from '../../../lib/project-query';
import { useSession } from '../../../lib/session';
import { useListState } from '../../../lib/use-list-state';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  deleteScheduledPrice,
  priceUpdateWindowQuery,
  scheduledPriceKeys,
  scheduledPricesQuery,
} from '../api/scheduled-prices';
import { backLink, FROM_PARAM } from '../back-link';
import { ScheduledPriceDialog } from '../components/ScheduledPriceDialog';
import { SCHEDULED_PRICE_SORT, scheduledPriceColumns } from '../components/ScheduledPriceTable';
import { scheduledPricesText } from '../messages';
import '../scheduled-prices.css';

/** 404, 403 and 409 are said on the page itself; anything else goes to the central handling. */
/** The order in the address (soonest first by default); a book has no filters. */
const SCHEDULED_PRICES = listSpec({
  pageSize: 20,
  sort: { fields: ['start', 'price', 'status'], default: { field: 'start', direction: 'asc' } },
  filters: {},
});

const saidHere = (e: AppError) => e.status === 404 || e.status === 403 || e.status === 409;

/**
 * /projects/{projectId}/scheduled-prices: an eBook's scheduled prices — list, add, edit, delete
 * (with confirmation) — in New York time, with the window the server enforces. `?from=` a wizard
 * step of the book (the Pricing step's link) makes the back link return there.
 */
export default function ScheduledPricesPage() {
  const { projectId = '' } = useParams();
  const session = useSession();
  const project = useProject(projectId);
  const address = useListState(SCHEDULED_PRICES);
  // Entered from a wizard step, it goes back there; otherwise to My Projects.
  const [params] = useSearchParams();
  const back = backLink(params.get(FROM_PARAM), projectId);
  const list = useQuery({
    ...scheduledPricesQuery(projectId, saidHere),
    enabled: Boolean(session.data) && address.ready,
  });
  const window = useQuery({ ...priceUpdateWindowQuery, enabled: Boolean(session.data) });
  const client = useQueryClient();
  const [editing, setEditing] = useState<ScheduledPrice | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = project.data?.title?.trim() || '';
  usePageTitle(title ? scheduledPricesText('sp.of', { title }) : scheduledPricesText('sp.title'));

  if (session.isPending) return <Loading label={scheduledPricesText('sp.loading')} />;
  if (!session.data) return <Navigate to="/sign-in" replace />;

  async function handleDelete(s: ScheduledPrice) {
    const what = { price: formatPrice(s.price), date: formatNewYorkDateTime(s.startDate) };
    if (!(await openDeleteConfirmation(scheduledPricesText('sp.deleteItem', what)))) return;
    setBusyId(s.id);
    try {
      await deleteScheduledPrice(s.id, projectId);
      await client.invalidateQueries({ queryKey: scheduledPriceKeys.all });
      showToast({ message: scheduledPricesText('sp.deleted', what), tone: 'success' });
      headingRef.current?.focus();
    } catch {
      // Reached the central handling.
    } finally {
      setBusyId(null);
    }
  }

  const body = (
    <>
      {list.data ? (
        <Group>
          <Button onClick={() => setEditing('new')}>{scheduledPricesText('sp.add')}</Button>
        </Group>
      ) : null}
      <PagedTable
        query={list}
        loading={scheduledPricesText('sp.loading')}
        error={(e) =>
          e instanceof AppErrorBase && saidHere(e)
            ? e.status === 404
              ? scheduledPricesText('sp.notFound')
              : e.items[0]?.description
            : scheduledPricesText('sp.loadError')
        }
        retry={(e) => !(e instanceof AppErrorBase && saidHere(e))}
        empty={<Text>{scheduledPricesText('sp.empty')}</Text>}
        list={address}
        view={{
          rowsOf: (items) => items,
          rowKey: (s) => s.id,
          columns: scheduledPriceColumns({ onEdit: setEditing, onDelete: handleDelete, busyId }),
          sortBy: SCHEDULED_PRICE_SORT,
        }}
        pagerLabel={scheduledPricesText('sp.pages')}
        caption={scheduledPricesText('sp.list')}
        className="sp-table"
        rowProps={(s) => ({ 'aria-busy': busyId === s.id || undefined })}
      />
      {editing && list.data ? (
        <ScheduledPriceDialog
          projectId={projectId}
          currentPrice={project.data?.listPrice ?? null}
          all={list.data}
          window={window.data}
          {...(editing === 'new' ? {} : { editing })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );

  return (
    <section className="scheduled-prices" aria-labelledby="sp-heading">
      <Stack gap="md">
        <Link to={back.to}>{back.label}</Link>
        <h1 id="sp-heading" ref={headingRef} tabIndex={-1} className="sp-title">
          {title ? scheduledPricesText('sp.of', { title }) : scheduledPricesText('sp.title')}
        </h1>
        <Text>{scheduledPricesText('sp.intro')}</Text>
        {project.data ? (
          <Text fw={600}>
            {scheduledPricesText('sp.current', { price: formatPrice(project.data.listPrice) })}
          </Text>
        ) : null}
        {body}
      </Stack>
    </section>
  );
}
