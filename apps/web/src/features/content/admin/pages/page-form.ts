import {
  CONTENT_MESSAGES as M,
  PAGE_HTML_MAX,
  PAGE_TITLE_MAX,
  readNewYorkDateTime,
  toNewYorkIso,
} from '@quire/domain';
import { maxLength, required } from '@quire/domain/forms/rules';
import type { Rule, ServerFieldError } from '@quire/domain/forms/types';
import type { PageInput, PageVersion } from '../../api/pages';
import { pagesText as T } from './messages';

/**
 * The page editor's controls and rules, and static-page's `page`: the title, the HTML, and when
 * to publish (now, or a New York time typed). Controls are named by the server's field keys.
 */

/** A scheduled publish needs a time, and a real one in New York. */
const publishAtRule: Rule = {
  name: 'publishAt',
  check: (value, ctx) => {
    if (ctx.values.publish !== 'LATER') return null;
    const read = readNewYorkDateTime(value);
    if (read.ok) return null;
    if (read.problem === 'missing') return T('rule.publishAt');
    return read.problem === 'gap' ? T('rule.dateTimeGap') : T('rule.dateTime');
  },
};

/** The form starts from a version (the newest), or empty for a page not written yet. */
export function pageForm(from: PageVersion | undefined) {
  return {
    title: {
      label: 'page title',
      initial: from?.title ?? '',
      rules: [required(M.pageTitleRequired), maxLength(PAGE_TITLE_MAX, M.pageTitleTooLong)],
    },
    html: {
      label: 'page HTML',
      initial: from?.html ?? '',
      rules: [maxLength(PAGE_HTML_MAX, M.pageHtmlTooLong)],
    },
    publish: { label: 'publish', initial: 'NOW' as string },
    publishAt: { label: 'publish time', initial: '', rules: [publishAtRule] },
  };
}

export type PageFormDefinition = ReturnType<typeof pageForm>;
export type PageValues = { [K in keyof PageFormDefinition]: PageFormDefinition[K]['initial'] };

/** The ISO instant of a New York time typed, or null. */
export function instantOf(wallClock: string): string | null {
  const read = readNewYorkDateTime(wallClock);
  return read.ok ? toNewYorkIso(read.at) : null;
}

export function pageInput(v: PageValues): PageInput {
  return {
    title: v.title.trim(),
    html: v.html,
    publishAt: v.publish === 'LATER' ? instantOf(v.publishAt) : null,
  };
}

/** "page.title" → "title"; an item without a field, or of no control, is said above the form. */
export const withControls = (items: readonly ServerFieldError[]): ServerFieldError[] =>
  items.map((i) => (i.field ? { ...i, field: i.field.replace(/^page\./, '') } : i));
