import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { isAdmin } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../../components/DataTable';
import { PagedTable } from '../../../../components/PagedTable';
import type { PageFrameProps } from '../../../../components/SignedInPage';
import { listSpec, text } from '../../../../lib/list-state';
import { useSession } from '../../../../lib/session';
import { useListState } from '../../../../lib/use-list-state';
import { couponMismatchQuery, type MismatchedCoupon, type MismatchQuery } from '../../api/admin';
import { type CouponAdminMessageKey, couponAdminText as T } from './messages';

export const COUPON_MISMATCH_PATH = '/admin/coupons/mismatch';

/** The mismatch view of one coupon or one user's coupons (neither: every user's). */
export function couponMismatchHref(q: MismatchQuery): string {
  const params = new URLSearchParams();
  if (q.customerId) params.set('customerId', q.customerId);
  if (q.couponId) params.set('couponId', q.couponId);
  const query = params.toString();
  return query ? `${COUPON_MISMATCH_PATH}?${query}` : COUPON_MISMATCH_PATH;
}

/** A user's page, on its Coupons tab. */
const userCouponsHref = (customerId: string) => `/admin/users/${encodeURIComponent(customerId)}?tab=coupons`;

/**
 * Which coupons (the user, the coupon) and the page and order in the address. The server answers
 * the whole list; it is sorted and paged here, 30 a page as the admin lists are.
 */
const MISMATCHES = listSpec({
  pageSize: 30,
  sort: {
    fields: ['code', 'owner', 'status'],
    default: { field: 'code', direction: 'asc' },
  },
  filters: { customerId: text(40), couponId: text(100) },
});
type SortField = (typeof MISMATCHES.sort.fields)[number];

const columns: Column<MismatchedCoupon, SortField>[] = [
  {
    key: 'code',
    header: T('mismatch.col.code'),
    sortField: 'code',
    rowHeader: true,
    cell: (m) => m.couponCode,
  },
  {
    key: 'owner',
    header: T('mismatch.col.owner'),
    sortField: 'owner',
    cell: (m) => (
      <Anchor
        component={Link}
        to={userCouponsHref(m.ownerCustomerId)}
        aria-label={T('mismatch.ownerLabel', { customerId: m.ownerCustomerId })}
      >
        {m.ownerCustomerId}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: T('mismatch.col.status'),
    sortField: 'status',
    cell: (m) => T(`status.${m.status}` as CouponAdminMessageKey),
  },
  {
    key: 'titles',
    header: T('mismatch.col.titles'),
    cell: (m) => (
      <List size="sm" listStyleType="none" spacing={4}>
        {m.titles.map((t) => (
          <List.Item key={t.ean}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" span>
                {`${t.ean} ${t.title ?? T('mismatch.unknownTitle')}`}
              </Text>
              <Badge color="red.9" variant="light">
                {T(`reason.${t.reason}` as CouponAdminMessageKey)}
              </Badge>
            </Group>
            {t.detail ? (
              <Text size="sm" c="dimmed">
                {t.detail}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    ),
  },
];

const sortBy: Record<SortField, (m: MismatchedCoupon) => string> = {
  code: (m) => m.couponCode.toUpperCase(),
  owner: (m) => m.ownerCustomerId,
  status: (m) => m.status,
};

/**
 * The coupons whose titles no longer fit (spec 3 §7 "projectCoupons/mismatch"): each coupon, its
 * author and status, and each title with the reason it no longer fits: off sale, no longer the
 * author's, or no Quire book has its EAN. One user's or one coupon's when the address names them.
 */
export function AdminCouponMismatch() {
  const list = useListState(MISMATCHES);
  const { customerId, couponId } = list.state.filters;
  const admin = isAdmin(useSession().data?.permissions);
  const q: MismatchQuery = {
    ...(customerId ? { customerId } : {}),
    ...(couponId ? { couponId } : {}),
  };
  const query = useQuery({ ...couponMismatchQuery(q), enabled: admin && list.ready });
  const scope = couponId
    ? customerId
      ? T('mismatch.ofCouponOfUser', { customerId })
      : T('mismatch.ofCoupon')
    : customerId
      ? T('mismatch.ofUser', { customerId })
      : null;
  const none = couponId ? 'mismatch.noneOfCoupon' : customerId ? 'mismatch.noneOfUser' : 'mismatch.none';
  return (
    <Stack gap="md">
      {scope ? (
        <Group gap="md">
          <Text>{scope}</Text>
          <Anchor component={Link} to={COUPON_MISMATCH_PATH}>
            {T('mismatch.all')}
          </Anchor>
          {customerId ? (
            <Anchor component={Link} to={userCouponsHref(customerId)}>
              {T('mismatch.backToUser')}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
      <PagedTable
        query={query}
        loading={T('mismatch.loading')}
        error={T('mismatch.loadError')}
        empty={<Text role="status">{T(none)}</Text>}
        list={list}
        view={{
          rowsOf: (data: MismatchedCoupon[]) => data,
          rowKey: (m) => m.couponId,
          columns,
          sortBy,
        }}
        footer={(data) => (
          <Text size="sm">
            {data.length === 1 ? T('mismatch.countOne') : T('mismatch.count', { count: data.length })}
          </Text>
        )}
        caption={T('mismatch.caption')}
        pagerLabel={T('mismatch.pages')}
      />
    </Stack>
  );
}

export interface AdminCouponMismatchPageProps {
  /** The admin pages' frame (heading, navigation, administrators only), given by the app. */
  frame: ComponentType<PageFrameProps>;
}

/** /admin/coupons/mismatch: the mismatch view in the admin pages' frame. */
export default function AdminCouponMismatchPage({ frame: Frame }: AdminCouponMismatchPageProps) {
  return (
    <Frame title={T('mismatch.title')} intro={T('mismatch.intro')}>
      <AdminCouponMismatch />
    </Frame>
  );
}
