import type { ProjectListItem } from '@quire/domain';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/Loading';
import { openDeleteConfirmation, openInformation } from '../../../components/modals/open';
import { Pager } from '../../../components/Pager';
import { LoadError } from '../../../components/QueryState';
import { showToast } from '../../../components/toasts';
import { useClampPage, useListState } from '../../../lib/use-list-state';
import { useDeleteProject, useProjectGroups, useProjectList } from '../api/projects';
import { deleteRefusalMessage, deleteRefusalReason } from '../lib/delete-refusal';
import { titleOf } from '../lib/display';
import {
  changeListState,
  DASHBOARD_LIST,
  fromShared,
  type ListState,
  lastPage,
  PAGE_SIZE,
  toShared,
} from '../lib/list-params';
import { projectsText } from '../messages';
import { DashboardControls } from './DashboardControls';
import { GroupedProjects, ProjectList } from './ProjectList';
import '../projects.css';

export interface ProjectsDashboardProps {
  /** 1 on the projects page, 2 inside the signed-in home. */
  headingLevel?: 1 | 2;
}

function Heading({
  level,
  id,
  children,
  className,
}: {
  level: number;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return (
    <Tag id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  );
}

/**
 * The projects dashboard: the author's books with format, status, price, ISBN and series; sort,
 * filters, paging and grouping in the URL (invalid values corrected by replacing it); create a
 * new book; delete with confirmation, and a refusal said in plain words.
 */
export default function ProjectsDashboard({ headingLevel = 1 }: ProjectsDashboardProps) {
  const address = useListState(DASHBOARD_LIST);
  const state = fromShared(address.state);
  const grouped = state.groupBy !== 'none';
  const list = useProjectList(state, !grouped && address.ready);
  const groups = useProjectGroups(
    state.groupBy === 'series' ? 'series' : 'group',
    state.page,
    grouped && address.ready,
  );
  const active = grouped ? groups : list;
  const total = grouped ? groups.data?.totalCount : list.data?.totalCount;
  const last = total === undefined ? undefined : lastPage(total);
  const remove = useDeleteProject();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const headingId = headingLevel === 1 ? 'projects-title' : 'projects-heading';

  // A page past the end (after a delete, or typed) is corrected in place.
  useClampPage(address, active.isPlaceholderData ? undefined : last);
  const update = (change: Partial<ListState>) => address.update(toShared(changeListState(state, change)));

  async function handleDelete(project: ProjectListItem) {
    const title = titleOf(project);
    if (!(await openDeleteConfirmation(`“${title}”`))) return;
    setDeletingId(project.id);
    try {
      await remove.mutateAsync({ id: project.id, onError: (e) => deleteRefusalReason(e) !== null });
      showToast({ message: projectsText('projects.deleted', { title }), tone: 'success' });
      headingRef.current?.querySelector<HTMLElement>('h1, h2')?.focus();
    } catch (error) {
      const reason = deleteRefusalReason(error);
      if (reason)
        void openInformation([deleteRefusalMessage(reason)], projectsText('projects.deleteRefused.title'));
    } finally {
      setDeletingId(null);
    }
  }

  const filtered = state.type !== null || state.status !== null;
  const createButton = (
    <Link to="/build-a-book" className="button">
      {projectsText('projects.create')}
    </Link>
  );

  // No books at all: the empty state carries the one call to action.
  const empty = !grouped && !active.isPending && !active.isError && total === 0 && !filtered;
  let body: ReactNode;
  if (active.isPending) {
    body = <Loading label={projectsText('projects.loading')} />;
  } else if (active.isError) {
    body = <LoadError message={projectsText('projects.loadError')} onRetry={() => void active.refetch()} />;
  } else if (empty) {
    body = (
      <div className="dashboard-empty">
        <Heading level={headingLevel + 1}>{projectsText('projects.empty.title')}</Heading>
        <p>{projectsText('projects.empty.body')}</p>
        {createButton}
      </div>
    );
  } else {
    const shown = grouped ? undefined : list.data?.projects.length;
    const from = (state.page - 1) * (list.data?.limit ?? 20) + 1;
    body = (
      <>
        <DashboardControls state={state} onChange={update} />
        <p role="status" className="dashboard-count">
          {shown === undefined || total === undefined
            ? ''
            : shown === 0
              ? projectsText('projects.empty.filtered')
              : projectsText('projects.showing', { from, to: from + shown - 1, total })}
        </p>
        {shown === 0 ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => update({ type: null, status: null })}
          >
            {projectsText('projects.empty.clear')}
          </button>
        ) : null}
        {grouped ? (
          <GroupedProjects
            kind={state.groupBy === 'series' ? 'series' : 'group'}
            groups={groups.data?.series ?? groups.data?.projectGroups ?? []}
            filter={{ type: state.type, status: state.status }}
            level={headingLevel + 1}
            onDelete={handleDelete}
            deletingId={deletingId}
          />
        ) : (
          <ProjectList
            projects={list.data?.projects ?? []}
            level={headingLevel + 1}
            onDelete={handleDelete}
            deletingId={deletingId}
          />
        )}
        {total !== undefined ? (
          <Pager
            page={state.page}
            total={total}
            pageSize={list.data?.limit ?? PAGE_SIZE}
            label={projectsText('projects.pagination')}
            hrefFor={(page) => address.hrefFor({ page })}
          />
        ) : null}
      </>
    );
  }

  return (
    <section
      className="projects-dashboard"
      aria-labelledby={headingId}
      aria-busy={active.isFetching || undefined}
    >
      <div className="dashboard-header" ref={headingRef}>
        <Heading level={headingLevel} id={headingId} className="dashboard-title">
          {projectsText('projects.title')}
        </Heading>
        {empty ? null : createButton}
      </div>
      {body}
    </section>
  );
}
