import {
  COVER_FORMAT_LABELS,
  COVER_FORMATS,
  type CoverFormat,
  EBOOK_PRICE_BANDS,
  PAGE_COUNT_MAX,
  PAGE_COUNT_MIN,
  PAPER_COLOR_LABELS,
  PAPER_COLORS,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  PRINT_RETAIL_SHARE,
  pageSizeToPoints,
  TRIM_SIZES,
  UPLOAD_LIMITS,
} from '@quire/domain';

/**
 * Price changes: Quire takes them at any time; retailers show them within 24 hours, in the
 * business time zone (spec 1 §9). A scheduled price (the promotions issue) uses the same window.
 */
export const PRICE_UPDATE_WINDOW = {
  open: true,
  timeZone: 'America/New_York',
  effectiveWithinHours: 24,
} as const;

/** eBook files Quire accepts: the limits the upload enforces (the domain's UPLOAD_LIMITS). */
export const EBOOK_SIZE = {
  interiorFormats: ['EPUB', 'DOCX', 'PDF'],
  maxInteriorMegabytes: UPLOAD_LIMITS.ebookFile / (1024 * 1024),
  coverFormats: ['JPG', 'PNG'],
  coverMinWidthPx: 1400,
  coverMinHeightPx: 2100,
  coverAspectRatio: '1:1.5',
} as const;

/** The reference data of the pricing and size steps: the domain's tables in the API's shapes. */
export function createReferenceService() {
  return {
    royaltyPrices() {
      return {
        ebook: EBOOK_PRICE_BANDS.map((b) => ({ ...b, royaltyRate: (1 - Number(b.share)).toFixed(2) })),
        printRetailShare: PRINT_RETAIL_SHARE,
      };
    },

    priceUpdateWindow: () => PRICE_UPDATE_WINDOW,

    ebookSize: () => EBOOK_SIZE,

    printBookSize(coverFormat?: CoverFormat) {
      const sizes = TRIM_SIZES.filter((t) => !coverFormat || t.coverFormats.includes(coverFormat)).map(
        (t) => {
          const pt = pageSizeToPoints(t.pageSize) ?? { width: 0, height: 0 };
          return { ...t, coverFormats: [...t.coverFormats], widthPt: pt.width, heightPt: pt.height };
        },
      );
      return {
        sizes,
        coverFormats: COVER_FORMATS.map((value) => ({ value, label: COVER_FORMAT_LABELS[value] })),
        printColors: PRINT_COLORS.map((value) => ({ value, label: PRINT_COLOR_LABELS[value] })),
        paperColors: PAPER_COLORS.map((value) => ({ value, label: PAPER_COLOR_LABELS[value] })),
        pageCountMin: PAGE_COUNT_MIN,
        pageCountMax: PAGE_COUNT_MAX,
      };
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
