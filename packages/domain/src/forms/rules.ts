import { PASSWORD_MESSAGES, passwordProblem } from '../accounts/password';
import type { DomainMessageKey } from '../i18n/messages/en-US';
import type { MessageParams } from '../i18n/translator';
import type { Rule, RuleContext } from './types';

/**
 * A rule's message: a text used verbatim, or a domain message key (with params) that the form's
 * translator renders, so the message follows the form's locale.
 */
export type RuleMessage = string | { key: DomainMessageKey; params?: MessageParams };

/** @internal The rule message, or the default key's words (date-rules.ts uses it too). */
export function ruleMessage(
  message: RuleMessage | undefined,
  ctx: RuleContext,
  key: DomainMessageKey,
  params?: MessageParams,
) {
  if (message === undefined) return ctx.t(key, params);
  return typeof message === 'string' ? message : ctx.t(message.key, message.params);
}

/**
 * Rule builders for spec 1 §5 / spec 2 §8 / spec 3 §5. Every builder takes an optional message
 * that replaces the default (used verbatim). Apart from the required rules, a rule passes an
 * empty value: emptiness is the required rule's job.
 */

/** Empty: null, undefined, NaN, a string of only whitespace, an empty array, or false (an unticked box). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : String(value).length;
}

/** @internal A rule that skips empty values (date-rules.ts uses it too). */
export function emptyPassingRule(
  name: string,
  check: (value: unknown, ctx: RuleContext) => string | null,
): Rule {
  return { name, check: (value, ctx) => (isEmptyValue(value) ? null : check(value, ctx)) };
}

/** Required: 'Please enter the {label}.' by default. */
export function required(message?: RuleMessage): Rule {
  return {
    name: 'required',
    required: true,
    check: (value, ctx) =>
      isEmptyValue(value) ? ruleMessage(message, ctx, 'form.required', { label: ctx.label }) : null,
  };
}

/** Required even while the control is disabled. */
export function requiredAllTheTime(message?: RuleMessage): Rule {
  return { ...required(message), name: 'requiredAllTheTime', whenDisabled: true };
}

/** The same rule, run only once the control is committed. */
export function commitOnly(inner: Rule): Rule {
  return { ...inner, commitOnly: true };
}

/**
 * The number a control holds, read as toDecimal reads amounts (commas allowed), without loading
 * decimal.js: min/max compare numbers, and every form in the browser uses these rules.
 */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : null;
}

/** Minimum value (inclusive): 'Must be {min} or more'. */
export function min(limit: number, message?: RuleMessage): Rule {
  return emptyPassingRule('min', (value, ctx) => {
    const n = numberOf(value);
    if (n === null) return ctx.t('form.number');
    return n < limit ? ruleMessage(message, ctx, 'form.min', { min: limit }) : null;
  });
}

/** Maximum value (inclusive): 'Must be {max} or less'. */
export function max(limit: number, message?: RuleMessage): Rule {
  return emptyPassingRule('max', (value, ctx) => {
    const n = numberOf(value);
    if (n === null) return ctx.t('form.number');
    return n > limit ? ruleMessage(message, ctx, 'form.max', { max: limit }) : null;
  });
}

/** Minimum length: 'Min Length n'. */
export function minLength(n: number, message?: RuleMessage): Rule {
  return emptyPassingRule('minLength', (value, ctx) =>
    lengthOf(value) < n ? ruleMessage(message, ctx, 'form.minLength', { n }) : null,
  );
}

/** Maximum length: 'Max Length n'. */
export function maxLength(n: number, message?: RuleMessage): Rule {
  return emptyPassingRule('maxLength', (value, ctx) =>
    lengthOf(value) > n ? ruleMessage(message, ctx, 'form.maxLength', { n }) : null,
  );
}

/** The whole value must match the pattern (anchored like an HTML pattern attribute); default 'Invalid'. */
export function pattern(re: RegExp | string, message?: RuleMessage): Rule {
  const source = typeof re === 'string' ? re : re.source;
  const flags = typeof re === 'string' ? '' : re.flags.replace(/[gy]/g, '');
  const anchored = new RegExp(`^(?:${source})$`, flags);
  return emptyPassingRule('pattern', (value, ctx) =>
    anchored.test(String(value)) ? null : ruleMessage(message, ctx, 'form.pattern'),
  );
}

/** Reference to another control of the same form. */
export interface ControlRef {
  control: string;
}

function same(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.trim() === b.trim() : Object.is(a, b);
}

/** Not equal to a value, or to another control's value. */
export function notEqual(other: ControlRef | string | number, message?: RuleMessage): Rule {
  return emptyPassingRule('notEqual', (value, ctx) => {
    if (typeof other === 'object') {
      const theirs = ctx.values[other.control];
      if (isEmptyValue(theirs) || !same(value, theirs)) return null;
      return ruleMessage(message, ctx, 'form.notEqualControl', { other: ctx.labelOf(other.control) });
    }
    return same(value, typeof value === 'string' ? String(other) : other)
      ? ruleMessage(message, ctx, 'form.notEqual')
      : null;
  });
}

