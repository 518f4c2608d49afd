/**
 * The rules of a nomination (spec 2 §5), once for the form and the server: the web shows each
 * problem on its field as the person types; the server refuses a request that skipped the form
 * with the same words. Money is exact (decimal.js).
 */
import Decimal from 'decimal.js';
import {
  addDays,
  dayOfWeek,
  earliestPromoStart,
  freeFridayWindow,
  impliedPromoEnd,
  presentsWindow,
  promoDayOf,
  promoEndRange,
  sendDayOf,
} from './dates';
import { PROMO_MESSAGES as M } from './messages';
import {
  ADDITIONAL_COMMENTS_MAX,
  type MercPromoType,
  PROMO_FORM_LAYOUTS,
  PROMO_PRICE_PATTERN,
  TEMPLATE_3_YEAR,
} from './types';

/** A field of a promotion definition (spec 2 §3): ean, regularPrice, promoPrice, additionalComments. */
export interface PromoDefinitionField {
  name: string;
  type: string;
  min: string | null;
  max: string | null;
}

/** What the rules read of a definition. Days are 'YYYY-MM-DD'. */
export interface PromoDefinitionRules {
  mercPromoType: MercPromoType;
  start: string | null;
  end: string | null;
  fields: readonly PromoDefinitionField[];
}

/** The title being nominated, as the server (or the title search) knows it. */
export interface PromoTitle {
  ean: string;
  title: string;
  listPrice: string | null;
  /** 'YYYY-MM-DD' or null. */
  publicationDate: string | null;
  onSale: boolean;
  /** false while the title has an active or pending nomination (spec 2 §3 "allowedForMerchPromo"). */
  allowedForMerchPromo: boolean;
}

export interface NominationInput {
  mercPromoType: MercPromoType;
  ean: string | null;
  promoPrice: string | null;
  startDate: string | null;
  endDate: string | null;
  flexDate: boolean;
  additionalComments: string | null;
}

export interface NominationContext {
  now: Date;
  definition: PromoDefinitionRules;
  /** null: no on-sale eBook of the account (any account's, for an administrator) has the EAN. */
  title: PromoTitle | null;
  isAdmin: boolean;
  /** How the book was chosen: the messages differ (spec 2 §5). */
  inputMode?: 'TITLE' | 'EAN';
  /** Editing a request whose dates were accepted before: stale dates say "future" (spec 2 §5). */
  editing?: boolean;
}

export type NominationField =
  | 'ean'
  | 'regularPrice'
  | 'promoPrice'
  | 'startDate'
  | 'endDate'
  | 'additionalComments';

export interface NominationProblem {
  field: NominationField;
  message: string;
}

export interface CheckedNomination {
  ean: string;
  regularPrice: string | null;
  /** 2 decimals; '0.00' for free-Friday; null for types without a price. */
  promoPrice: string | null;
  /** 'YYYY-MM-DD'; null when flexible or the type takes no dates. */
  start: string | null;
  end: string | null;
  flexDate: boolean;
  additionalComments: string;
}

export type NominationCheck =
  | { ok: true; value: CheckedNomination; warnings: NominationProblem[] }
  | { ok: false; problems: NominationProblem[]; warnings: NominationProblem[] };

/** The definition's limits of a field, or nulls. */
export function fieldLimits(def: Pick<PromoDefinitionRules, 'fields'>, name: string) {
  const f = def.fields.find((x) => x.name === name);
  return { min: f?.min ?? null, max: f?.max ?? null };
}

const dec = (v: string) => new Decimal(v);
const show = (v: string) => dec(v).toFixed(2);

/** "$.99"-style money in messages keeps the spec's spelling; definition limits print with 2 decimals. */
function isMoney(v: string | null | undefined): v is string {
  return typeof v === 'string' && v.trim() !== '' && PROMO_PRICE_PATTERN.test(v.trim()) && v.trim() !== '.';
}

/** The regular (list) price problems of a title for a type (spec 2 §5 "Regular (list) price"). */
export function regularPriceProblems(
  type: MercPromoType,
  def: Pick<PromoDefinitionRules, 'fields'>,
  listPrice: string | null,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (listPrice === null) return { problems, warnings };
  const price = dec(listPrice);
  const { min, max } = fieldLimits(def, 'regularPrice');
  if (min !== null && price.lt(dec(min))) problems.push(M.listPriceMin(show(min)));
  if (max !== null && price.gt(dec(max))) problems.push(M.listPriceMax(show(max)));
  if (!price.isZero()) {
    if ((type === 'TEMPLATE_1' || type === 'TEMPLATE_2') && price.lte('0.98'))
      warnings.push(M.listPriceMin('0.99'));
    if (type === 'NOOK_HAUL' && price.lte('4.99')) warnings.push(M.listPriceMin('4.99'));
  }
  if (price.isZero()) warnings.push(M.freeTitle);
  return { problems, warnings };
}

