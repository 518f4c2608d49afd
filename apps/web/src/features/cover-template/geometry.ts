import {
  BARCODE_AREA_IN,
  type CoverFormat,
  type FullCoverSize,
  formatInches,
  fullCoverSize,
  type PaperColor,
  type PrintColor,
} from '@quire/domain';

/** A rectangle in inches, from the top left of the full cover (bleed included). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where everything sits on a full cover: back | spine | front, with flaps, wrap and bleed. */
export interface CoverLayout {
  size: FullCoverSize;
  /** The whole sheet, bleed included. */
  sheet: Rect;
  /** Where the printed sheet is cut: the sheet less the bleed. */
  trim: Rect;
  back: Rect;
  spine: Rect;
  front: Rect;
  /** Dust-jacket flaps (back flap first); empty for other formats. */
  flaps: Rect[];
  /** Keep text inside these: the back and front panels less the safe margin (and the hinge gutter). */
  safe: Rect[];
  /** The barcode box on the back cover, bottom right inside the safe zone. */
  barcode: Rect;
}

const r4 = (n: number) => Math.round(n * 10000) / 10000;

export interface CoverSpec {
  trim: { widthIn: number; heightIn: number };
  pageCount: number;
  paperColor: PaperColor;
  printColor: PrintColor;
  coverFormat: CoverFormat;
}

/** The layout of a full cover from the domain's cover size (packages/domain/src/files/covers.ts). */
export function coverLayout(spec: CoverSpec): CoverLayout {
  const size = fullCoverSize(spec.trim, spec.pageCount, spec.paperColor, spec.printColor, spec.coverFormat);
  const W = size.widthIn;
  const H = size.heightIn;
  const edge = size.bleedIn + size.wrapIn;
  const flap = size.flapWidthIn;
  const panelW = size.coverWidthIn;
  const panelH = size.coverHeightIn;
  const spineX = r4((W - size.spineIn) / 2);
  const spine: Rect = { x: spineX, y: edge, w: size.spineIn, h: panelH };
  const back: Rect = { x: r4(spineX - panelW), y: edge, w: panelW, h: panelH };
  const front: Rect = { x: r4(spineX + size.spineIn), y: edge, w: panelW, h: panelH };
  const flaps: Rect[] =
    flap > 0
      ? [
          { x: edge, y: edge, w: flap, h: panelH },
          { x: r4(front.x + panelW), y: edge, w: flap, h: panelH },
        ]
      : [];
  const m = size.marginIn;
  const hinge = Math.max(m, size.gutterIn);
  const safe: Rect[] = [
    { x: r4(back.x + m), y: r4(edge + m), w: r4(panelW - m - hinge), h: r4(panelH - 2 * m) },
    { x: r4(front.x + hinge), y: r4(edge + m), w: r4(panelW - m - hinge), h: r4(panelH - 2 * m) },
  ];
  const backSafe = safe[0] as Rect;
  const barcode: Rect = {
    x: r4(backSafe.x + backSafe.w - BARCODE_AREA_IN.width),
    y: r4(backSafe.y + backSafe.h - BARCODE_AREA_IN.height),
    w: BARCODE_AREA_IN.width,
    h: BARCODE_AREA_IN.height,
  };
  return {
    size,
    sheet: { x: 0, y: 0, w: W, h: H },
    trim: { x: size.bleedIn, y: size.bleedIn, w: r4(W - 2 * size.bleedIn), h: r4(H - 2 * size.bleedIn) },
    back,
    spine,
    front,
    flaps,
    safe,
    barcode,
  };
}

/** Inches as the screens show them ("6", "8.5", "0.451"). */
export const inches = formatInches;

/** Millimetres to one decimal. */
export function millimetres(valueIn: number): string {
  return String(Math.round(valueIn * 254) / 10);
}
