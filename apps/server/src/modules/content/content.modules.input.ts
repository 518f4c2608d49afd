import {
  type ApiErrorItem,
  AppError,
  isContentLink,
  CONTENT_MESSAGES as M,
  MODULE_PAGES,
  type ModuleType,
  PROJECT_MESSAGES,
  type SiteModule,
  type siteModuleInputSchema,
} from '@quire/domain';
import type { z } from 'zod';
import { contentImageUrl } from './content.images';
import { sanitizeMessageHtml } from './content.sanitize';
import type { SiteModuleRow } from './content.tables';
import type { ModuleColumnStored } from './content.types';

export type SiteModuleInput = z.output<typeof siteModuleInputSchema>;

/** Collects a request's problems, each on its field, and throws them together (400). */
export class Problems {
  readonly items: ApiErrorItem[] = [];
  constructor(private readonly prefix: string) {}
  add(field: string, description: string): void {
    this.items.push({ code: 'VALIDATION', field: `${this.prefix}${field}`, description });
  }
  throwIfAny(): void {
    if (this.items.length > 0) throw new AppError(this.items, 400);
  }
}

/** Blank text is no text. */
export const textOrNull = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t ? t : null;
};

/** Whether sanitised HTML says anything (tags alone say nothing). */
const hasText = (html: string): boolean => html.replace(/<[^>]*>/g, '').trim().length > 0;

/** Copy or HTML kept as the allow-list leaves it; null when nothing readable is left. */
export function cleanHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeMessageHtml(html);
  return hasText(clean) ? clean : null;
}

/** A link: https or a path of the site; blank is none. */
export function checkLink(problems: Problems, field: string, link: string | null | undefined): string | null {
  const l = textOrNull(link);
  if (l && !isContentLink(l)) problems.add(field, M.linkInvalid);
  return l;
}

function instant(problems: Problems, field: string, value: string | null | undefined): Date | null {
  const s = textOrNull(value);
  if (!s) return null;
  const at = new Date(s);
  if (Number.isNaN(at.getTime())) {
    problems.add(field, PROJECT_MESSAGES.date);
    return null;
  }
  return at;
}

/** The start and end (either may be open); the end must be after the start. */
export function checkWindow(
  problems: Problems,
  input: { startAt?: string | null | undefined; endAt?: string | null | undefined },
): { startAt: Date | null; endAt: Date | null } {
  const startAt = instant(problems, 'startAt', input.startAt);
  const endAt = instant(problems, 'endAt', input.endAt);
  if (startAt && endAt && endAt <= startAt) problems.add('endAt', M.endBeforeStart);
  return { startAt, endAt };
}

/**
 * A module's rules (spec 3 §3): its pages must suit its type; one column, or two when doubleTemplate;
 * IMAGE needs an image in each column, IMAGE_TEXT an image and copy, TEXT copy; an image must be a
 * stored one (uploaded first); links https or of the site; copy sanitised. Every problem is reported
 * on its field at once. `stored` holds the stored images among the paths the input names.
 */
export function checkModuleInput(input: SiteModuleInput, stored: ReadonlySet<string>) {
  const problems = new Problems('module.');
  const allowed = MODULE_PAGES[input.moduleType as ModuleType];
  if (input.pages.some((p) => !allowed.includes(p))) problems.add('pages', M.modulePageNotAllowed);
  if (input.columns.length !== (input.doubleTemplate ? 2 : 1)) problems.add('columns', M.moduleColumnCount);
  const withImage = input.template !== 'TEXT';
  const withCopy = input.template !== 'IMAGE';
  const columns: ModuleColumnStored[] = input.columns.map((c, i) => {
    const at = `columns.${i}.`;
    const imagePath = withImage ? textOrNull(c.imagePath) : null;
    if (withImage && (!imagePath || !stored.has(imagePath))) problems.add(`${at}imagePath`, M.imageRequired);
    const copy = withCopy ? cleanHtml(c.copy) : null;
    if (withCopy && !copy) problems.add(`${at}copy`, M.moduleCopyRequired);
    return {
      heading: textOrNull(c.heading),
      copy,
      imagePath,
      imageAlt: imagePath ? textOrNull(c.imageAlt) : null,
      link: checkLink(problems, `${at}link`, c.link),
      linkLabel: textOrNull(c.linkLabel),
    };
  });
  const window = checkWindow(problems, input);
  problems.throwIfAny();
  return {
    name: input.name,
    moduleType: input.moduleType,
    template: input.template,
    doubleTemplate: input.doubleTemplate,
    columns,
    pages: [...new Set(input.pages)],
    position: input.position,
    active: input.active,
    ...window,
  };
}

/** The image paths an input names (to look them up before checking). */
export const modulePaths = (input: SiteModuleInput): string[] =>
  input.columns.map((c) => textOrNull(c.imagePath)).filter((p): p is string => p !== null);

/** A row as the API answers it: each image with the address the browser loads it from. */
export function toSiteModule(r: SiteModuleRow): SiteModule {
  return {
    id: r.id,
    name: r.name,
    moduleType: r.moduleType as SiteModule['moduleType'],
    template: r.template as SiteModule['template'],
    doubleTemplate: r.doubleTemplate,
    columns: r.columns.map((c) => ({
      heading: c.heading,
      copy: c.copy,
      imagePath: c.imagePath,
      imageUrl: c.imagePath ? contentImageUrl(c.imagePath) : null,
      imageAlt: c.imageAlt,
      link: c.link,
      linkLabel: c.linkLabel,
    })),
    pages: r.pages as SiteModule['pages'],
    position: r.position,
    active: r.active,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}
