import { Button, Group, Text } from '@mantine/core';
import { BANNER_SIZES, isAdmin } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Column } from '../../../../components/DataTable';
import { PagedTable } from '../../../../components/PagedTable';
import { lastPage, listSpec } from '../../../../lib/list-state';
import { useSession } from '../../../../lib/session';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import {
  type AdBanner,
  type BannerSize,
  type BannersPage,
  type BannersQuery,
  bannerKeys,
  bannerSizesQuery,
  bannersQuery,
  deleteBanner,
} from '../../api/banners';
import { editDeleteColumn, listTexts, useRowDelete } from '../AdminListParts';
import { pageLabel } from '../modules/messages';
import { ActiveBadge, type AdminPageProps, datesOf } from '../modules/SiteModulesPage';
import { bannersText as T } from './messages';

export const BANNERS_PATH = '/admin/ad-banners';
export const BANNERS_PAGE_SIZE = 20;
export const bannerEditPath = (id: string) => `${BANNERS_PATH}/${encodeURIComponent(id)}/edit`;

const BANNERS = listSpec({
  pageSize: BANNERS_PAGE_SIZE,
  sort: { fields: ['name'], default: { field: 'name', direction: 'asc' }, fixedDirection: true },
  filters: {},
});

function columns(
  sizes: readonly BannerSize[],
  onEdit: (b: AdBanner) => void,
  onDelete: (b: AdBanner) => void,
  busyId: string | null,
): Column<AdBanner, 'name'>[] {
  const sizeOf = (code: string) => {
    const s = sizes.find((x) => x.code === code);
    return s ? T('list.size', { label: s.label, width: s.width, height: s.height }) : code;
  };
  return [
    { key: 'name', header: T('list.col.name'), rowHeader: true, cell: (b) => b.name },
    { key: 'size', header: T('list.col.size'), cell: (b) => sizeOf(b.size) },
    { key: 'resource', header: T('list.col.resource'), cell: (b) => T(`resource.${b.resourceType}`) },
    { key: 'pages', header: T('list.col.pages'), cell: (b) => b.pages.map(pageLabel).join(', ') },
    { key: 'active', header: T('list.col.active'), cell: (b) => <ActiveBadge active={b.active} /> },
    { key: 'dates', header: T('list.col.dates'), cell: datesOf },
    editDeleteColumn({ header: T('list.col.actions'), editPath: bannerEditPath, onEdit, onDelete, busyId }),
  ];
}

/**
 * /admin/ad-banners: the banners, paged by the server, with New, Edit and Delete (confirmed; the
 * delete answers the page the list is on, which takes the list's place at once).
 */
export default function AdBannersPage({ frame: Frame }: AdminPageProps) {
  const list = useListState(BANNERS);
  const { page } = list.state;
  const admin = isAdmin(useSession().data?.permissions);
  const q: BannersQuery = { pageNumber: page, recordsPerPage: BANNERS_PAGE_SIZE };
  const query = useQuery({ ...bannersQuery(q), enabled: admin && list.ready });
  const sizes = useQuery({ ...bannerSizesQuery(), enabled: admin }).data ?? BANNER_SIZES;
  const total = query.isPlaceholderData ? undefined : query.data?.totalCount;
  useClampPage(list, total === undefined ? undefined : lastPage(total, BANNERS_PAGE_SIZE));
  const client = useQueryClient();
  const { busyId, onDelete, rowProps } = useRowDelete<AdBanner>({
    idOf: (b) => b.id,
    confirm: (b) => T('list.deleteItem', { name: b.name }),
    remove: async (b) => {
      const { banners, totalCount } = await deleteBanner(b.id, q);
      client.setQueryData(bannerKeys.list(q), { banners, totalCount });
      client.removeQueries({ queryKey: bannerKeys.one(b.id) });
      // The other pages moved up by one: asked again when shown.
      void client.invalidateQueries({
        queryKey: bannerKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(bannerKeys.list(q)),
        refetchType: 'none',
      });
    },
    deleted: (b) => T('list.deleted', { name: b.name }),
  });

  return (
    <Frame title={T('list.title')} intro={T('list.intro')}>
      <Group>
        <Button component={Link} to={`${BANNERS_PATH}/new`}>
          {T('list.new')}
        </Button>
      </Group>
      <PagedTable
        query={query}
        {...listTexts(T)}
        list={list}
        view={{
          rowsOf: (data: BannersPage) => data.banners,
          rowKey: (b) => b.id,
          columns: columns(sizes, (b) => client.setQueryData(bannerKeys.one(b.id), b), onDelete, busyId),
        }}
        footer={(data) => <Text size="sm">{T('list.count', { count: data.totalCount })}</Text>}
        rowProps={rowProps}
      />
    </Frame>
  );
}
