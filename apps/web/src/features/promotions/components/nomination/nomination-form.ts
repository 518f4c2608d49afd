import {
  checkNomination,
  type MercPromoType,
  type NominationCheck,
  type NominationField,
  type PromoDefinitionRules,
  type PromoTitle,
  promoDayOf,
  sendDayOf,
} from '@quire/domain';
import { custom, isEmptyValue } from '@quire/domain/forms/rules';
import type { Rule, RuleContext } from '@quire/domain/forms/types';
import type { PromoDefinition, PromoTitleRecord } from '../../api/nomination';

export type InputMode = 'TITLE' | 'EAN';

/** The form's values; days are 'YYYY-MM-DD' as the date inputs hold them. */
export interface NominationValues {
  inputMode: InputMode;
  /** The chosen eBook as the title search answered it. */
  title: PromoTitleRecord | null;
  ean: string;
  regularPrice: string;
  promoPrice: string;
  flexDate: boolean;
  startDate: string;
  endDate: string;
  additionalComments: string;
}

export interface NominationEnv {
  now: () => Date;
  isAdmin: boolean;
  /** Editing a request: stale dates say "future", and the request's own title is not held against it. */
  editing: { ean: string } | null;
}

/** What the rules read of a definition: its days as 'YYYY-MM-DD'. */
export function definitionRules(def: PromoDefinition): PromoDefinitionRules {
  return {
    mercPromoType: def.mercPromoType,
    start: promoDayOf(def.start),
    end: promoDayOf(def.end),
    fields: def.fields,
  };
}

/**
 * The title as the rules read it. A title with a pending request is not allowed again, except in
 * the edit of that very request.
 */
export function toPromoTitle(record: PromoTitleRecord, env: Pick<NominationEnv, 'editing'>): PromoTitle {
  return {
    ean: record.ean,
    title: record.title,
    listPrice: record.listPrice,
    publicationDate: promoDayOf(record.publicationDate),
    onSale: record.onSale,
    allowedForMerchPromo: record.allowedForMerchPromo === 'true' || env.editing?.ean === record.ean,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date input's day as the rules take it (MM/DD/YYYY); anything else as typed, so it reads Invalid. */
const sent = (day: string): string | null => (DAY.test(day) ? sendDayOf(day) : day.trim() || null);

/** Every rule of the nomination at once, with the server's words (packages/domain promotions). */
export function checkValues(
  values: NominationValues,
  type: MercPromoType,
  def: PromoDefinition,
  env: NominationEnv,
): NominationCheck {
  return checkNomination(
    {
      mercPromoType: type,
      ean: values.ean,
      promoPrice: values.promoPrice,
      startDate: sent(values.startDate),
      endDate: sent(values.endDate),
      flexDate: values.flexDate,
      additionalComments: values.additionalComments,
    },
    {
      now: env.now(),
      definition: definitionRules(def),
      title: values.title ? toPromoTitle(values.title, env) : null,
      isAdmin: env.isAdmin,
      inputMode: values.inputMode,
      editing: env.editing !== null,
    },
  );
}

/**
 * The form definition of one promotion: each control's rule is the domain's check of the whole
 * nomination, read for that control's field, so a start change re-checks the end and a new title
 * re-checks the promo price. A missing value is a required error (shown once committed).
 */
export function nominationForm(def: PromoDefinition, env: NominationEnv, initial: NominationValues) {
  const type = def.mercPromoType;
  const problem = (field: NominationField, ctx: RuleContext) => {
    const check = checkValues(ctx.values as unknown as NominationValues, type, def, env);
    return check.ok ? null : (check.problems.find((p) => p.field === field)?.message ?? null);
  };
  const rules = (field: NominationField): Rule[] => [
    {
      name: 'required',
      required: true,
      check: (value, ctx) => (isEmptyValue(value) ? problem(field, ctx) : null),
    },
    custom('promotion', (_value, ctx) => problem(field, ctx)),
  ];
  return {
    inputMode: { label: 'input mode', initial: initial.inputMode, text: false },
    title: { label: 'title', initial: initial.title, text: false },
    ean: { label: 'EAN', initial: initial.ean, text: false, rules: rules('ean') },
    regularPrice: {
      label: 'regular price',
      initial: initial.regularPrice,
      text: false,
      rules: rules('regularPrice'),
    },
    promoPrice: { label: 'promo price', initial: initial.promoPrice, rules: rules('promoPrice') },
    flexDate: { label: 'flexible on date', initial: initial.flexDate },
    startDate: { label: 'start date', initial: initial.startDate, text: false, rules: rules('startDate') },
    endDate: { label: 'end date', initial: initial.endDate, text: false, rules: rules('endDate') },
    additionalComments: {
      label: 'additional details',
      initial: initial.additionalComments,
      rules: rules('additionalComments'),
    },
  };
}

/** A typed promo price with two decimals ('2.5' → '2.50', '.99' → '0.99'); other text unchanged. */
export function twoDecimals(text: string): string {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return text;
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  return `${whole}.${(m[2] ?? '').padEnd(2, '0')}`;
}
