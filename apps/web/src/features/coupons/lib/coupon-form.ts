import {
  COUPON_LABEL_MAX,
  COUPON_PERCENT_RANGE,
  type CouponKind,
  type CouponProblem,
  couponCodeProblem,
  couponDayProblems,
  eanListProblems,
  errorDefinition,
  COUPON_MESSAGES as M,
  percentProblem,
  promoDayOf,
  sendDayOf,
} from '@quire/domain';
import { custom, isEmptyValue, maxLength, required } from '@quire/domain/forms/rules';
import type { Rule } from '@quire/domain/forms/types';
import type { Coupon, CouponSubmitBody, CouponTitleRow } from '../api/coupons';

/** The form's values; days are 'YYYY-MM-DD' as the date inputs hold them. */
export interface CouponValues {
  couponCode: string;
  promoKind: CouponKind;
  /** Digits as typed; empty for a kind without a percent. */
  percentOff: string;
  startDate: string;
  endDate: string;
  /** The titles chosen; the server's field for them is eanList. */
  eanList: CouponTitleRow[];
  redemptionLimit: string;
  campaignLabel: string;
}

/** What may change: everything (new, scheduled), the label and an earlier end (active), nothing (expired). */
export type CouponMode = 'new' | Coupon['status'];

export interface CouponEnv {
  /** Today in New York, 'YYYY-MM-DD': the earliest new start. */
  today: string;
  /** The stored start of a coupon being changed: it may stay as it is, even in the past. */
  keepStart: string | null;
  /** A running coupon's stored end: its end may only move earlier. */
  endBy: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d+$/;

/** A problem in words: Quire's message, else the catalogue's (spec 2 §8). */
export const problemText = (p: CouponProblem): string => p.message ?? errorDefinition(p.code).message;

export const takesPercent = (kind: CouponKind): boolean => COUPON_PERCENT_RANGE[kind] !== null;

/** The percent as a number, or null when none is typed. */
export const percentOf = (text: string): number | null => (DIGITS.test(text.trim()) ? Number(text) : null);

/** A date input's day as the rules take it (MM/DD/YYYY); anything else as typed, so it reads invalid. */
const sent = (day: string): string | null => (DAY.test(day) ? sendDayOf(day) : day.trim() || null);

function dayProblem(field: 'startDate' | 'endDate', v: CouponValues, env: CouponEnv): string | null {
  const { problems } = couponDayProblems({
    startDate: sent(v.startDate),
    endDate: sent(v.endDate),
    today: env.today,
    keepStart: env.keepStart,
  });
  const found = problems.find((p) => p.field === field);
  if (found) return problemText(found);
  // A running coupon may end earlier, never later.
  if (field === 'endDate' && env.endBy && DAY.test(v.endDate) && v.endDate > env.endBy)
    return problemText({ code: '32002', field });
  return null;
}

const values = (ctx: { values: Readonly<Record<string, unknown>> }) => ctx.values as unknown as CouponValues;

/**
 * The coupon form: each control's rules are the domain's (couponCodeProblem, couponDayProblems,
 * percentProblem, eanListProblems) with the spec's words. `mode` disables what may not change.
 */
export function couponForm(initial: CouponValues, env: CouponEnv, mode: CouponMode) {
  const locked = mode === 'ACTIVE' || mode === 'EXPIRED';
  const dayRules = (field: 'startDate' | 'endDate'): Rule[] => [
    required(),
    custom(field, (_v, ctx) => dayProblem(field, values(ctx), env)),
  ];
  return {
    couponCode: {
      label: 'coupon code',
      initial: initial.couponCode,
      disabled: locked,
      rules: [
        required(M.codeRequired),
        custom('couponCode', (v) => {
          const p = couponCodeProblem(String(v));
          return p ? problemText(p) : null;
        }),
      ],
    },
    promoKind: { label: 'kind of coupon', initial: initial.promoKind, disabled: locked, text: false },
    percentOff: {
      label: 'percent off',
      initial: initial.percentOff,
      disabled: locked,
      rules: [
        {
          name: 'required',
          required: true,
          check: (v: unknown, ctx) =>
            isEmptyValue(v) && takesPercent(values(ctx).promoKind) ? M.percentRequired : null,
        },
        custom('percentOff', (v, ctx) => {
          const p = percentProblem(values(ctx).promoKind, percentOf(String(v)) ?? Number.NaN);
          return p ? problemText(p) : null;
        }),
      ] satisfies Rule[],
    },
    startDate: {
      label: 'start date',
      initial: initial.startDate,
      disabled: locked,
      text: false,
      rules: dayRules('startDate'),
    },
    endDate: {
      label: 'end date',
      initial: initial.endDate,
      disabled: mode === 'EXPIRED',
      text: false,
      rules: dayRules('endDate'),
    },
    eanList: {
      label: 'titles',
      initial: initial.eanList,
      disabled: locked,
      text: false,
      rules: [
        required(M.eansRequired),
        custom('eanList', (v) => {
          const p = eanListProblems((v as CouponTitleRow[]).map((t) => t.ean))[0];
          return p ? problemText(p) : null;
        }),
      ],
    },
    redemptionLimit: {
      label: 'redemption limit',
      initial: initial.redemptionLimit,
      disabled: locked,
      rules: [
        custom('redemptionLimit', (v) => {
          const text = String(v).trim();
          const n = Number(text);
          return DIGITS.test(text) && n >= 1 && n <= 1_000_000 ? null : M.limitRange;
        }),
      ],
    },
    campaignLabel: {
      label: 'campaign label',
      initial: initial.campaignLabel,
      disabled: mode === 'EXPIRED',
      rules: [maxLength(COUPON_LABEL_MAX, M.labelTooLong)],
    },
  };
}

export const blankCoupon = (): CouponValues => ({
  couponCode: '',
  promoKind: 'X_PERCENT_OFF_COUPON',
  percentOff: '',
  startDate: '',
  endDate: '',
  eanList: [],
  redemptionLimit: '',
  campaignLabel: '',
});

/** A stored coupon as the form holds it. */
export function couponValues(c: Coupon): CouponValues {
  const known = new Map(c.titles.map((t) => [t.ean, t]));
  return {
    couponCode: c.couponCode,
    promoKind: c.promoKind,
    percentOff: c.percentOff === null ? '' : String(c.percentOff),
    startDate: promoDayOf(c.startDate) ?? '',
    endDate: promoDayOf(c.endDate) ?? '',
    eanList: c.eanList.map(
      (ean) => known.get(ean) ?? { ean, projectId: null, title: ean, listPrice: null, onSale: false },
    ),
    redemptionLimit: c.redemptionLimit === null ? '' : String(c.redemptionLimit),
    campaignLabel: c.campaignLabel ?? '',
  };
}

/** What submitCoupon is sent: days as MM/DD/YYYY, the EANs, numbers or null; `id` to change one. */
export function couponBody(v: CouponValues, id: string | null): CouponSubmitBody {
  const limit = v.redemptionLimit.trim();
  return {
    coupon: {
      ...(id ? { id } : {}),
      couponCode: v.couponCode.trim(),
      promoKind: v.promoKind,
      percentOff: takesPercent(v.promoKind) ? percentOf(v.percentOff) : null,
      startDate: sent(v.startDate),
      endDate: sent(v.endDate),
      eanList: v.eanList.map((t) => t.ean),
      redemptionLimit: limit === '' ? null : Number(limit),
      campaignLabel: v.campaignLabel.trim() || null,
    },
    couponIdAvailable: id !== null,
  };
}
