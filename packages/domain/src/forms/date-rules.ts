import { calendarDate, type DateInput } from '../format/dates';
import { type ControlRef, emptyPassingRule, type RuleMessage, ruleMessage } from './rules';
import type { Rule, RuleContext } from './types';

/**
 * The date rules (spec 1 §5, spec 2 §8): calendar days in America/New_York. Apart from the other
 * rules so that a form without dates does not load the time-zone library.
 */

/** A date limit: a fixed date, a function read at check time (e.g. "tomorrow"), or another control. */
export type DateLimit = DateInput | (() => DateInput) | ControlRef;

function limitDate(limit: DateLimit, ctx: RuleContext): string | null {
  if (typeof limit === 'function') return calendarDate(limit());
  if (limit !== null && typeof limit === 'object' && 'control' in limit) {
    return calendarDate(ctx.values[limit.control] as DateInput);
  }
  return calendarDate(limit);
}

function dateRule(
  name: string,
  key: 'form.dateOnOrBefore' | 'form.dateOnOrAfter',
  limit: DateLimit,
  message?: RuleMessage,
) {
  return emptyPassingRule(name, (value, ctx) => {
    const day = calendarDate(value as DateInput);
    if (day === null) return ctx.t('form.invalidDate');
    const bound = limitDate(limit, ctx);
    if (bound === null) return null;
    const bad = key === 'form.dateOnOrBefore' ? day > bound : day < bound;
    return bad ? ruleMessage(message, ctx, key, { date: ctx.formatDate(bound) }) : null;
  });
}

/** On or before a date (calendar days in New York): 'Please enter {date} or earlier.' */
export function dateOnOrBefore(limit: DateLimit, message?: RuleMessage): Rule {
  return dateRule('dateOnOrBefore', 'form.dateOnOrBefore', limit, message);
}

/** On or after a date: 'Please enter {date} or later.' */
export function dateOnOrAfter(limit: DateLimit, message?: RuleMessage): Rule {
  return dateRule('dateOnOrAfter', 'form.dateOnOrAfter', limit, message);
}
