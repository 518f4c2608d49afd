import { z } from 'zod';
import { accessibilityStatementSchema } from '../accessibility/schema';
import { errorDefinition } from '../errors/catalogue';
import { toDecimal } from '../format/price';
import { isbnProblem, toIsbn13 } from '../isbn/isbn';
import { EBOOK_PRICE_MESSAGE, isValidEbookPrice } from '../pricing/ebook';
import { money2 } from '../pricing/money';
import {
  CONTRIBUTORS_MAX,
  copyrightYearProblem,
  DESCRIPTION_MAX,
  duplicateContributorEmails,
  EDITORIAL_REVIEWS_MAX,
  listPriceProblem,
  PROJECT_MESSAGES as M,
  PUBLISHER_NAME_MAX,
  pageCountProblem,
  SERIES_NAME_MAX,
  TITLE_MAX,
  wholeNumber,
} from './rules';
import { bookSizeMatch } from './trim';
import {
  AGE_RANGES,
  AUDIENCES,
  CONTRIBUTOR_ROLE_CODES,
  COVER_FINISHES,
  COVER_FORMATS,
  COVER_TYPES,
  LANGUAGE_CODES,
  MAX_CATEGORIES,
  PAGE_SIZES,
  PAPER_COLORS,
  PRINT_COLORS,
  PROJECT_TYPES,
  SAMPLE_TYPES,
  SUBJECT_TYPES,
} from './types';

/**
 * The body of `POST /api/project` (spec 1 §7): no `id` creates (then `type` and `title` are
 * required: a book is never given a title behind its author's back), an `id` updates the fields
 * present. Every field error comes back at
 * once, keyed by field (`contributors.1.email` for a nested one); an issue whose message is a
 * catalogue code's carries it in `params.code` (e.g. '21006' on `isbn`), the server answers
 * `params.code ?? 'VALIDATION'`. Rules that need the stored project (type change, eBook price
 * band on update, print details before size and type) are `saveRefusal` in wizard/.
 */

