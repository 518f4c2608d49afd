import {
  acceptedKinds,
  COVER_FORMAT_LABELS,
  COVER_FORMATS,
  type CoverFormat,
  EBOOK_COVER_MIN,
  EBOOK_FILE_MAX_MB,
  EBOOK_ROYALTY_BANDS,
  PAGE_COUNT_MAX,
  PAGE_COUNT_MIN,
  PAPER_COLOR_LABELS,
  PAPER_COLORS,
  PRINT_COLOR_LABELS,
  PRINT_COLORS,
  PRINT_RETAIL_SHARE,
  pageSizeToPoints,
  priceUpdateWindow,
  TRIM_SIZES,
} from '@quire/domain';

/** eBook files Quire accepts: the kinds and limits the upload enforces, from the domain. */
export const EBOOK_SIZE = {
  interiorFormats: [...acceptedKinds('EBOOK', 'INTERIOR')],
  maxInteriorMegabytes: EBOOK_FILE_MAX_MB,
  coverFormats: [...acceptedKinds('EBOOK', 'FULL_COVER')],
  coverMinWidthPx: EBOOK_COVER_MIN.width,
  coverMinHeightPx: EBOOK_COVER_MIN.height,
  coverAspectRatio: '1:1.5',
} as const;

/** The reference data of the pricing and size steps: the domain's tables in the API's shapes. */
export function createReferenceService({ now }: { now: () => Date }) {
  return {
    royaltyPrices() {
      return {
        ebook: EBOOK_ROYALTY_BANDS.map((b) => ({ ...b })),
        printRetailShare: PRINT_RETAIL_SHARE,
      };
    },

    /**
     * When a new list price may take effect: the window the scheduled-price rules enforce at this
     * moment (the domain's priceUpdateWindow, the same the scheduled-prices module checks with).
     */
    priceUpdateWindow: () => priceUpdateWindow(now()),

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
