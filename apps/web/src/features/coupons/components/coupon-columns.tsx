import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/DataTable';
import type { Coupon } from '../api/coupons';
import type { CouponSortField } from '../lib/list-spec';
import { couponsText } from '../messages';
import { kindText, redemptionsText, shownDay } from './CouponFacts';

/** Titles named in a row before "and N more". */
const TITLES_SHOWN = 2;

const titlesText = (c: Coupon) => {
  const names = c.titles.length > 0 ? c.titles.map((t) => t.title) : c.eanList;
  const shown = names.slice(0, TITLES_SHOWN).join(', ');
  return names.length > TITLES_SHOWN
    ? couponsText('row.more', { titles: shown, count: names.length - TITLES_SHOWN })
    : shown;
};

const editHref = (c: Coupon) => `/projects/coupon?id=${encodeURIComponent(c.id)}`;

export interface CouponColumnsOptions {
  onDelete: (coupon: Coupon) => void;
  onEnd: (coupon: Coupon) => void;
}

/**
 * The summary's columns: code, kind and discount, titles, start (sortable), end, redemptions (of
 * the limit), campaign label, and the row's actions by status: a scheduled coupon is edited or
 * deleted, a running one edited (end and label) or ended early, an ended one viewed.
 */
export function couponColumns({ onDelete, onEnd }: CouponColumnsOptions): Column<Coupon, CouponSortField>[] {
  return [
    {
      key: 'code',
      header: couponsText('col.code'),
      rowHeader: true,
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <span>{c.couponCode}</span>
          {c.endedEarly ? (
            <Badge color="gray.9" variant="light" size="sm">
              {couponsText('row.endedEarly')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'kind', header: couponsText('col.kind'), cell: kindText },
    { key: 'titles', header: couponsText('col.titles'), cell: titlesText },
    {
      key: 'start',
      header: couponsText('col.start'),
      sortField: 'start',
      cell: (c) => shownDay(c.startDate),
    },
    { key: 'end', header: couponsText('col.end'), cell: (c) => shownDay(c.endDate) },
    { key: 'redemptions', header: couponsText('col.redemptions'), cell: redemptionsText },
    {
      key: 'label',
      header: couponsText('col.label'),
      cell: (c) => c.campaignLabel ?? couponsText('row.none'),
    },
    {
      key: 'actions',
      header: couponsText('col.actions'),
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button
            component={Link}
            to={editHref(c)}
            size="xs"
            variant="default"
            aria-label={couponsText(c.status === 'EXPIRED' ? 'row.viewLabel' : 'row.editLabel', {
              code: c.couponCode,
            })}
          >
            {couponsText(c.status === 'EXPIRED' ? 'row.view' : 'row.edit')}
          </Button>
          {c.status === 'SCHEDULED' ? (
            <Button
              size="xs"
              variant="default"
              c="red.9"
              onClick={() => onDelete(c)}
              aria-haspopup="dialog"
              aria-label={couponsText('row.deleteLabel', { code: c.couponCode })}
            >
              {couponsText('row.delete')}
            </Button>
          ) : null}
          {c.status === 'ACTIVE' ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => onEnd(c)}
              aria-haspopup="dialog"
              aria-label={couponsText('row.endLabel', { code: c.couponCode })}
            >
              {couponsText('row.end')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}