const text = (max: number, required?: string) => {
  const base = z
    .string()
    .trim()
    .max(max, { error: `Max Length ${max}` });
  return required ? base.min(1, { error: required }) : base;
};
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Max Length ${max}` })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** A field that reads a whole number from a number or a digits string and checks it. */
const wholeNumberField = (problem: (value: unknown) => string | null) =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const message = problem(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return wholeNumber(value) as number;
  });

/**
 * A non-negative amount with at most two decimals, answered as "9.99". Text that is not a number
 * gets the digits message, the rest the price message (`listPriceProblem`, the web's rule too).
 */
const priceField = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const d = toDecimal(value);
  const message = listPriceProblem(value) ?? (d === null ? M.priceDigits : null);
  if (message || d === null) {
    ctx.addIssue({ code: 'custom', message: message ?? M.priceDigits, input: value });
    return z.NEVER;
  }
  return money2(d);
});

const isbnField = z.string().transform((value, ctx) => {
  const code = isbnProblem(value);
  if (code) {
    ctx.addIssue({ code: 'custom', message: errorDefinition(code).message, params: { code }, input: value });
    return z.NEVER;
  }
  return toIsbn13(value) as string;
});

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/, { error: M.date })
  .refine((s) => !Number.isNaN(Date.parse(s)), { error: M.date });

export const contributorSchema = z.object({
  firstName: text(100, M.firstName),
  lastName: text(100, M.lastName),
  role: choice(CONTRIBUTOR_ROLE_CODES as unknown as [string, ...string[]], M.role),
  email: z
    .string()
    .trim()
    .max(254, { error: 'Max Length 254' })
    .transform((s) => s.toLowerCase())
    .pipe(z.union([z.literal(''), z.email({ error: M.email })]))
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
});

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * A category chosen on a save: its id alone, or the category as the project answers it
 * (`{ categoryId, categoryCrumbs, bisac }`, spec 1 §3), so a loaded project saves back as it is.
 * Either way only the id is kept: crumbs and BISAC codes are the server's to fill from the
 * catalog, and whatever the client sent for them is ignored.
 */
const categoryIdText = z.string({ error: M.categoryId }).trim().min(1, { error: M.categoryId }).max(64);
export const projectCategoryIdSchema = z.union(
  [categoryIdText, z.object({ categoryId: categoryIdText }).transform((c) => c.categoryId)],
  { error: M.categoryId },
);

/** The id of a category as the save takes it (a string, or the object's `categoryId`). */
const categoryIdOf = (value: unknown): unknown => {
  const id = typeof value === 'object' && value !== null ? asRecord(value).categoryId : value;
  return typeof id === 'string' ? id.trim() : id;
};

export const projectSaveSchema = z
  .object({
    id: z.string().trim().min(1).max(64).optional(),
    type: choice(PROJECT_TYPES, M.type).optional(),
    title: text(TITLE_MAX).nullable().optional(),
    subtitle: optionalText(TITLE_MAX),
    groupProjectId: z.string().max(64).nullable().optional(),
    isGroupConfirmed: z.boolean().optional(),
    preOrder: z.boolean().optional(),
    publicationDate: dateField.nullable().optional(),
    onSaleDate: dateField.nullable().optional(),
    listPrice: priceField.nullable().optional(),
    isbn: isbnField.nullable().optional(),
    allowedForMerchPromo: z.boolean().optional(),
    suggestedSearch: optionalText(200),
    vendorRegistrationFirst: z.boolean().optional(),
    isDefaultSample: choice(SAMPLE_TYPES, M.sampleType).nullable().optional(),
    coverType: choice(COVER_TYPES, M.coverType).nullable().optional(),
    spineColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: M.spineColor })
      .nullable()
      .optional(),
    coverFormat: choice(COVER_FORMATS, M.coverFormat).nullable().optional(),
    coverFinish: choice(COVER_FINISHES, M.coverFinish).nullable().optional(),
    interiorApproved: z.boolean().optional(),
    coverFullApproved: z.boolean().optional(),
    sampleApproved: z.boolean().optional(),
    bookSizeType: optionalText(100),
    pageSize: choice(PAGE_SIZES as unknown as [string, ...string[]], M.pageSize)
      .nullable()
      .optional(),
    pageCount: wholeNumberField(pageCountProblem).nullable().optional(),
    printColor: choice(PRINT_COLORS, M.printColor).nullable().optional(),
    paperColor: choice(PAPER_COLORS, M.paperColor).nullable().optional(),
    contributors: z.array(contributorSchema).max(CONTRIBUTORS_MAX, { error: M.contributors }).optional(),
    // The limit of 5 is checked below so the message goes on `categories` with the others.
    categories: z.array(projectCategoryIdSchema).max(100).optional(),
    inSeries: z.boolean().optional(),
    seriesName: optionalText(SERIES_NAME_MAX),
    seriesNumber: wholeNumberField((v) => {
      const n = wholeNumber(v);
      return n !== null && n >= 1 && n <= 9999 ? null : M.seriesNumber;
    })
      .nullable()
      .optional(),
    languageCode: choice(LANGUAGE_CODES as unknown as [string, ...string[]], M.languageCode)
      .nullable()
      .optional(),
    audience: choice(AUDIENCES, M.audience).nullable().optional(),
    ageRange: choice(AGE_RANGES, M.ageRange).nullable().optional(),
    subjectType: choice(SUBJECT_TYPES, M.subjectType).nullable().optional(),
    mature: z.boolean().optional(),
    copyrightYear: wholeNumberField((v) => copyrightYearProblem(v))
      .nullable()
      .optional(),
    description: optionalText(DESCRIPTION_MAX),
    editorialReviews: optionalText(EDITORIAL_REVIEWS_MAX),
    runtime: z
      .string()
      .regex(/^\d{1,3}:[0-5]\d$/, { error: M.runtime })
      .nullable()
      .optional(),
    publisherName: optionalText(PUBLISHER_NAME_MAX),
    noMerchFlag: z.boolean().optional(),
    // The eBook's accessibility as the author states it (decision 046); null clears it.
    accessibility: accessibilityStatementSchema.nullable().optional(),
  })
  // Cross-field rules read the raw input so they run even when other fields failed: one answer
  // lists every field error.
  .superRefine(
    (input, ctx) => {
      const v = asRecord(input);
      const creating = v.id === undefined || v.id === null || v.id === '';
      const add = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (creating && v.type === undefined) add(['type'], M.type);
      const title = typeof v.title === 'string' ? v.title.trim() : '';
      if (creating && title === '') add(['title'], M.title);
      if (Array.isArray(v.categories)) {
        if (v.categories.length > MAX_CATEGORIES) add(['categories'], M.categories);
        const ids = v.categories.map(categoryIdOf);
        ids.forEach((id, i) => {
          if (typeof id === 'string' && ids.indexOf(id) < i) add(['categories', i], M.categoryDuplicate);
        });
      }
      if (Array.isArray(v.contributors)) {
        const list = v.contributors.map((c) => {
          const email = asRecord(c).email;
          return { email: typeof email === 'string' ? email : null };
        });
        for (const i of duplicateContributorEmails(list))
          add(['contributors', i, 'email'], M.contributorEmailExists);
      }
      if (v.type === 'EBOOK' && (typeof v.listPrice === 'string' || typeof v.listPrice === 'number')) {
        const price = toDecimal(v.listPrice);
        if (price !== null && price.decimalPlaces() <= 2 && !isValidEbookPrice(price)) {
          add(['listPrice'], EBOOK_PRICE_MESSAGE);
        }
      }
      if (
        typeof v.coverFormat === 'string' &&
        typeof v.pageSize === 'string' &&
        COVER_FORMATS.includes(v.coverFormat as (typeof COVER_FORMATS)[number]) &&
        PAGE_SIZES.includes(v.pageSize) &&
        !bookSizeMatch(v.coverFormat, v.pageSize)
      ) {
        add(['coverFormat'], M.coverFormatSize);
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type ProjectSaveInput = z.input<typeof projectSaveSchema>;
export type ProjectSave = z.output<typeof projectSaveSchema>;
