import { Badge, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { BUSINESS_STATUS_LABELS, USER_SEARCH_FILTERS, type UserSearchFilter } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type UserSearch, userSearchQuery } from '../api/admin';
import { AdminPage, LoadError, Loading, Pager, useIsAdmin } from '../components/AdminPage';
import { type AdminMessageKey, adminText } from '../messages';

const PER_PAGE = 30;

/** User search (spec 3 §2, §7): by e-mail or publisher, 30 a page; the search lives in the address. */
export default function UserSearchPage() {
  const [params, setParams] = useSearchParams();
  const q: UserSearch = {
    search: params.get('q') ?? '',
    filter: (USER_SEARCH_FILTERS as readonly string[]).includes(params.get('filter') ?? '')
      ? (params.get('filter') as UserSearchFilter)
      : 'All',
    sortDirection: params.get('sort') === 'desc' ? 'desc' : 'asc',
    pageNum: Math.max(1, Number(params.get('page')) || 1),
    recordsPerPage: PER_PAGE,
  };
  const [text, setText] = useState(q.search);
  const [filter, setFilter] = useState<UserSearchFilter>(q.filter);
  const [sort, setSort] = useState(q.sortDirection);
  const admin = useIsAdmin();
  const result = useQuery({ ...userSearchQuery(q), enabled: admin });

  function go(next: Partial<UserSearch>) {
    const merged = { ...q, ...next };
    const p = new URLSearchParams();
    if (merged.search) p.set('q', merged.search);
    if (merged.filter !== 'All') p.set('filter', merged.filter);
    if (merged.sortDirection !== 'asc') p.set('sort', merged.sortDirection);
    if (merged.pageNum > 1) p.set('page', String(merged.pageNum));
    setParams(p);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    go({ search: text.trim(), filter, sortDirection: sort, pageNum: 1 });
  }

  const page = result.data;
  return (
    <AdminPage title={adminText('users.title')} intro={adminText('users.intro')}>
      <form onSubmit={submit} aria-label={adminText('users.title')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={adminText('users.search')}
            placeholder={adminText('users.searchPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
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
          <NativeSelect
            label={adminText('users.sort')}
            value={sort}
            onChange={(e) => setSort(e.currentTarget.value === 'desc' ? 'desc' : 'asc')}
            data={[
              { value: 'asc', label: adminText('users.sort.asc') },
              { value: 'desc', label: adminText('users.sort.desc') },
            ]}
          />
          <Button type="submit">{adminText('users.submit')}</Button>
        </Group>
      </form>
      {result.isPending ? (
        <Loading />
      ) : result.isError ? (
        <LoadError onRetry={() => void result.refetch()} />
      ) : page && page.users.length === 0 ? (
        <p role="status">{adminText('users.none')}</p>
      ) : page ? (
        <>
          <table className="admin-table">
            <caption className="visually-hidden">{adminText('users.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{adminText('users.col.email')}</th>
                <th scope="col">{adminText('users.col.name')}</th>
                <th scope="col">{adminText('users.col.customerId')}</th>
                <th scope="col">{adminText('users.col.vendor')}</th>
                <th scope="col">{adminText('users.col.role')}</th>
                <th scope="col">{adminText('users.col.business')}</th>
              </tr>
            </thead>
            <tbody>
              {page.users.map((u) => (
                <tr key={u.customerId}>
                  <th scope="row">
                    <Link to={`/admin/users/${encodeURIComponent(u.customerId)}`}>{u.email}</Link>{' '}
                    {u.deactivatedAt ? (
                      <Badge color="red.9" variant="light">
                        {adminText('users.deactivated')}
                      </Badge>
                    ) : null}
                  </th>
                  <td>{`${u.firstName} ${u.lastName}`}</td>
                  <td>{u.customerId}</td>
                  <td>{u.vendorNumber ?? '—'}</td>
                  <td>{adminText(`role.${u.role}` as AdminMessageKey)}</td>
                  <td>{BUSINESS_STATUS_LABELS[u.businessStatus]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={q.pageNum}
            total={page.totalCount}
            perPage={PER_PAGE}
            onPage={(p) => go({ pageNum: p })}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
