import {
  AppError,
  PROMO_MESSAGES as M,
  type MercPromoType,
  type PromoDefinition,
  type PromoDefinitionRules,
  promoDayOf,
  type promoDefinitionInputSchema,
  sendDayOf,
} from '@quire/domain';
import type { z } from 'zod';
import { sanitizeRichText } from '../projects';
import type { NewPromoDefinitionRow, PromoDefinitionRow } from './promotions.tables';

/** A definition as the API answers it, and an administrator's definition checked into columns (promotion-update). */
export type PromoDefinitionInput = z.output<typeof promoDefinitionInputSchema>;

/** The form fields a definition may limit, and whether their limits are lengths (whole numbers). */
const FIELD_NAMES: Readonly<Record<string, 'length' | 'money'>> = {
  ean: 'length',
  regularPrice: 'money',
  promoPrice: 'money',
  additionalComments: 'length',
};
const FIELD_TYPES = ['TEXT', 'NUMBER', 'MONEY'];
const LENGTH = /^\d{1,5}$/;
const MONEY = /^\d{1,5}(\.\d{1,2})?$/;

/** The day labels of the spec's required message ("Please enter the {label}."). */
const DAY_FIELDS = [
  ['submitBy', 'Submit By Date'],
  ['start', 'Start Date'],
  ['end', 'End Date'],
  ['promoStartDisplayDate', 'Display Start Date'],
  ['promoEndDisplayDate', 'Display End Date'],
] as const;
type DayField = (typeof DAY_FIELDS)[number][0];

const sent = (day: string | null) => (day ? sendDayOf(day) : null);
export const isMonthly = (row: Pick<PromoDefinitionRow, 'startDay' | 'endDay'>) =>
  row.startDay !== null || row.endDay !== null;
/** Pipe-separated lines, each trimmed, empty ones dropped. */
const lines = (text: string) =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('|');

/** A definition as the API answers it (days MM/DD/YYYY). */
export function toPromoDefinition(row: PromoDefinitionRow, nominations = 0): PromoDefinition {
  return {
    id: row.id,
    mercPromoType: row.mercPromoType as MercPromoType,
    merchPromoName: row.name,
    copy: row.copy,
    kind: isMonthly(row) ? 'MONTHLY' : 'STANDARD',
    submitBy: sent(row.submitBy),
    start: sent(row.startDay),
    end: sent(row.endDay),
    promoStartDisplayDate: sent(row.displayStart),
    promoEndDisplayDate: sent(row.displayEnd),
    position: row.position,
    rules: row.rules,
    links: row.links,
    fields: row.fields.map((f) => ({ name: f.name, type: f.type, min: f.min, max: f.max })),
    adminOnly: row.adminOnly,
    nominations,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the nomination rules read of a definition (days 'YYYY-MM-DD'). */
export function rulesOf(row: PromoDefinitionRow): PromoDefinitionRules {
  return {
    mercPromoType: row.mercPromoType as MercPromoType,
    start: row.startDay,
    end: row.endDay,
    fields: row.fields,
  };
}

type Problem = { field: string; message: string };

function refuse(problems: Problem[], prefix: string): never {
  throw new AppError(
    problems.map((p) => ({ code: 'VALIDATION', description: p.message, field: `${prefix}${p.field}` })),
  );
}

/**
 * Checks an administrator's definition and answers its columns: a monthly definition (one with a
 * start or an end) needs every day in order; a standard one has none; fields are the four the form
 * knows, each once, with numeric limits, min not above max; the copy goes through the rich-text
 * allow-list. Fields of the problems start with `prefix` (the body's "promotion.", as the schema's do).
 */
export function checkDefinitionInput(
  input: PromoDefinitionInput,
  prefix = '',
): Omit<NewPromoDefinitionRow, 'createdAt' | 'updatedAt' | 'updatedBy'> {
  const problems: Problem[] = [];
  const days = {} as Record<DayField, string | null>;
  for (const [field] of DAY_FIELDS) {
    const text = input[field]?.trim() ?? '';
    const day = text === '' ? null : promoDayOf(text);
    if (text !== '' && !day) problems.push({ field, message: M.invalidDate });
    days[field] = day;
  }
  const given = (f: DayField) => (input[f]?.trim() ?? '') !== '';
  const monthly = given('start') || given('end');
  if (monthly) {
    for (const [field, label] of DAY_FIELDS)
      if (!given(field)) problems.push({ field, message: M.required(label) });
    const { submitBy, start, end, promoStartDisplayDate: from, promoEndDisplayDate: to } = days;
    if (start && end && end < start) problems.push({ field: 'end', message: M.orLater(sendDayOf(start)) });
    if (submitBy && start && submitBy > start)
      problems.push({ field: 'submitBy', message: M.orEarlier(sendDayOf(start)) });
    if (from && to && to < from)
      problems.push({ field: 'promoEndDisplayDate', message: M.orLater(sendDayOf(from)) });
  } else {
    for (const [field] of DAY_FIELDS)
      if (given(field)) problems.push({ field, message: M.standardHasNoDates });
  }

  const seen = new Set<string>();
  input.fields.forEach((f, i) => {
    const kind = FIELD_NAMES[f.name];
    if (!kind || seen.has(f.name)) {
      problems.push({ field: `fields.${i}.name`, message: M.definitionFieldName });
      return;
    }
    seen.add(f.name);
    if (!FIELD_TYPES.includes(f.type)) problems.push({ field: `fields.${i}.type`, message: M.pattern });
    const pattern = kind === 'length' ? LENGTH : MONEY;
    for (const key of ['min', 'max'] as const) {
      const v = f[key]?.trim() ?? '';
      if (v !== '' && !pattern.test(v))
        problems.push({ field: `fields.${i}.${key}`, message: M.numbersOnly });
    }
    const min = f.min?.trim() ?? '';
    const max = f.max?.trim() ?? '';
    if (pattern.test(min) && pattern.test(max) && Number(min) > Number(max))
      problems.push({ field: `fields.${i}.max`, message: M.notWithinRange });
  });
  if (problems.length > 0) refuse(problems, prefix);

  return {
    mercPromoType: input.mercPromoType,
    name: input.merchPromoName.trim(),
    copy: sanitizeRichText(input.copy) ?? '',
    submitBy: days.submitBy,
    startDay: days.start,
    endDay: days.end,
    displayStart: days.promoStartDisplayDate,
    displayEnd: days.promoEndDisplayDate,
    position: input.position,
    rules: lines(input.rules),
    links: lines(input.links),
    fields: input.fields.map((f) => ({
      name: f.name,
      type: f.type,
      min: f.min?.trim() || null,
      max: f.max?.trim() || null,
    })),
    adminOnly: input.adminOnly,
  };
}