/** The promo price's first problem for a type, given the title's regular price (spec 2 §5 "Promo price"). */
export function promoPriceProblem(
  type: MercPromoType,
  def: Pick<PromoDefinitionRules, 'fields'>,
  promoPrice: string | null,
  regularPrice: string | null,
): string | null {
  if (!PROMO_FORM_LAYOUTS[type].price) return null;
  const text = promoPrice?.trim() ?? '';
  if (text === '') return M.promoPriceMissing;
  if (!isMoney(text)) return M.pattern;
  const p = dec(text);
  const half = regularPrice !== null ? dec(regularPrice).div(2) : null;
  switch (type) {
    case 'UNDER_2_99':
      if (!(p.isZero() || (p.gte('0.99') && p.lte('2.99')))) return M.under299;
      break;
    case 'NOOK_DAILY_FIND':
    case 'NOOK_HAUL':
    case 'TEMPLATE_3':
      if (p.lt('0.99')) return type === 'TEMPLATE_3' ? M.template3Minimum : M.minimum99;
      if (half && p.gt(half)) return M.halfOff;
      break;
    case 'NOOK_DAILY_ROMANCE':
      if (half && p.gt(half)) return M.halfOff;
      break;
    case 'TEMPLATE_1':
    case 'TEMPLATE_2':
      if (p.lt('0.99') || p.gt('4.99')) return M.templates12;
      break;
    default:
      break;
  }
  const { min, max } = fieldLimits(def, 'promoPrice');
  if (min !== null && p.lt(dec(min))) return M.promoPriceMin(show(min));
  if (max !== null && p.gt(dec(max))) return M.promoPriceMax(show(max));
  if (regularPrice !== null && !dec(regularPrice).isZero() && p.gte(dec(regularPrice)))
    return M.notBelowRegular;
  return null;
}

/** The start date's first problem (spec 2 §5 "Dates"); `start` is 'YYYY-MM-DD' or null. */
export function startDateProblem(
  type: MercPromoType,
  start: string | null,
  opts: { now: Date; flexDate: boolean; editing?: boolean },
): string | null {
  const mode = PROMO_FORM_LAYOUTS[type].dates;
  if (mode === 'PUBLICATION') return null;
  if ((mode === 'RANGE' || mode === 'WEEKEND') && opts.flexDate) return null;
  if (!start) return M.startRequired;
  if (mode === 'WEEKEND') {
    if (dayOfWeek(start) !== 5) return M.dayOfWeek;
    const { first, last } = freeFridayWindow(opts.now);
    return start < first || start > last ? M.freeFriday : null;
  }
  const earliest = earliestPromoStart(opts.now);
  if (start < earliest) return opts.editing ? M.futureStart : M.orLater(sendDayOf(earliest));
  return null;
}

/** The end date's first problem, given a valid start (spec 2 §5 "Dates"). */
export function endDateProblem(
  type: MercPromoType,
  start: string | null,
  end: string | null,
  opts: { now: Date; flexDate: boolean; editing?: boolean },
): string | null {
  const mode = PROMO_FORM_LAYOUTS[type].dates;
  if (mode === 'PUBLICATION' || mode === 'START' || mode === 'WEEKEND') return null;
  if (mode === 'RANGE' && opts.flexDate) return null;
  if (!end) return M.endRequired;
  if (opts.editing && end <= addDays(earliestPromoStart(opts.now), -1)) return M.futureEnd;
  if (!start) return null;
  const range = promoEndRange(type, start);
  if (!range) return null;
  if (end < range.min) return M.orLater(sendDayOf(range.min));
  if (end > range.max) return M.orEarlier(sendDayOf(range.max));
  return null;
}

/** The title's problem for the type: template 3's year and the presents-type window. */
export function titleProblem(
  type: MercPromoType,
  def: Pick<PromoDefinitionRules, 'start' | 'end'>,
  title: Pick<PromoTitle, 'publicationDate'>,
  inputMode: 'TITLE' | 'EAN',
): string | null {
  const year = title.publicationDate ? Number(title.publicationDate.slice(0, 4)) : null;
  if (type === 'TEMPLATE_3' && year !== TEMPLATE_3_YEAR)
    return inputMode === 'EAN' ? M.template3Ean : M.template3Title;
  if (type === 'BNPRESS_PRESENTS') {
    const w = presentsWindow(def);
    const d = title.publicationDate;
    if (w && (!d || d < w.from || d > w.to)) return M.presentsWindow(sendDayOf(w.from), sendDayOf(w.to));
  }
  return null;
}