/** Must equal another control's value (a confirm field). */
export function mustMatch(control: string, message?: RuleMessage): Rule {
  return emptyPassingRule('mustMatch', (value, ctx) =>
    same(value, ctx.values[control])
      ? null
      : ruleMessage(message, ctx, 'form.mustMatch', { other: ctx.labelOf(control) }),
  );
}

/** Digits only: 'Please enter numbers only in this field.' */
export function digitsOnly(message?: RuleMessage): Rule {
  return emptyPassingRule('digitsOnly', (value, ctx) =>
    /^\d+$/.test(asText(value)) ? null : ruleMessage(message, ctx, 'form.digitsOnly'),
  );
}

/** A decimal number with at most `places` decimals (2 by default). */
export function decimal(places = 2, message?: RuleMessage): Rule {
  const re = new RegExp(`^[-+]?(\\d+(\\.\\d{0,${places}})?|\\.\\d{1,${places}})$`);
  return emptyPassingRule('decimal', (value, ctx) => {
    const text = typeof value === 'number' ? String(value) : asText(value);
    return re.test(text) ? null : ruleMessage(message, ctx, 'form.decimal', { places });
  });
}

/** A plain decimal number as an exact scaled integer (no binary floating point): "0.99" → 99n at 2 places. */
function scaled(text: string, places: number): bigint | null {
  const m = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m || (m[2] === '' && !m[3])) return null;
  const frac = (m[3] ?? '').padEnd(places, '0');
  if (frac.length > places && /[1-9]/.test(frac.slice(places))) return null;
  const value = BigInt(`${m[2] || '0'}${frac.slice(0, places)}`);
  return m[1] === '-' ? -value : value;
}

/** Decimal places of a number's shortest text ("199.99" → 2). */
const placesOf = (text: string) => (text.split('.')[1] ?? '').length;

/**
 * Inclusive numeric ranges; the value must fall in one: 'Not within valid ranges'. Compared as
 * exact scaled integers, so a price band edge ('0.99', '199.99') holds exactly, without pulling
 * decimal.js into every page that has a form.
 */
export function validRanges(ranges: ReadonlyArray<readonly [number, number]>, message?: RuleMessage): Rule {
  return emptyPassingRule('validRanges', (value, ctx) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
    const ok =
      text !== null &&
      ranges.some(([lo, hi]) => {
        const places = Math.max(placesOf(text.trim()), placesOf(String(lo)), placesOf(String(hi)));
        const v = scaled(text, places);
        return (
          v !== null &&
          v >= (scaled(String(lo), places) as bigint) &&
          v <= (scaled(String(hi), places) as bigint)
        );
      });
    return ok ? null : ruleMessage(message, ctx, 'form.validRanges');
  });
}

/** Even numbers strictly between 17 and 801, that is 18 to 800 (spec 1 §5, spec 2 §9). */
export function evenNumber(message?: RuleMessage): Rule {
  return emptyPassingRule('evenNumber', (value, ctx) => {
    const text = asText(value);
    const n = /^[-+]?\d+$/.test(text) ? Number(text) : Number.NaN;
    const ok = Number.isSafeInteger(n) && n % 2 === 0 && n > 17 && n < 801;
    return ok ? null : ruleMessage(message, ctx, 'form.evenNumber');
  });
}

/** The e-mail must not belong to an existing contributor (case and surrounding spaces ignored). */
export function uniqueContributorEmail(
  existing: readonly string[] | (() => readonly string[]),
  message?: RuleMessage,
) {
  return emptyPassingRule('contributorEmailExists', (value, ctx) => {
    const list = typeof existing === 'function' ? existing() : existing;
    const mine = asText(value).toLowerCase();
    return list.some((e) => e.trim().toLowerCase() === mine)
      ? ruleMessage(message, ctx, 'form.contributorEmailExists')
      : null;
  });
}

const PASSWORD_KEYS = Object.entries(PASSWORD_MESSAGES) as ReadonlyArray<
  [keyof typeof PASSWORD_MESSAGES, string]
>;

/**
 * The password rules of spec 3 §5 with their messages; `usernameControl` names the control
 * holding the username (the e-mail) for the "different from your username" rule.
 */
export function password(usernameControl?: string): Rule {
  return {
    name: 'password',
    required: false,
    check: (value, ctx) => {
      if (typeof value !== 'string' || value === '') return null;
      const username = usernameControl ? String(ctx.values[usernameControl] ?? '') : '';
      const problem = passwordProblem(value, username);
      if (!problem) return null;
      const key = PASSWORD_KEYS.find(([, text]) => text === problem.message)?.[0];
      return key ? ctx.t(`password.${key}`) : problem.message;
    },
  };
}

/** Any other check, named so its errors can be told apart. Empty values are skipped. */
export function custom(name: string, check: (value: unknown, ctx: RuleContext) => string | null): Rule {
  return emptyPassingRule(name, check);
}
