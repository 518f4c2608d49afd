import { Anchor, Badge, Group, List, Stack, Tabs, Text } from '@mantine/core';
import { COUPON_KIND_LABELS, COUPON_PAGE_SIZE, COUPON_STATUSES, isAdmin } from '@quire/domain';
import { formatShortDisplayDate } from '@quire/domain/format/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Column } from '../../../../components/DataTable';
import { PagedTable } from '../../../../components/PagedTable';
import { lastPage, listSpec, oneOf } from '../../../../lib/list-state';
import { useSession } from '../../../../lib/session';
import { useClampPage, useListState } from '../../../../lib/use-list-state';
import { type AdminCouponsPage, adminCouponsQuery, type Coupon, type CouponStatus } from '../../api/admin';
import { couponMismatchHref } from './AdminCouponMismatch';
import { type CouponAdminMessageKey, couponAdminText as T } from './messages';
import '@mantine/core/styles/Tabs.css';

/**
 * The status and the page in the address, beside the user page's own `tab`: `status` (Active, the
 * default, left out) and `page`. The server orders each status by its start day.
 */
const USER_COUPONS = listSpec({
  pageSize: COUPON_PAGE_SIZE,
  sort: { fields: ['start'], default: { field: 'start', direction: 'asc' }, fixedDirection: true },
  filters: { status: oneOf(COUPON_STATUSES) },
});

const statusLabel = (s: CouponStatus) => T(`status.${s}` as CouponAdminMessageKey);
const day = (sent: string) => formatShortDisplayDate(sent, sent);

/** The kind and its discount: "20% off", "Buy one, get one free", "Buy one, get one 50% off". */
function kindText(c: Coupon): string {
  if (c.promoKind === 'X_PERCENT_OFF_COUPON' && c.percentOff !== null)
    return T('kind.percent', { percent: c.percentOff });
  if (c.promoKind === 'BOGO_X_PERCENT_OFF' && c.percentOff !== null)
    return T('kind.bogoPercent', { percent: c.percentOff });
  return COUPON_KIND_LABELS[c.promoKind];
}

const columns = (customerId: string): Column<Coupon, 'start'>[] => [
  { key: 'code', header: T('user.col.code'), rowHeader: true, cell: (c) => c.couponCode },
  { key: 'kind', header: T('user.col.kind'), cell: kindText },
  {
    key: 'titles',
    header: T('user.col.titles'),
    cell: (c) => (
      <List size="sm" listStyleType="none" spacing={2}>
        {c.titles.map((t) => (
          <List.Item key={t.ean}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" span>{`${t.ean} ${t.title}`}</Text>
              {t.projectId === null ? (
                <Badge color="red.9" variant="light">
                  {T('title.gone')}
                </Badge>
              ) : !t.onSale ? (
                <Badge color="red.9" variant="light">
                  {T('title.offSale')}
                </Badge>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    ),
  },
  {
    key: 'dates',
    header: T('user.col.dates'),
    cell: (c) => (
      <Stack gap={2}>
        <Text size="sm" span>
          {T('dates.range', { start: day(c.startDate), end: day(c.endDate) })}
        </Text>
        {c.endedEarly ? (
          <Badge color="gray.9" variant="light">
            {T('dates.endedEarly')}
          </Badge>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'redemptions',
    header: T('user.col.redemptions'),
    cell: (c) =>
      c.redemptionLimit === null
        ? T('redemptions.noLimit', { count: c.redemptions.toLocaleString('en-US') })
        : T('redemptions.limit', {
            count: c.redemptions.toLocaleString('en-US'),
            limit: c.redemptionLimit.toLocaleString('en-US'),
          }),
  },
  { key: 'label', header: T('user.col.label'), cell: (c) => c.campaignLabel ?? T('none') },
  {
    key: 'check',
    header: T('user.col.check'),
    cell: (c) => (
      <Anchor
        component={Link}
        to={couponMismatchHref({ couponId: c.id, customerId })}
        aria-label={T('user.checkLabel', { code: c.couponCode })}
        size="sm"
      >
        {T('user.check')}
      </Anchor>
    ),
  },
];

/**
 * The admin user page's Coupons tab (spec 3 §7 "Admin users"): the user's coupons grouped Active,
 * Scheduled and Expired, each tab with its count, 20 a page; each coupon's code, kind, titles,
 * days, redemptions and label, and a link to the check of its titles.
 */
export function AdminUserCoupons({ customerId }: { customerId: string }) {
  const list = useListState(USER_COUPONS);
  const { page, filters } = list.state;
  const status: CouponStatus = filters.status ?? 'ACTIVE';
  const admin = isAdmin(useSession().data?.permissions);
  const query = useQuery({
    ...adminCouponsQuery({ customerId, status, pageNumber: page, recordsPerPage: COUPON_PAGE_SIZE }),
    enabled: admin && list.ready,
  });
  const fresh = query.data && !query.isPlaceholderData ? query.data : undefined;
  useClampPage(list, fresh ? lastPage(fresh.totalCount, COUPON_PAGE_SIZE) : undefined);
  const counts = query.data?.counts;
  // Another status's or page's rows are not shown as this one's while it loads.
  const shown = query.isPlaceholderData
    ? { ...query, isPending: true as const, isError: false as const, data: undefined }
    : query;
  const label = statusLabel(status);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={couponMismatchHref({ customerId })}>
        {T('user.mismatchLink')}
      </Anchor>
      <Tabs
        value={status}
        onChange={(v) => {
          if (!v || v === status) return;
          list.update({ filters: { status: v === 'ACTIVE' ? null : (v as CouponStatus) } });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={T('user.tabs')}>
          {COUPON_STATUSES.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {counts ? T('user.tab', { status: statusLabel(s), count: counts[s] }) : statusLabel(s)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {COUPON_STATUSES.map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            {s === status ? (
              <PagedTable
                query={shown}
                loading={T('user.loading')}
                error={T('user.loadError')}
                empty={<Text role="status">{T('user.none', { status: label.toLowerCase() })}</Text>}
                list={list}
                view={{
                  rowsOf: (data: AdminCouponsPage) => data.coupons,
                  rowKey: (c) => c.id,
                  columns: columns(customerId),
                  totalOf: (data) => data.totalCount,
                }}
                footer={(data) => (
                  <Text size="sm">
                    {data.totalCount === 1 ? T('user.countOne') : T('user.count', { count: data.totalCount })}
                  </Text>
                )}
                caption={T('user.caption', { status: label })}
                pagerLabel={T('user.pages', { status: label.toLowerCase() })}
              />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
