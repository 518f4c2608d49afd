import {
  BLEED_IN,
  type CoverFormat,
  type CoverQuery,
  type CoverSpecs,
  EBOOK_COVER_MIN,
  type FullCoverSize,
  fullCoverSize,
  PAPER_PAGE_THICKNESS_IN,
  type PaperColor,
  type PrintColor,
  SAFE_MARGIN_IN,
  spineWidthIn,
  TRIM_SIZES,
  trimSizeOf,
} from '@quire/domain';
import type { CoverTemplateSpec, Engines } from './files.engines';

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
    specs(q: CoverQuery | null): CoverSpecs {
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
