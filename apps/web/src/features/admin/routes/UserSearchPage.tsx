import { Badge, NativeSelect, TextInput } from '@mantine/core';
import { BUSINESS_STATUS_LABELS, USER_SEARCH_FILTERS, type UserSearchFilter } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterForm } from '../../../components/FilterForm';
import type { ListView } from '../../../components/PagedTable';
import { listSpec, oneOf, text } from '../../../lib/list-state';
import { useListState } from '../../../lib/use-list-state';
import { type AdminUserSummary, userSearchQuery } from '../api/admin';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { AdminTable } from '../components/AdminTable';
import { type AdminMessageKey, adminText } from '../messages';

/** `q` and `filter` in the address ("All" is the default, left out); the e-mail order from its header. */
const USERS = listSpec({
  pageSize: 30,
  sort: { fields: ['email'], default: { field: 'email', direction: 'asc' } },
  filters: { q: text(), filter: oneOf(USER_SEARCH_FILTERS.filter((f) => f !== 'All')) },
});

/** The users of the search's answer, one row each, by customer ID. */
const VIEW: ListView<{ users: readonly AdminUserSummary[] }, AdminUserSummary, 'email'> = {
  rowsOf: (data) => data.users,
  rowKey: (u) => u.customerId,
  columns: [
    {
      key: 'email',
      header: adminText('users.col.email'),
      sortField: 'email',
      rowHeader: true,
      cell: (u) => (
        <>
          <Link to={`/admin/users/${encodeURIComponent(u.customerId)}`}>{u.email}</Link>{' '}
          {u.deactivatedAt ? (
            <Badge color="red.9" variant="light">
              {adminText('users.deactivated')}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'name', header: adminText('users.col.name'), cell: (u) => `${u.firstName} ${u.lastName}` },
    { key: 'customerId', header: adminText('users.col.customerId'), cell: (u) => u.customerId },
    { key: 'vendor', header: adminText('users.col.vendor'), cell: (u) => u.vendorNumber ?? '—' },
    {
      key: 'role',
      header: adminText('users.col.role'),
      cell: (u) => adminText(`role.${u.role}` as AdminMessageKey),
    },
    {
      key: 'business',
      header: adminText('users.col.business'),
      cell: (u) => BUSINESS_STATUS_LABELS[u.businessStatus],
    },
  ],
};

/** User search (spec 3 §2, §7): by e-mail or publisher, 30 a page; the search lives in the address. */
export default function UserSearchPage() {
  const list = useListState(USERS);
  const { page, sort, filters } = list.state;
  const [search, setSearch] = useState(filters.q ?? '');
  const [filter, setFilter] = useState<UserSearchFilter>(filters.filter ?? 'All');
  const admin = useIsAdmin();
  const result = useQuery({
    ...userSearchQuery({
      search: filters.q ?? '',
      filter: filters.filter ?? 'All',
      sortDirection: sort.direction,
      pageNum: page,
      recordsPerPage: list.pageSize,
    }),
    enabled: admin && list.ready,
  });

  function submit() {
    list.update({ filters: { q: search.trim() || null, filter: filter === 'All' ? null : filter } });
  }

  return (
    <AdminPage title={adminText('users.title')} intro={adminText('users.intro')}>
      <FilterForm label={adminText('users.title')} submitLabel={adminText('users.submit')} onApply={submit}>
        <TextInput
          label={adminText('users.search')}
          placeholder={adminText('users.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 18rem' }}
        />
        <NativeSelect
          label={adminText('users.filter')}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value as UserSearchFilter)}
          data={USER_SEARCH_FILTERS.map((f) => ({
            value: f,
            label: adminText(`users.filter.${f}` as AdminMessageKey),
          }))}
        />
      </FilterForm>
      <AdminTable
        area="users"
        query={result}
        list={list}
        view={VIEW}
        footer={(data) => <p role="status">{adminText('admin.count', { count: data.totalCount })}</p>}
      />
    </AdminPage>
  );
}
