import {
  isContentLink,
  CONTENT_MESSAGES as M,
  readNewYorkDateTime,
  toNewYorkIso,
  toNewYorkWallClock,
} from '@quire/domain';
import type { Rule, RuleContext } from '@quire/domain/forms/types';
import type { ImageValue } from './ImageUpload';
import { modulesText } from './modules/messages';

/** The rules and conversions the site-module and ad-banner forms share. */

export const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** A rule that applies only when another control has a value (alt text with an image). */
export function requiredWith(other: string, message: string): Rule {
  return {
    name: 'requiredWith',
    required: true,
    check: (value, ctx) => (!blank(ctx.values[other]) && blank(value) ? message : null),
  };
}

export const aLink: Rule = {
  name: 'link',
  check: (value) => (blank(value) || isContentLink(String(value)) ? null : M.linkInvalid),
};

/** A New York wall-clock time as the datetime-local input holds it; '' for none. */
export function dateTimeRule(after?: string): Rule {
  return {
    name: 'dateTime',
    check: (value, ctx: RuleContext) => {
      if (blank(value)) return null;
      const read = readNewYorkDateTime(value);
      if (!read.ok) return modulesText(read.problem === 'gap' ? 'rule.gap' : 'rule.dateTime');
      const start = after ? readNewYorkDateTime(ctx.values[after]) : null;
      return start?.ok && read.at <= start.at ? M.endBeforeStart : null;
    },
  };
}

/** The start and end controls, in New York wall-clock time, the end after the start. */
export function scheduleControls(loaded: { startAt: string | null; endAt: string | null } | undefined) {
  return {
    startAt: {
      label: 'start',
      initial: loaded?.startAt ? toNewYorkWallClock(loaded.startAt) : '',
      rules: [dateTimeRule()],
    },
    endAt: {
      label: 'end',
      initial: loaded?.endAt ? toNewYorkWallClock(loaded.endAt) : '',
      rules: [dateTimeRule('startAt')],
    },
  };
}

/** The image control's value of a loaded image; none without one. */
export const imageValueOf = (
  loaded: { imagePath: string | null; imageUrl: string | null } | undefined,
): ImageValue | null => (loaded?.imagePath ? { filePath: loaded.imagePath, url: loaded.imageUrl } : null);

/** A moment to send: the loaded text when the wall clock is unchanged, else New York ISO; null for none. */
export function sentMoment(value: string, loaded: string | null | undefined): string | null {
  if (!value.trim()) return null;
  if (loaded && toNewYorkWallClock(loaded) === value) return loaded;
  const read = readNewYorkDateTime(value);
  return read.ok ? toNewYorkIso(read.at) : value;
}
