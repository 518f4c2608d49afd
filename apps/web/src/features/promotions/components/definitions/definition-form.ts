import {
  displayDayOf,
  isTemplateType,
  PROMO_MESSAGES as M,
  MERC_PROMO_TYPES,
  type MercPromoType,
  promoDayOf,
  sendDayOf,
} from '@quire/domain';
import { emptyPassingRule, maxLength, required } from '@quire/domain/forms/rules';
import type { RuleContext } from '@quire/domain/forms/types';
import type { DefinitionInput, PromoDefinition } from '../../api/definitions';
import { type DefinitionsMessageKey, definitionsText } from './messages';

/**
 * The definition form's values and rules, and the way back to promotion-update's payload: the
 * loaded definition with the edits, so a definition sent back unchanged is the one that was read.
 */

export const FIELD_NAMES = ['ean', 'regularPrice', 'promoPrice', 'additionalComments'] as const;
export const FIELD_TYPES = ['TEXT', 'NUMBER', 'MONEY'] as const;
/** The type a new row of each field starts with. */
const TYPE_OF: Record<(typeof FIELD_NAMES)[number], (typeof FIELD_TYPES)[number]> = {
  ean: 'TEXT',
  regularPrice: 'MONEY',
  promoPrice: 'MONEY',
  additionalComments: 'TEXT',
};

export const DATE_CONTROLS = [
  'submitBy',
  'start',
  'end',
  'promoStartDisplayDate',
  'promoEndDisplayDate',
] as const;
export type DateControl = (typeof DATE_CONTROLS)[number];

type Field = PromoDefinition['fields'][number];

/** One row of the fields table as typed ('' for no limit); `source` is the row as loaded. */
export interface FieldRow {
  key: string;
  name: string;
  type: string;
  min: string;
  max: string;
  source?: Field;
}

let rowCount = 0;
const rowKey = () => `row-${++rowCount}`;

export function rowOf(field: Field): FieldRow {
  return {
    key: rowKey(),
    name: field.name,
    type: field.type,
    min: field.min ?? '',
    max: field.max ?? '',
    source: field,
  };
}

/** A new row: the first field name not yet listed, with its usual type. */
export function newRow(rows: readonly FieldRow[]): FieldRow {
  const name = FIELD_NAMES.find((n) => !rows.some((r) => r.name === n)) ?? FIELD_NAMES[0];
  return { key: rowKey(), name, type: TYPE_OF[name], min: '', max: '' };
}

/** Rules and links travel as one string separated by '|'; the form shows one a line. */
export const linesOf = (piped: string): string => (piped ? piped.split('|').join('\n') : '');
export const pipedOf = (lines: string): string =>
  lines
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join('|');

/** 'MM/DD/YYYY' as the date input holds it ('YYYY-MM-DD'), '' for none. */
const inputDay = (sent: string | null | undefined) => promoDayOf(sent) ?? '';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The day the message names as the lists show days (MMM DD, YYYY, spec 2 §9).
const words = (key: DefinitionsMessageKey, day: string) => definitionsText(key, { date: displayDayOf(day) });

/** This day is on or before another control's day (either empty: nothing to compare). */
const onOrBefore = (other: DateControl, key: DefinitionsMessageKey) =>
  emptyPassingRule('onOrBefore', (value: unknown, ctx: RuleContext) => {
    const day = String(value ?? '');
    const bound = String(ctx.values[other] ?? '');
    if (!DAY.test(day)) return M.invalidDate;
    return DAY.test(bound) && day > bound ? words(key, bound) : null;
  });

const aDay = emptyPassingRule('day', (value: unknown) => (DAY.test(String(value)) ? null : M.invalidDate));

export function definitionForm(loaded: PromoDefinition | undefined) {
  return {
    mercPromoType: {
      label: definitionsText('form.type'),
      initial: (loaded?.mercPromoType ?? MERC_PROMO_TYPES[0]) as string,
      rules: [required()],
    },
    merchPromoName: {
      label: 'Promotion Name',
      initial: loaded?.merchPromoName ?? '',
      rules: [required(M.required('Promotion Name')), maxLength(120)],
    },
    copy: { label: 'copy', initial: loaded?.copy ?? '', rules: [maxLength(4000)] },
    kind: { label: 'kind', initial: (loaded?.kind ?? 'MONTHLY') as string, rules: [required()] },
    submitBy: {
      label: 'submit-by day',
      initial: inputDay(loaded?.submitBy),
      rules: [
        required(definitionsText('rule.submitByRequired')),
        onOrBefore('start', 'rule.submitByAfterStart'),
      ],
    },
    start: {
      label: 'start date',
      initial: inputDay(loaded?.start),
      rules: [required(definitionsText('rule.startRequired')), onOrBefore('end', 'rule.startAfterEnd')],
    },
    end: {
      label: 'end date',
      initial: inputDay(loaded?.end),
      rules: [required(definitionsText('rule.endRequired')), aDay],
    },
    promoStartDisplayDate: {
      label: 'listed-from day',
      initial: inputDay(loaded?.promoStartDisplayDate),
      rules: [onOrBefore('promoEndDisplayDate', 'rule.displayStartAfterEnd')],
    },
    promoEndDisplayDate: {
      label: 'listed-until day',
      initial: inputDay(loaded?.promoEndDisplayDate),
      rules: [aDay],
    },
    rules: { label: 'rules', initial: linesOf(loaded?.rules ?? ''), text: false, rules: [maxLength(4000)] },
    links: { label: 'links', initial: linesOf(loaded?.links ?? ''), text: false, rules: [maxLength(2000)] },
    position: {
      label: 'position',
      initial: loaded?.position === null || loaded?.position === undefined ? '' : String(loaded.position),
      rules: [
        emptyPassingRule('integer', (v: unknown) =>
          /^-?\d{1,9}$/.test(String(v)) ? null : definitionsText('rule.position'),
        ),
      ],
    },
    adminOnly: { label: 'administrators only', initial: loaded?.adminOnly ?? false },
  };
}