/**
 * Every rule of a nomination at once: the problems on their fields (the first of each), warnings that
 * do not block (a free title, the template and haul list-price notes), and the checked value.
 */
export function checkNomination(input: NominationInput, ctx: NominationContext): NominationCheck {
  const type = input.mercPromoType;
  const layout = PROMO_FORM_LAYOUTS[type];
  const mode = ctx.inputMode ?? 'EAN';
  const problems: NominationProblem[] = [];
  const warnings: NominationProblem[] = [];
  const ean = input.ean?.trim() ?? '';
  const title = ctx.title;

  if (ean === '') problems.push({ field: 'ean', message: mode === 'EAN' ? M.eanRequired : M.titleRequired });
  else if (!/^\d+$/.test(ean)) problems.push({ field: 'ean', message: M.numbersOnly });
  else {
    const eanMax = fieldLimits(ctx.definition, 'ean').max;
    if (eanMax !== null && ean.length > Number(eanMax))
      problems.push({ field: 'ean', message: M.maxLength(Number(eanMax)) });
    else if (!title?.onSale || title.ean !== ean)
      problems.push({ field: 'ean', message: mode === 'EAN' ? M.eanInvalid : M.titleInvalid });
    else if (!ctx.isAdmin && !title.allowedForMerchPromo)
      problems.push({ field: 'ean', message: M.notAllowed });
    else {
      const tp = titleProblem(type, ctx.definition, title, mode);
      if (tp) problems.push({ field: 'ean', message: tp });
    }
  }

  const regular = title?.ean === ean ? title.listPrice : null;
  if (title && title.ean === ean) {
    const r = regularPriceProblems(type, ctx.definition, regular);
    if (r.problems[0]) problems.push({ field: 'regularPrice', message: r.problems[0] });
    for (const w of r.warnings) warnings.push({ field: 'regularPrice', message: w });
  }

  const pp = promoPriceProblem(type, ctx.definition, input.promoPrice, regular);
  if (pp) problems.push({ field: 'promoPrice', message: pp });

  const flexible = layout.dates === 'RANGE' || layout.dates === 'WEEKEND' ? input.flexDate : false;
  const takesDates = layout.dates !== 'PUBLICATION' && !flexible;
  const start = takesDates ? promoDayOf(input.startDate) : null;
  // A one-day or weekend end follows from the start; without a start there is no end to imply.
  const implied = start ? impliedPromoEnd(type, start) : null;
  const end = takesDates ? (implied ?? promoDayOf(input.endDate)) : null;
  const opts = { now: ctx.now, flexDate: flexible, editing: ctx.editing ?? false };
  if (takesDates && input.startDate && !start) problems.push({ field: 'startDate', message: M.invalidDate });
  else {
    const sp = startDateProblem(type, start, opts);
    if (sp) problems.push({ field: 'startDate', message: sp });
  }
  const fixedEnd = layout.dates === 'START' || layout.dates === 'WEEKEND';
  if (takesDates && !fixedEnd && input.endDate && !promoDayOf(input.endDate))
    problems.push({ field: 'endDate', message: M.invalidDate });
  else {
    const ep = endDateProblem(type, start, end, opts);
    if (ep) problems.push({ field: 'endDate', message: ep });
  }

  const comments = (input.additionalComments ?? '').trim();
  const commentsMax = Number(
    fieldLimits(ctx.definition, 'additionalComments').max ?? ADDITIONAL_COMMENTS_MAX,
  );
  if (comments.length > commentsMax)
    problems.push({ field: 'additionalComments', message: M.maxLength(commentsMax) });

  if (problems.length > 0) return { ok: false, problems, warnings };
  return {
    ok: true,
    warnings,
    value: {
      ean,
      regularPrice: regular,
      promoPrice: layout.price
        ? dec((input.promoPrice as string).trim()).toFixed(2)
        : layout.dates === 'WEEKEND'
          ? '0.00'
          : null,
      start: takesDates ? start : null,
      end: takesDates && start ? (impliedPromoEnd(type, start) ?? end) : null,
      flexDate: flexible,
      additionalComments: comments,
    },
  };
}
