import {
  BLEED_IN,
  bookSizeMatch,
  COVER_FORMATS,
  type CoverFormat,
  EBOOK_COVER_MIN,
  type FullCoverSize,
  fullCoverSize,
  PAPER_COLORS,
  PAPER_PAGE_THICKNESS_IN,
  type PaperColor,
  PRINT_COLORS,
  type PrintColor,
  pageCountProblem,
  SAFE_MARGIN_IN,
  spineWidthIn,
  TRIM_SIZES,
  trimSizeOf,
} from '@quire/domain';
import { z } from 'zod';
import type { CoverTemplateSpec, Engines } from './files.engines';

const COVER_FORMAT_MESSAGE = 'This cover format is not available at this page size.';

/** The template generator's query (spec 1 §2 book-cover-template-generator); every field checked. */
export const coverQuerySchema = z
  .object({
    pageSize: z
      .string()
      .max(20)
      .refine((v) => trimSizeOf(v) !== null, { message: 'Choose one of the page sizes we print.' }),
    pageCount: z.coerce
      .number()
      .refine((n) => pageCountProblem(n) === null, { message: 'Enter an even page count from 18 to 800.' }),
    paperColor: z.enum(PAPER_COLORS),
    printColor: z.enum(PRINT_COLORS),
    coverFormat: z.enum(COVER_FORMATS).default('SOFTCOVER'),
  })
  .superRefine((q, ctx) => {
    if (trimSizeOf(q.pageSize) && !bookSizeMatch(q.coverFormat, q.pageSize)) {
      ctx.addIssue({ code: 'custom', path: ['coverFormat'], message: COVER_FORMAT_MESSAGE });
    }
  });
export type CoverQuery = z.infer<typeof coverQuerySchema>;

export const coverDimensionsSchema = z.object({
  pageSize: z.string(),
  trimWidthIn: z.number(),
  trimHeightIn: z.number(),
  spineWidthIn: z.number(),
  bookBlockSpineIn: z.number(),
  fullCover: z.record(z.string(), z.number()),
});

export const coverSpecsSchema = z.object({
  bleedIn: z.number(),
  safeMarginIn: z.number(),
  ebookCoverMin: z.object({ width: z.number(), height: z.number() }),
  paperPageThicknessIn: z.record(z.string(), z.record(z.string(), z.number())),
  pageSizes: z.array(z.object({ pageSize: z.string(), coverFormats: z.array(z.string()) })),
  dimensions: coverDimensionsSchema.nullable(),
});

function dimensions(q: CoverQuery) {
  const trim = trimSizeOf(q.pageSize) as { widthIn: number; heightIn: number };
  const full: FullCoverSize = fullCoverSize(
    trim,
    q.pageCount,
    q.paperColor as PaperColor,
    q.printColor as PrintColor,
    q.coverFormat as CoverFormat,
  );
  return {
    pageSize: q.pageSize,
    trimWidthIn: trim.widthIn,
    trimHeightIn: trim.heightIn,
    spineWidthIn: full.spineIn,
    bookBlockSpineIn: spineWidthIn(q.pageCount, q.paperColor, q.printColor),
    fullCover: { ...full } as Record<string, number>,
  };
}

/** `GET cover-specs` and `GET generateCover`. */
export function createCovers(engines: Engines) {
  return {
    specs(q: CoverQuery | null): z.infer<typeof coverSpecsSchema> {
      return {
        bleedIn: BLEED_IN,
        safeMarginIn: SAFE_MARGIN_IN,
        ebookCoverMin: { ...EBOOK_COVER_MIN },
        paperPageThicknessIn: PAPER_PAGE_THICKNESS_IN as Record<string, Record<string, number>>,
        pageSizes: TRIM_SIZES.map((t) => ({ pageSize: t.pageSize, coverFormats: [...t.coverFormats] })),
        dimensions: q ? dimensions(q) : null,
      };
    },

    async template(q: CoverQuery): Promise<{ pdf: Uint8Array; name: string }> {
      const trim = trimSizeOf(q.pageSize) as { widthIn: number; heightIn: number };
      const spec: CoverTemplateSpec = {
        trim: { widthIn: trim.widthIn, heightIn: trim.heightIn },
        pageCount: q.pageCount,
        paper: q.paperColor,
        color: q.printColor,
        coverFormat: q.coverFormat,
      };
      const pdf = await engines.generateCoverTemplate(spec);
      return { pdf, name: `cover-template-${q.pageSize}-${q.pageCount}p-${q.coverFormat.toLowerCase()}.pdf` };
    },
  };
}