export type DefinitionValues = {
  [K in keyof ReturnType<typeof definitionForm>]: ReturnType<typeof definitionForm>[K]['initial'];
};

export const isMercPromoType = (v: string): v is MercPromoType =>
  (MERC_PROMO_TYPES as readonly string[]).includes(v);

const LIMIT = /^\d{1,7}(\.\d{1,2})?$/;

/** Each row's problems by column: names listed once, limits as numbers, the minimum not above the maximum. */
export function rowProblems(
  rows: readonly FieldRow[],
): Record<string, Partial<Record<'name' | 'min' | 'max', string>>> {
  const out: Record<string, Partial<Record<'name' | 'min' | 'max', string>>> = {};
  const seen = new Set<string>();
  for (const r of rows) {
    const p: Partial<Record<'name' | 'min' | 'max', string>> = {};
    if (seen.has(r.name) || !(FIELD_NAMES as readonly string[]).includes(r.name))
      p.name = M.definitionFieldName;
    seen.add(r.name);
    const min = r.min.trim();
    const max = r.max.trim();
    if (min && !LIMIT.test(min)) p.min = definitionsText('rule.limit');
    if (max && !LIMIT.test(max)) p.max = definitionsText('rule.limit');
    else if (min && max && !p.min && Number(min) > Number(max)) p.max = definitionsText('rule.limitOrder');
    if (Object.keys(p).length) out[r.key] = p;
  }
  return out;
}

/** A day to send: the loaded text when the day is unchanged, else MM/DD/YYYY; null for none. */
function sentDay(value: string, loaded: string | null | undefined): string | null {
  if (!value) return null;
  return loaded && promoDayOf(loaded) === value ? loaded : sendDayOf(value);
}

function sentField(row: FieldRow): Field {
  const field = { name: row.name, type: row.type, min: row.min.trim() || null, max: row.max.trim() || null };
  const s = row.source;
  return s &&
    s.name === field.name &&
    s.type === field.type &&
    (s.min ?? null) === field.min &&
    (s.max ?? null) === field.max
    ? s
    : field;
}

/**
 * promotion-update's payload: the loaded definition (id, counts and all) with the form's values
 * over it. A text sent back as loaded keeps its exact form; a standard promotion has no dates, and
 * only a template type has a position.
 */
export function definitionInput(
  loaded: PromoDefinition | undefined,
  v: DefinitionValues,
  rows: readonly FieldRow[],
): DefinitionInput {
  const monthly = v.kind === 'MONTHLY';
  const type = isMercPromoType(v.mercPromoType) ? v.mercPromoType : MERC_PROMO_TYPES[0];
  const day = (c: DateControl) => (monthly ? sentDay(v[c], loaded?.[c]) : null);
  const piped = (c: 'rules' | 'links') => (loaded && v[c] === linesOf(loaded[c]) ? loaded[c] : pipedOf(v[c]));
  return {
    ...loaded,
    mercPromoType: type,
    merchPromoName:
      loaded && v.merchPromoName === loaded.merchPromoName.trim()
        ? loaded.merchPromoName
        : v.merchPromoName.trim(),
    copy: v.copy,
    kind: monthly ? 'MONTHLY' : 'STANDARD',
    submitBy: day('submitBy'),
    start: day('start'),
    end: day('end'),
    promoStartDisplayDate: day('promoStartDisplayDate'),
    promoEndDisplayDate: day('promoEndDisplayDate'),
    rules: piped('rules'),
    links: piped('links'),
    fields: rows.map(sentField),
    position: isTemplateType(type) && v.position.trim() !== '' ? Number(v.position) : null,
    adminOnly: v.adminOnly,
  };
}

/**
 * A server field key as the form names it: zod keys it under the body ("promotion.start"), the
 * service by the field alone. A row's key stays "fields.{i}.{column}".
 */
export const formKeyOf = (field: string): string => field.replace(/^promotion\./, '');
