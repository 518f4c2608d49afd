import { Button, Group, Stack, Text } from '@mantine/core';
import { AppError, formatNewYorkDateTime, formatPrice, type ScheduledPrice } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { openDeleteConfirmation } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { useProject } from '../../../lib/project-query';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  deleteScheduledPrice,
  priceUpdateWindowQuery,
  scheduledPriceKeys,
  scheduledPricesQuery,
} from '../api/scheduled-prices';
import { ScheduledPriceDialog } from '../components/ScheduledPriceDialog';
import { ScheduledPriceTable } from '../components/ScheduledPriceTable';
import { scheduledPricesText } from '../messages';
import '../scheduled-prices.css';

/** 404, 403 and 409 are said on the page itself; anything else goes to the central handling. */
const saidHere = (e: AppError) => e.status === 404 || e.status === 403 || e.status === 409;

/**
 * /projects/{projectId}/scheduled-prices: an eBook's scheduled prices — list, add, edit, delete
 * (with confirmation) — in New York time, with the window the server enforces.
 */
export default function ScheduledPricesPage() {
  const { projectId = '' } = useParams();
  const session = useSession();
  const project = useProject(projectId);
  const list = useQuery({ ...scheduledPricesQuery(projectId, saidHere), enabled: Boolean(session.data) });
  const window = useQuery({ ...priceUpdateWindowQuery, enabled: Boolean(session.data) });
  const client = useQueryClient();
  const [editing, setEditing] = useState<ScheduledPrice | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = project.data?.title?.trim() || '';
  usePageTitle(title ? scheduledPricesText('sp.of', { title }) : scheduledPricesText('sp.title'));

  if (session.isPending) return <Loading />;
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

  let body: ReactNode;
  if (list.isPending) body = <Loading />;
  else if (list.isError) {
    const e = list.error;
    const known = e instanceof AppError && saidHere(e);
    body = (
      <div role="alert" className="notice notice-error">
        <p>
          {known
            ? e.status === 404
              ? scheduledPricesText('sp.notFound')
              : e.items[0]?.description
            : scheduledPricesText('sp.loadError')}
        </p>
        {known ? null : (
          <Button variant="default" onClick={() => void list.refetch()}>
            {scheduledPricesText('sp.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        <Group>
          <Button onClick={() => setEditing('new')}>{scheduledPricesText('sp.add')}</Button>
        </Group>
        {list.data.length === 0 ? (
          <Text>{scheduledPricesText('sp.empty')}</Text>
        ) : (
          <ScheduledPriceTable
            items={list.data}
            onEdit={setEditing}
            onDelete={handleDelete}
            busyId={busyId}
          />
        )}
        {editing ? (
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
  }

  return (
    <section className="scheduled-prices" aria-labelledby="sp-heading">
      <Stack gap="md">
        <Link to="/projects">{scheduledPricesText('sp.back')}</Link>
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

function Loading() {
  return (
    <div role="status" className="page-loading">
      <span className="spinner" aria-hidden="true" /> {scheduledPricesText('sp.loading')}
    </div>
  );
}
