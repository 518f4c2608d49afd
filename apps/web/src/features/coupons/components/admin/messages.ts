import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../../i18n';

/**
 * The administrators' coupon views: a user's coupons and the coupons whose titles no longer fit
 * (en-US holds every key). The kinds' names are the domain's COUPON_KIND_LABELS.
 */
export const couponAdminEnUS = {
  'status.ACTIVE': 'Active',
  'status.SCHEDULED': 'Scheduled',
  'status.EXPIRED': 'Expired',

  'user.tabs': 'Coupon status',
  'user.tab': '{status} ({count})',
  'user.caption': '{status} coupons',
  'user.pages': 'Pages of {status} coupons',
  'user.loading': 'Loading the coupons…',
  'user.loadError': 'We could not load this user’s coupons.',
  'user.none': 'This user has no {status} coupons.',
  'user.count': '{count} coupons',
  'user.countOne': '1 coupon',
  'user.mismatchLink': 'Coupons of this user whose titles no longer fit',
  'user.col.code': 'Coupon Code',
  'user.col.kind': 'Kind',
  'user.col.titles': 'Titles',
  'user.col.dates': 'Dates',
  'user.col.redemptions': 'Redemptions',
  'user.col.label': 'Campaign Label',
  'user.col.check': 'Titles check',
  'user.check': 'Check titles',
  'user.checkLabel': 'Check the titles of {code}',

  'kind.percent': '{percent}% off',
  'kind.bogoPercent': 'Buy one, get one {percent}% off',
  'dates.range': '{start} – {end}',
  'dates.endedEarly': 'Ended early',
  'redemptions.limit': '{count} of {limit}',
  'redemptions.noLimit': '{count} (no limit)',
  'title.offSale': 'Not on sale',
  'title.gone': 'No longer in Quire',
  none: '—',

  'mismatch.title': 'Coupon Mismatches',
  'mismatch.intro':
    'Coupons naming titles that are no longer on sale or no longer their author’s. Readers cannot use the coupon on those titles.',
  'mismatch.ofUser': 'The coupons of user {customerId}.',
  'mismatch.ofCoupon': 'One coupon.',
  'mismatch.ofCouponOfUser': 'One coupon of user {customerId}.',
  'mismatch.all': 'Show every user’s coupons',
  'mismatch.backToUser': 'Back to the user’s coupons',
  'mismatch.caption': 'Coupons whose titles no longer fit',
  'mismatch.pages': 'Pages of mismatched coupons',
  'mismatch.loading': 'Checking the coupons’ titles…',
  'mismatch.loadError': 'We could not check the coupons’ titles.',
  'mismatch.none': 'Every title of every coupon is still on sale and its author’s.',
  'mismatch.noneOfUser': 'Every title of this user’s coupons is still on sale and theirs.',
  'mismatch.noneOfCoupon': 'Every title of this coupon is still on sale and its author’s.',
  'mismatch.count': '{count} coupons',
  'mismatch.countOne': '1 coupon',
  'mismatch.col.code': 'Coupon Code',
  'mismatch.col.owner': 'Author (customer ID)',
  'mismatch.col.status': 'Status',
  'mismatch.col.titles': 'Titles that no longer fit',
  'mismatch.ownerLabel': 'Coupons of user {customerId}',
  'mismatch.unknownTitle': 'Unknown title',
  'reason.NOT_ON_SALE': 'No longer on sale',
  'reason.NOT_OWNED': 'No longer the author’s',
  'reason.NOT_FOUND': 'No Quire book has this EAN',
} as const;

export type CouponAdminMessageKey = keyof typeof couponAdminEnUS;

export const couponAdminText: (key: CouponAdminMessageKey, params?: MessageParams) => string =
  createTranslator({ 'en-US': couponAdminEnUS }, locale);
