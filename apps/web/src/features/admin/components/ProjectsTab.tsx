import { Button, Group, Menu, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../components/toasts';
import {
  type AdminProject,
  type ProjectsQuery,
  type RepushKind,
  repush,
  userProjectsQuery,
} from '../api/admin';
import { type AdminMessageKey, adminText } from '../messages';
import { LoadError, Loading, Pager, when } from './AdminPage';

const PER_PAGE = 30;
const TYPES = ['All', 'EBOOK', 'PRINT', 'POD'] as const;
const SORTS = ['updated', 'title', 'status', 'created'] as const;
const REPUSH: RepushKind[] = ['repushFiles', 'repushBookFiles', 'syncWithPM'];

/** The projects tab: the user's projects (GET projects/{id}) and the file repush actions. */
export function ProjectsTab({ customerId }: { customerId: string }) {
  const [q, setQ] = useState<ProjectsQuery>({
    projectsOption: 'All',
    sortOption: 'updated',
    searchText: '',
    pageNum: 1,
  });
  const [draft, setDraft] = useState(q);
  const result = useQuery(userProjectsQuery(customerId, q));

  function apply(e: FormEvent) {
    e.preventDefault();
    setQ({ ...draft, searchText: draft.searchText.trim(), pageNum: 1 });
  }

  async function run(kind: RepushKind, p: AdminProject) {
    const title = p.title ?? adminText('projects.untitled');
    try {
      const { files } = await repush(kind, p.id);
      const queued = files.filter((f) => f.jobId).length;
      showToast({
        message: queued
          ? adminText('projects.repushed', { count: queued, title })
          : adminText('projects.repushedNone', { title }),
        tone: 'success',
      });
    } catch {
      // Shown by the API client.
    }
  }

  const page = result.data;
  return (
    <>
      <form onSubmit={apply} aria-label={adminText('projects.title')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={adminText('projects.search')}
            placeholder={adminText('projects.searchPlaceholder')}
            type="search"
            value={draft.searchText}
            onChange={(e) => setDraft({ ...draft, searchText: e.currentTarget.value })}
          />
          <NativeSelect
            label={adminText('projects.type')}
            value={draft.projectsOption}
            onChange={(e) =>
              setDraft({ ...draft, projectsOption: e.currentTarget.value as ProjectsQuery['projectsOption'] })
            }
            data={TYPES.map((v) => ({ value: v, label: adminText(`projects.type.${v}` as AdminMessageKey) }))}
          />
          <NativeSelect
            label={adminText('projects.sort')}
            value={draft.sortOption}
            onChange={(e) =>
              setDraft({ ...draft, sortOption: e.currentTarget.value as ProjectsQuery['sortOption'] })
            }
            data={SORTS.map((v) => ({ value: v, label: adminText(`projects.sort.${v}` as AdminMessageKey) }))}
          />
          <Button type="submit">{adminText('projects.submit')}</Button>
        </Group>
      </form>
      {result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <LoadError onRetry={() => void result.refetch()} />
      ) : page && page.projects.length === 0 ? (
        <p role="status">{adminText('projects.none')}</p>
      ) : page ? (
        <>
          <table className="admin-table">
            <caption className="visually-hidden">{adminText('projects.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{adminText('projects.col.title')}</th>
                <th scope="col">{adminText('projects.col.type')}</th>
                <th scope="col">{adminText('projects.col.status')}</th>
                <th scope="col">{adminText('projects.col.isbn')}</th>
                <th scope="col">{adminText('projects.col.updated')}</th>
                <th scope="col">{adminText('projects.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.projects.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.title ?? adminText('projects.untitled')}</th>
                  <td>{p.projectType}</td>
                  <td>{p.status}</td>
                  <td>{p.isbn ?? '—'}</td>
                  <td>{when(p.updatedAt)}</td>
                  <td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button size="xs" variant="default">
                          {adminText('projects.col.actions')}
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {REPUSH.map((kind) => (
                          <Menu.Item
                            key={kind}
                            onClick={() => void run(kind, p)}
                            aria-label={adminText('projects.repushLabel', {
                              action: adminText(`projects.${kind}` as AdminMessageKey),
                              title: p.title ?? adminText('projects.untitled'),
                            })}
                          >
                            {adminText(`projects.${kind}` as AdminMessageKey)}
                          </Menu.Item>
                        ))}
                      </Menu.Dropdown>
                    </Menu>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={q.pageNum}
            total={page.totalCount}
            perPage={PER_PAGE}
            onPage={(n) => setQ({ ...q, pageNum: n })}
          />
        </>
      ) : null}
    </>
  );
}
