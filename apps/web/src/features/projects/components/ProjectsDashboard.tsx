import type { ProjectListItem } from '@quire/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { openDeleteConfirmation, openInformation } from '../../../components/modals/open';
import { showToast } from '../../../components/toasts';
import { useDeleteProject, useProjectGroups, useProjectList } from '../api/projects';
import { deleteRefusalMessage, deleteRefusalReason } from '../lib/delete-refusal';
import { titleOf } from '../lib/display';
import {
  changeListState,
  type ListState,
  lastPage,
  resolveListUrl,
  writeListState,
} from '../lib/list-params';
import { projectsText } from '../messages';
import { DashboardControls } from './DashboardControls';
import { Pagination } from './Pagination';
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
  const [params, setParams] = useSearchParams();
  const { state, corrected } = resolveListUrl(params);
  const grouped = state.groupBy !== 'none';
  const list = useProjectList(state, !grouped && corrected === null);
  const groups = useProjectGroups(
    state.groupBy === 'series' ? 'series' : 'group',
    state.page,
    grouped && corrected === null,
  );
  const active = grouped ? groups : list;
  const total = grouped ? groups.data?.totalCount : list.data?.totalCount;
  const last = total === undefined ? undefined : lastPage(total);
  const remove = useDeleteProject();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const headingId = headingLevel === 1 ? 'projects-title' : 'projects-heading';

  // An invalid URL, or a page past the end (after a delete, or typed), is corrected in place.
  useEffect(() => {
    if (corrected !== null) setParams(new URLSearchParams(corrected), { replace: true });
    else if (last !== undefined && !active.isPlaceholderData && state.page > last)
      setParams(writeListState({ ...state, page: last }, params), { replace: true });
  }, [corrected, last, active.isPlaceholderData, state, params, setParams]);

  const hrefFor = (next: ListState) => {
    const qs = writeListState(next, params).toString();
    return qs ? `?${qs}` : '?';
  };
  const update = (change: Partial<ListState>) =>
    setParams(writeListState(changeListState(state, change), params));

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
    body = (
      <div role="status" className="page-loading">
        <span className="spinner" aria-hidden="true" /> {projectsText('projects.loading')}
      </div>
    );
  } else if (active.isError) {
    body = (
      <div role="alert" className="notice notice-error dashboard-error">
        <p>{projectsText('projects.loadError')}</p>
        <button type="button" className="button-secondary" onClick={() => void active.refetch()}>
          {projectsText('projects.retry')}
        </button>
      </div>
    );
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
        {last !== undefined ? (
          <Pagination page={state.page} last={last} hrefFor={(page) => hrefFor({ ...state, page })} />
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
