/**
 * Cover geometry and eBook cover rules (spec 1 §3 "Cover formatting fields").
 *
 * A paperback's full cover is one sheet: back panel, spine, front panel, with bleed all round:
 *   width  = 2 × trim width + spine + 2 × bleed
 *   height = trim height + 2 × bleed
 * The spine is the page count times the thickness of one page (one leaf is two pages) of the
 * chosen paper and print colour.
 *
 * Hardcovers are Quire's model of a printer's case and jacket, with every allowance an exported
 * constant so it can be matched to the printer's published template:
 * - the boards overhang the trim by 1/8 in at the fore edge, head and foot, so each panel is
 *   (trim width + 0.125) × (trim height + 0.25);
 * - the case is wider at the spine by the two boards' thickness (HARDCOVER_SPINE_EXTRA_IN);
 * - a case laminate (HARDCOVER) wraps round the boards: HARDCOVER_WRAP_IN on each outer edge,
 *   beyond which comes the bleed;
 * - a dust jacket (HARDCOVER_DUST_JACKET) has a flap of DUST_JACKET_FLAP_IN on each side, and
 *   bleed outside the flaps; it has no wrap.
 * The gutter is the hinge zone on each side of a hardcover spine that text must keep out of; it
 * lies inside the panels and adds nothing to the size.
 */
import Decimal from 'decimal.js';
import type { CoverFormat, PaperColor, PrintColor } from '../projects/types';
import type { Finding } from './types';

/** Bleed on every outer edge of a cover (and of an interior page with bleed), in inches. */
export const BLEED_IN = 0.125;
/** Keep text and important art this far inside the trim (and away from the spine folds). */
export const SAFE_MARGIN_IN = 0.25;
/** The barcode box on the back cover: bottom right, inside the safe margin. */
export const BARCODE_AREA_IN = { width: 2, height: 1.2 } as const;

/**
 * Thickness of one page (half a leaf) in inches, by paper and print colour. White is 50 lb
 * (74 gsm) offset, cream 55 lb (81 gsm) book paper; colour interiors are printed on the coated
 * 70 lb (104 gsm) white stock for premium full colour, on the standard white for standard colour,
 * and on the cream stock when cream is chosen. These are the per-page figures book printers
 * publish for their spine calculators (e.g. 0.002252 in white, 0.0025 in cream).
 */
export const PAPER_PAGE_THICKNESS_IN: Readonly<Record<PaperColor, Readonly<Record<PrintColor, number>>>> = {
  WHITE: { BLACK_WHITE: 0.002252, STANDARD_COLOR: 0.002252, FULL_COLOR: 0.002347 },
  CREAM: { BLACK_WHITE: 0.0025, STANDARD_COLOR: 0.0025, FULL_COLOR: 0.0025 },
};

/** Hardcover allowances (see the module comment). */
export const HARDCOVER_BOARD_OVERHANG_IN = 0.125;
export const HARDCOVER_SPINE_EXTRA_IN = 0.25;
export const HARDCOVER_WRAP_IN = 0.625;
export const HARDCOVER_GUTTER_IN = 0.375;
export const DUST_JACKET_FLAP_IN = 3.25;
/** Below this page count the spine is too narrow for text; keep it blank or a plain colour. */
export const SPINE_TEXT_MIN_PAGES = 80;

const round4 = (d: Decimal): number => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();

/** The spine of a paperback (the book block) in inches, to 1/10000 in: pages × page thickness. */
export function spineWidthIn(pageCount: number, paper: PaperColor, color: PrintColor): number {
  if (!Number.isFinite(pageCount) || pageCount < 0) throw new RangeError('pageCount must be ≥ 0');
  return round4(new Decimal(Math.floor(pageCount)).times(PAPER_PAGE_THICKNESS_IN[paper][color]));
}

/** Whether the spine is wide enough to carry text. */
export function spineTextAllowed(pageCount: number): boolean {
  return pageCount >= SPINE_TEXT_MIN_PAGES;
}

/**
 * The full cover of a book, in inches: the contract's names (`widthIn`, `heightIn`, `spineIn`,
 * `bleedIn`, `wrapIn`) and the spec's cover formatting fields (bleed zone, cover width, flap
 * width, gutter, margin, spine width, total height, total width, wrap).
 */
export interface FullCoverSize {
  /** Total width and height, bleed included. */
  widthIn: number;
  heightIn: number;
  /** Spine width (for hardcovers, including the boards). */
  spineIn: number;
  bleedIn: number;
  /** Wrap round the boards on each outer edge (case laminate), 0 otherwise. */
  wrapIn: number;
  /** Width and height of one panel (front or back) as seen on the finished book. */
  coverWidthIn: number;
  coverHeightIn: number;
  flapWidthIn: number;
  gutterIn: number;
  marginIn: number;
  /** Same as spineIn / widthIn / heightIn, under the spec's names. */
  spineWidthIn: number;
  totalWidthIn: number;
  totalHeightIn: number;
}

