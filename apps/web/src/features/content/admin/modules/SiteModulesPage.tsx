import { Badge, Button, Group, NativeSelect, Text } from '@mantine/core';
import { formatNewYorkDateTime, isAdmin, MODULE_TYPES, type ModuleType } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../../components/DataTable';
import { FilterForm } from '../../../../components/FilterForm';
import { PagedTable } from '../../../../components/PagedTable';
import type { PageFrameProps } from '../../../../components/SignedInPage';
import { lastPage, listSpec, oneOf } from '../../../../lib/list-state';
import { useSession } from '../../../../lib/session';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import { deleteModule, type ModulesPage, moduleKeys, modulesQuery, type SiteModule } from '../../api/modules';
import { editDeleteColumn, listTexts, useRowDelete } from '../AdminListParts';
import { pageLabel, modulesText as T } from './messages';

export const MODULES_PATH = '/admin/site-modules';
export const MODULES_PAGE_SIZE = 20;
export const moduleEditPath = (id: string) => `${MODULES_PATH}/${encodeURIComponent(id)}/edit`;
export const moduleNewPath = (type?: ModuleType | null) =>
  `${MODULES_PATH}/new${type ? `?type=${type}` : ''}`;
export const MODULE_DISPLAY_PATH = `${MODULES_PATH}/display`;

/** The type filter and the page in the address; the server pages (no sort to choose). */
const MODULES = listSpec({
  pageSize: MODULES_PAGE_SIZE,
  sort: { fields: ['position'], default: { field: 'position', direction: 'asc' }, fixedDirection: true },
  filters: { moduleType: oneOf(MODULE_TYPES) },
});

/** When a module or banner shows: its start and end in New York time, or Always. */
export function datesOf(row: { startAt: string | null; endAt: string | null }): string {
  const start = formatNewYorkDateTime(row.startAt);
  const end = formatNewYorkDateTime(row.endAt);
  if (start && end) return T('common.range', { start, end });
  if (start) return T('common.from', { start });
  if (end) return T('common.until', { end });
  return T('common.always');
}

/** Active or not, in colours dark enough to read on their light backgrounds. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'green.9' : 'gray.8'}>
      {T(active ? 'common.active' : 'common.inactive')}
    </Badge>
  );
}

function columns(onDelete: (m: SiteModule) => void, busyId: string | null): Column<SiteModule, 'position'>[] {
  return [
    { key: 'name', header: T('list.col.name'), rowHeader: true, cell: (m) => m.name },
    { key: 'type', header: T('list.col.type'), cell: (m) => T(`type.${m.moduleType}`) },
    {
      key: 'template',
      header: T('list.col.template'),
      cell: (m) =>
        m.doubleTemplate
          ? T('list.twoColumns', { template: T(`template.${m.template}`) })
          : T(`template.${m.template}`),
    },
    { key: 'pages', header: T('list.col.pages'), cell: (m) => m.pages.map(pageLabel).join(', ') },
    { key: 'position', header: T('list.col.position'), cell: (m) => String(m.position) },
    { key: 'active', header: T('list.col.active'), cell: (m) => <ActiveBadge active={m.active} /> },
    { key: 'dates', header: T('list.col.dates'), cell: datesOf },
    editDeleteColumn({ header: T('list.col.actions'), editPath: moduleEditPath, onDelete, busyId }),
  ];
}

export interface AdminPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/**
 * /admin/site-modules: the site modules of one type or all, paged by the server, with New, Where
 * it shows, Edit and Delete (confirmed).
 */
export default function SiteModulesPage({ frame: Frame }: AdminPageProps) {
  const list = useListState(MODULES);
  const { page, filters } = list.state;
  const [draft, setDraft] = useState<string>(filters.moduleType ?? '');
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({
    ...modulesQuery({
      moduleType: filters.moduleType ?? undefined,
      pageNumber: page,
      recordsPerPage: MODULES_PAGE_SIZE,
    }),
    enabled: admin && list.ready,
  });
  const total = query.isPlaceholderData ? undefined : query.data?.totalCount;
  useClampPage(list, total === undefined ? undefined : lastPage(total, MODULES_PAGE_SIZE));
  const client = useQueryClient();
  const { busyId, onDelete, rowProps } = useRowDelete<SiteModule>({
    idOf: (m) => m.id,
    confirm: (m) => T('list.deleteItem', { name: m.name }),
    remove: async (m) => {
      await deleteModule(m.id);
      await client.invalidateQueries({ queryKey: moduleKeys.all });
    },
    deleted: (m) => T('list.deleted', { name: m.name }),
  });

  return (
    <Frame title={T('list.title')} intro={T('list.intro')}>
      <Group>
        <Button component={Link} to={moduleNewPath(filters.moduleType)}>
          {T('list.new')}
        </Button>
        <Button component={Link} to={MODULE_DISPLAY_PATH} variant="default">
          {T('list.where')}
        </Button>
      </Group>
      <FilterForm
        label={T('list.filters')}
        submitLabel={T('list.apply')}
        onApply={() =>
          list.update({ filters: { moduleType: MODULE_TYPES.find((t) => t === draft) ?? null } })
        }
      >
        <NativeSelect
          label={T('list.type')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          data={[
            { value: '', label: T('list.type.all') },
            ...MODULE_TYPES.map((t) => ({ value: t, label: T(`type.${t}`) })),
          ]}
        />
      </FilterForm>
      <PagedTable
        query={query}
        {...listTexts(T)}
        list={list}
        view={{
          rowsOf: (data: ModulesPage) => data.modules,
          rowKey: (m) => m.id,
          columns: columns(onDelete, busyId),
        }}
        footer={(data) => <Text size="sm">{T('list.count', { count: data.totalCount })}</Text>}
        rowProps={rowProps}
      />
    </Frame>
  );
}
