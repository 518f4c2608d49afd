import {
  CONTENT_MESSAGES as M,
  MODULE_PAGES,
  MODULE_TEMPLATES,
  MODULE_TYPES,
  type ModuleTemplate,
  type ModuleType,
  type SiteModule,
} from '@quire/domain';
import { maxLength, required } from '@quire/domain/forms/rules';
import type { FieldDefinition, Rule } from '@quire/domain/forms/types';
import type { ModuleInput } from '../../api/modules';
import { aLink, imageValueOf, requiredWith, scheduleControls, sentMoment } from '../form-rules';
import type { ImageValue } from '../ImageUpload';
import { modulesText } from './messages';

/**
 * The module editor's controls and rules, and the way to and from site-module-create. Each
 * column's controls are named as the server names their fields ("columns.0.heading"), so the
 * server's field errors land on them ("module.columns.0.imagePath" on the column's image).
 */

export const COLUMNS = [0, 1] as const;
export type ColumnIndex = (typeof COLUMNS)[number];
export const COLUMN_FIELDS = ['heading', 'copy', 'image', 'imageAlt', 'link', 'linkLabel'] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];
export type ColumnControl = `columns.${ColumnIndex}.${ColumnField}`;
export const col = (c: ColumnIndex, f: ColumnField): ColumnControl => `columns.${c}.${f}`;

/** Which parts of a column a template has. */
export const TEMPLATE_PARTS: Record<ModuleTemplate, { text: boolean; image: boolean }> = {
  TEXT: { text: true, image: false },
  IMAGE_TEXT: { text: true, image: true },
  IMAGE: { text: false, image: true },
};

const aPosition: Rule = {
  name: 'position',
  check: (value) => {
    const s = String(value ?? '').trim();
    return /^\d{1,4}$/.test(s) && Number(s) <= 1000 ? null : modulesText('rule.position');
  },
};

type ColumnDefinitions = Partial<Record<ColumnControl, FieldDefinition<string | ImageValue | null>>>;

function columnControls(
  c: ColumnIndex,
  loaded: SiteModule['columns'][number] | undefined,
): ColumnDefinitions {
  const image = imageValueOf(loaded);
  return {
    [col(c, 'heading')]: { label: 'heading', initial: loaded?.heading ?? '', rules: [maxLength(120)] },
    [col(c, 'copy')]: {
      label: 'copy',
      initial: loaded?.copy ?? '',
      text: false,
      rules: [required(M.moduleCopyRequired), maxLength(4000)],
    },
    [col(c, 'image')]: { label: 'image', initial: image, rules: [required(M.imageRequired)] },
    [col(c, 'imageAlt')]: {
      label: 'image description',
      initial: loaded?.imageAlt ?? '',
      rules: [requiredWith(col(c, 'image'), M.imageAltRequired), maxLength(200)],
    },
    [col(c, 'link')]: { label: 'link', initial: loaded?.link ?? '', rules: [aLink, maxLength(500)] },
    [col(c, 'linkLabel')]: { label: 'link text', initial: loaded?.linkLabel ?? '', rules: [maxLength(80)] },
  };
}

export function moduleForm(loaded: SiteModule | undefined, type: ModuleType = MODULE_TYPES[0]) {
  return {
    name: {
      label: 'name',
      initial: loaded?.name ?? '',
      rules: [required(M.titleRequired), maxLength(120)],
    },
    moduleType: { label: 'module type', initial: (loaded?.moduleType ?? type) as string },
    template: {
      label: 'template',
      initial: (loaded?.template ?? 'TEXT') as string,
      rules: [required(M.moduleTemplateRequired)],
    },
    doubleTemplate: { label: 'two columns', initial: loaded?.doubleTemplate ?? false },
    ...(columnControls(0, loaded?.columns[0]) as Required<ColumnDefinitions>),
    ...(columnControls(1, loaded?.columns[1]) as ColumnDefinitions),
    pages: {
      label: 'pages',
      initial: [...(loaded?.pages ?? [])] as string[],
      rules: [required(M.modulePagesRequired)],
    },
    position: { label: 'position', initial: String(loaded?.position ?? 0), rules: [aPosition] },
    active: { label: 'active', initial: loaded?.active ?? true },
    ...scheduleControls(loaded),
  };
}