export function fullCoverSize(
  trim: { widthIn: number; heightIn: number },
  pageCount: number,
  paper: PaperColor,
  color: PrintColor,
  coverFormat: CoverFormat = 'SOFTCOVER',
): FullCoverSize {
  const bleed = new Decimal(BLEED_IN);
  const block = new Decimal(spineWidthIn(pageCount, paper, color));
  const hard = coverFormat !== 'SOFTCOVER';
  const overhang = new Decimal(hard ? HARDCOVER_BOARD_OVERHANG_IN : 0);
  const panelW = new Decimal(trim.widthIn).plus(overhang);
  const panelH = new Decimal(trim.heightIn).plus(overhang.times(2));
  const spine = hard ? block.plus(HARDCOVER_SPINE_EXTRA_IN) : block;
  const wrap = new Decimal(coverFormat === 'HARDCOVER' ? HARDCOVER_WRAP_IN : 0);
  const flap = new Decimal(coverFormat === 'HARDCOVER_DUST_JACKET' ? DUST_JACKET_FLAP_IN : 0);
  const edge = bleed.plus(wrap); // outside each panel's outer edge, on all four sides
  const width = panelW.plus(flap).times(2).plus(spine).plus(edge.times(2));
  const height = panelH.plus(edge.times(2));
  const widthIn = round4(width);
  const heightIn = round4(height);
  const spineIn = round4(spine);
  return {
    widthIn,
    heightIn,
    spineIn,
    bleedIn: BLEED_IN,
    wrapIn: wrap.toNumber(),
    coverWidthIn: round4(panelW),
    coverHeightIn: round4(panelH),
    flapWidthIn: flap.toNumber(),
    gutterIn: hard ? HARDCOVER_GUTTER_IN : 0,
    marginIn: SAFE_MARGIN_IN,
    spineWidthIn: spineIn,
    totalWidthIn: widthIn,
    totalHeightIn: heightIn,
  };
}

/**
 * Minimum pixel size of an eBook cover: 1400 px wide (the smallest that retailers such as Apple
 * Books accept) by 2100 px high (the same width at the usual 2:3 portrait shape). Larger is
 * better; 1600 × 2560 is a good target.
 */
export const EBOOK_COVER_MIN = { width: 1400, height: 2100 } as const;
/** Effective resolution a printed cover image needs, in pixels per inch. */
export const PRINT_MIN_PPI = 300;

/** Colour spaces as sharp/libvips names them ('srgb', 'cmyk', 'b-w', …). */
const RGB_SPACES = new Set(['srgb', 'rgb', 'rgb16', 'scrgb']);
const GREY_SPACES = new Set(['b-w', 'grey16']);

export interface CoverImageFacts {
  width: number;
  height: number;
  /** libvips colour space name. */
  space: string;
}

/** Findings for an eBook cover image: pixel size and RGB. */
export function ebookCoverFindings(img: CoverImageFacts): Finding[] {
  const findings: Finding[] = [];
  const space = img.space.toLowerCase();
  if (img.width < EBOOK_COVER_MIN.width || img.height < EBOOK_COVER_MIN.height) {
    findings.push({
      severity: 'ERROR',
      code: 'COVER_TOO_SMALL',
      message: `The cover is ${img.width} × ${img.height} pixels; an eBook cover must be at least ${EBOOK_COVER_MIN.width} × ${EBOOK_COVER_MIN.height} pixels (1600 × 2560 is ideal). Export it again at a larger size.`,
      source: 'quire',
    });
  }
  if (space === 'cmyk') {
    findings.push({
      severity: 'ERROR',
      code: 'COVER_CMYK',
      message:
        'The cover is in CMYK colour, which is for print. eBook covers must be RGB: export it again as an RGB (sRGB) JPEG or PNG.',
      source: 'quire',
    });
  } else if (GREY_SPACES.has(space)) {
    findings.push({
      severity: 'INFO',
      code: 'COVER_GREYSCALE',
      message: 'The cover is greyscale; it will be stored as RGB.',
      source: 'quire',
    });
  } else if (!RGB_SPACES.has(space)) {
    findings.push({
      severity: 'ERROR',
      code: 'COVER_COLOR_SPACE',
      message: `The cover uses the ${img.space} colour space; eBook covers must be RGB (sRGB). Export it again as an RGB JPEG or PNG.`,
      source: 'quire',
    });
  }
  return findings;
}

/** Relative difference allowed between an image's shape and the cover's shape. */
export const COVER_ASPECT_TOLERANCE = 0.01;

/**
 * Findings for a print cover supplied as an image: its shape must match the expected size (the
 * full cover, or a panel with or without bleed), and it needs 300 ppi at that size.
 */
export function printCoverImageFindings(
  img: CoverImageFacts,
  expect: { widthIn: number; heightIn: number },
  alternatives: { widthIn: number; heightIn: number }[] = [],
): Finding[] {
  const sizes = [expect, ...alternatives];
  const ratio = img.width / img.height;
  const match = sizes.find((s) => Math.abs(ratio / (s.widthIn / s.heightIn) - 1) <= COVER_ASPECT_TOLERANCE);
  const want = sizes.map((s) => `${formatInches(s.widthIn)} × ${formatInches(s.heightIn)} in`).join(' or ');
  if (!match) {
    return [
      {
        severity: 'ERROR',
        code: 'COVER_SHAPE',
        message: `The cover image is ${img.width} × ${img.height} pixels, which does not have the shape of ${want}. Make the cover exactly ${want} (at 300 ppi: ${sizes.map((s) => `${Math.round(s.widthIn * PRINT_MIN_PPI)} × ${Math.round(s.heightIn * PRINT_MIN_PPI)} px`).join(' or ')}).`,
        source: 'quire',
      },
    ];
  }
  const ppi = Math.floor(img.width / match.widthIn);
  if (ppi < PRINT_MIN_PPI) {
    return [
      {
        severity: 'WARNING',
        code: 'COVER_LOW_PPI',
        message: `The cover image prints at ${ppi} ppi; covers need ${PRINT_MIN_PPI} ppi (${Math.round(match.widthIn * PRINT_MIN_PPI)} × ${Math.round(match.heightIn * PRINT_MIN_PPI)} px) or they may look blurred.`,
        source: 'quire',
      },
    ];
  }
  return [];
}

/** Inches for a message: up to three decimals, no trailing zeros ("6", "8.5", "6.125"). */
export function formatInches(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
