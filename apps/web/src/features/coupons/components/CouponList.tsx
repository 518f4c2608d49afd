import '@mantine/core/styles/Tabs.css';
import { Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { COUPON_STATUSES, type CouponStatus, COUPON_MESSAGES as M, PROMO_PAGE_WINDOW } from '@quire/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterForm } from '../../../components/FilterForm';
import { openConfirmation } from '../../../components/modals/open';
import { PagedTable } from '../../../components/PagedTable';
import { showToast } from '../../../components/toasts';
import { lastPage, writeListState } from '../../../lib/list-state';
import { useClampPage, useListState } from '../../../lib/use-list-state';
import {
  type Coupon,
  type CouponListQuery,
  couponKeys,
  couponListQuery,
  deleteCoupon,
  endCoupon,
} from '../api/coupons';
import { couponListSpec, tabOf } from '../lib/list-spec';
import { couponsText } from '../messages';
import { couponColumns } from './coupon-columns';

/**
 * The coupon summary's list (spec 2 §2.1 COUPON_SUMMARY, §4): tabs Active, Scheduled and Expired
 * with their counts, the search, the table with paging and the start-date order, all in the
 * address; deleting a scheduled coupon and ending a running one early ask first.
 */
export function CouponList() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const spec = useMemo(() => couponListSpec(tab), [tab]);
  const list = useListState(spec);
  const { page, sort, filters } = list.state;
  const client = useQueryClient();
  const [search, setSearch] = useState(filters.q ?? '');

  const query: CouponListQuery = {
    status: tab,
    pageNumber: page,
    recordsPerPage: spec.pageSize,
    sortOrder: sort.direction,
    ...(filters.q ? { queryParameter: filters.q } : {}),
  };
  const result = useQuery({ ...couponListQuery(query), enabled: list.ready });
  // After a delete or an end empties the page, step back to the last page that has rows.
  useClampPage(
    list,
    result.data && !result.isPlaceholderData ? lastPage(result.data.totalCount, spec.pageSize) : undefined,
  );
  const counts = result.data?.counts;
  const reload = () => client.invalidateQueries({ queryKey: couponKeys.all });

  /** Another tab: page 1 and that tab's own order; the search stays. */
  function chooseTab(next: CouponStatus) {
    const nextSpec = couponListSpec(next);
    setParams(
      writeListState(
        nextSpec,
        {
          page: 1,
          sort: nextSpec.sort.default,
          filters: { ...filters, status: next === 'ACTIVE' ? null : next },
        },
        params,
      ),
    );
  }

  async function act(c: Coupon, kind: 'delete' | 'end') {
    const yes = await openConfirmation({
      title: couponsText(kind === 'delete' ? 'delete.title' : 'end.title'),
      message: couponsText(kind === 'delete' ? 'delete.text' : 'end.text', { code: c.couponCode }),
      confirmLabel: couponsText(kind === 'delete' ? 'delete.confirm' : 'end.confirm'),
      cancelLabel: couponsText('confirm.cancel'),
    });
    if (!yes) return;
    try {
      if (kind === 'delete') await deleteCoupon(c.id);
      else await endCoupon(c.id);
      showToast({ message: kind === 'delete' ? M.deleted : M.endedEarly, tone: 'success' });
    } catch {
      // The API client has shown what went wrong.
    } finally {
      await reload();
    }
  }

  const columns = couponColumns({ onDelete: (c) => void act(c, 'delete'), onEnd: (c) => void act(c, 'end') });
  const tabLabel = couponsText(`status.${tab}`);

  return (
    <Stack gap="md">
      <FilterForm
        label={couponsText('search.form')}
        submitLabel={couponsText('search.button')}
        onApply={() => list.update({ filters: { q: search.trim() || null } })}
        after={
          filters.q ? (
            <Button
              variant="default"
              onClick={() => {
                setSearch('');
                list.update({ filters: { q: null } });
              }}
            >
              {couponsText('search.clear')}
            </Button>
          ) : null
        }
      >
        <TextInput
          type="search"
          label={couponsText('search.label')}
          maxLength={100}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          miw={320}
        />
      </FilterForm>
      <Tabs value={tab} onChange={(v) => v && v !== tab && chooseTab(v as CouponStatus)} keepMounted={false}>
        <Tabs.List aria-label={couponsText('status.label')}>
          {COUPON_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {counts
                ? couponsText('status.count', { label: couponsText(`status.${s}`), count: counts[s] })
                : couponsText(`status.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COUPON_STATUSES.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            {s === tab ? (
              <PagedTable
                query={result}
                loading={couponsText('list.loading')}
                error={couponsText('list.loadError')}
                empty={
                  <Text role="status">
                    {filters.q ? couponsText('list.emptySearch') : couponsText(`list.empty.${tab}`)}
                  </Text>
                }
                list={list}
                window={PROMO_PAGE_WINDOW}
                view={{
                  rowsOf: (d) => d.coupons,
                  rowKey: (c) => c.id,
                  columns,
                  totalOf: (d) => d.totalCount,
                }}
                caption={couponsText('list.caption', { tab: tabLabel })}
                pagerLabel={couponsText('list.pages')}
                footer={(d) => (
                  <Text size="sm" c="dimmed">
                    {d.totalCount === 1
                      ? couponsText('list.countOne')
                      : couponsText('list.count', { count: d.totalCount })}
                  </Text>
                )}
              />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