export type ModuleValues = Record<string, unknown> & {
  name: string;
  moduleType: string;
  template: string;
  doubleTemplate: boolean;
  pages: string[];
  position: string;
  active: boolean;
  startAt: string;
  endAt: string;
};

export const isModuleType = (v: string): v is ModuleType => (MODULE_TYPES as readonly string[]).includes(v);
export const isTemplate = (v: string): v is ModuleTemplate =>
  (MODULE_TEMPLATES as readonly string[]).includes(v);

const templateOf = (v: ModuleValues): ModuleTemplate => (isTemplate(v.template) ? v.template : 'TEXT');
const typeOf = (v: ModuleValues): ModuleType => (isModuleType(v.moduleType) ? v.moduleType : MODULE_TYPES[0]);

/** The controls a form state leaves idle: the second column of a single module, a template's missing parts. */
export function idleControls(v: ModuleValues): Set<string> {
  const parts = TEMPLATE_PARTS[templateOf(v)];
  const idle = new Set<string>();
  for (const c of COLUMNS)
    for (const f of COLUMN_FIELDS) {
      const unused =
        (c === 1 && !v.doubleTemplate) ||
        (!parts.text && (f === 'heading' || f === 'copy')) ||
        (!parts.image && (f === 'image' || f === 'imageAlt'));
      if (unused) idle.add(col(c, f));
    }
  return idle;
}

const text = (v: unknown) => {
  const s = String(v ?? '').trim();
  return s === '' ? null : s;
};

/** A column as the values hold it, in the module's shape (for the preview and the payload). */
export function columnOf(v: ModuleValues, c: ColumnIndex): SiteModule['columns'][number] {
  const parts = TEMPLATE_PARTS[templateOf(v)];
  const image = parts.image ? (v[col(c, 'image')] as ImageValue | null) : null;
  return {
    heading: parts.text ? text(v[col(c, 'heading')]) : null,
    copy: parts.text ? text(v[col(c, 'copy')]) : null,
    imagePath: image?.filePath ?? null,
    imageUrl: image?.url ?? null,
    imageAlt: image ? text(v[col(c, 'imageAlt')]) : null,
    link: text(v[col(c, 'link')]),
    linkLabel: text(v[col(c, 'linkLabel')]),
  };
}

/** The pages a module type may be placed on; chosen pages another type may not have are dropped. */
export const allowedPages = (v: ModuleValues) => {
  const allowed = MODULE_PAGES[typeOf(v)];
  return allowed.filter((p) => v.pages.includes(p));
};

/** site-module-create's module: with the loaded module's id when editing. */
export function moduleInput(loaded: SiteModule | undefined, v: ModuleValues): ModuleInput {
  const columns = v.doubleTemplate ? [columnOf(v, 0), columnOf(v, 1)] : [columnOf(v, 0)];
  return {
    ...(loaded ? { id: loaded.id } : {}),
    name: v.name.trim(),
    moduleType: typeOf(v),
    template: templateOf(v),
    doubleTemplate: v.doubleTemplate,
    columns: columns.map(({ imageUrl: _url, ...c }) => c),
    pages: allowedPages(v),
    position: Number(v.position),
    active: v.active,
    startAt: sentMoment(v.startAt, loaded?.startAt),
    endAt: sentMoment(v.endAt, loaded?.endAt),
  };
}

/** The form's control of a server field ("module.columns.0.imagePath" → "columns.0.image"). */
export const formKeyOf = (field: string): string =>
  field.replace(/^module\./, '').replace(/^(columns\.\d)\.imagePath$/, '$1.image');
