import { Button, Menu, NativeSelect, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { FilterForm } from '../../../components/FilterForm';
import { showToast } from '../../../components/toasts';
import { listSpec, oneOf, text } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import {
  type AdminProject,
  type ProjectsQuery,
  type RepushKind,
  repush,
  userProjectsQuery,
  userQuery,
} from '../api/admin';
import { type AdminMessageKey, adminText } from '../messages';
import { ultraText } from '../ultra-premium-messages';
import { when } from './AdminPage';
import { AdminTable } from './AdminTable';
import { UltraPremiumDialog } from './UltraPremiumDialog';

const TYPES = ['All', 'EBOOK', 'PRINT', 'POD'] as const;
const REPUSH: RepushKind[] = ['repushFiles', 'repushBookFiles', 'syncWithPM'];

/** The tab's search, type and order in the address, beside the page's `tab`; the API orders by field alone. */
const PROJECTS = listSpec({
  pageSize: 30,
  sort: {
    fields: ['updated', 'title', 'status', 'created'],
    default: { field: 'updated', direction: 'desc' },
    natural: { updated: 'desc', created: 'desc' },
    fixedDirection: true,
  },
  filters: { type: oneOf(['EBOOK', 'PRINT', 'POD']), q: text() },
});
type SortField = ProjectsQuery['sortOption'];

const untitled = (p: AdminProject) => p.title ?? adminText('projects.untitled');

/**
 * The projects tab: the user's projects (GET projects/{id}), their owner named (the page's user,
 * read from the same query as the page), and the file repush actions. Other authors' books are
 * here, not on the administrator's own dashboard.
 */
export function ProjectsTab({ customerId }: { customerId: string }) {
  const owner = useQuery(userQuery(customerId)).data;
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() || owner.email : null;
  const list = useListState(PROJECTS);
  const { page, sort, filters } = list.state;
  const [searchText, setSearchText] = useState(filters.q ?? '');
  const [type, setType] = useState<ProjectsQuery['projectsOption']>(filters.type ?? 'All');
  const [comparing, setComparing] = useState<AdminProject | null>(null);
  const result = useQuery({
    ...userProjectsQuery(customerId, {
      projectsOption: filters.type ?? 'All',
      sortOption: sort.field,
      searchText: filters.q ?? '',
      pageNum: page,
    }),
    enabled: list.ready,
  });

  function apply() {
    list.update({ filters: { q: searchText.trim() || null, type: type === 'All' ? null : type } });
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

  const columns: Column<AdminProject, SortField>[] = [
    {
      key: 'title',
      header: adminText('projects.col.title'),
      cell: untitled,
      sortField: 'title',
      rowHeader: true,
    },
    {
      key: 'owner',
      header: adminText('projects.col.owner'),
      cell: () =>
        owner ? (
          <>
            {ownerName}
            <Text size="xs" c="dimmed">
              {owner.email}
            </Text>
          </>
        ) : (
          '—'
        ),
    },
    { key: 'type', header: adminText('projects.col.type'), cell: (p) => p.projectType },
    { key: 'status', header: adminText('projects.col.status'), cell: (p) => p.status, sortField: 'status' },
    {
      key: 'isbn',
      header: adminText('projects.col.isbn'),
      cell: (p) => p.displayIsbn || p.isbn || '—',
    },
    {
      key: 'updated',
      header: adminText('projects.col.updated'),
      cell: (p) => when(p.updatedAt),
      sortField: 'updated',
    },
    {
      key: 'actions',
      header: adminText('projects.col.actions'),
      cell: (p) => (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="xs" variant="default">
              {adminText('projects.col.actions')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{adminText('projects.files')}</Menu.Label>
            {REPUSH.map((kind) => (
              <Menu.Item
                key={kind}
                onClick={() => void run(kind, p)}
                aria-label={adminText('projects.repushLabel', {
                  action: adminText(`projects.${kind}` as AdminMessageKey),
                  title: untitled(p),
                })}
              >
                {adminText(`projects.${kind}` as AdminMessageKey)}
              </Menu.Item>
            ))}
            {p.type === 'EBOOK' ? null : (
              <>
                <Menu.Divider />
                <Menu.Label>{ultraText('ultra.menu')}</Menu.Label>
                <Menu.Item
                  onClick={() => setComparing(p)}
                  aria-label={ultraText('ultra.actionLabel', { title: untitled(p) })}
                >
                  {ultraText('ultra.action')}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <>
      {owner ? (
        <Text fw={600} mb="sm">
          {adminText('projects.owner', { name: ownerName ?? owner.email, email: owner.email })}
        </Text>
      ) : null}
      <FilterForm
        label={adminText('projects.title')}
        submitLabel={adminText('projects.submit')}
        onApply={apply}
      >
        <TextInput
          label={adminText('projects.search')}
          placeholder={adminText('projects.searchPlaceholder')}
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
        />
        <NativeSelect
          label={adminText('projects.type')}
          value={type}
          onChange={(e) => setType(e.currentTarget.value as ProjectsQuery['projectsOption'])}
          data={TYPES.map((v) => ({ value: v, label: adminText(`projects.type.${v}` as AdminMessageKey) }))}
        />
      </FilterForm>
      <AdminTable
        area="projects"
        query={result}
        list={list}
        view={{ rowsOf: (data) => data.projects, rowKey: (p) => p.id, columns }}
      />
      {comparing ? (
        <UltraPremiumDialog
          projectId={comparing.id}
          title={untitled(comparing)}
          onClose={() => setComparing(null)}
        />
      ) : null}
    </>
  );
}
