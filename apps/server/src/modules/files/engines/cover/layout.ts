/**
 * The domain's full-cover layout (`coverLayout` in @quire/domain: inches from the top left) in
 * PDF points from the bottom left, as pdf-lib draws. Only units and origin change here; where
 * things sit is the domain's rule. Shared by the template generator and by the full cover
 * composed from separate front and back covers.
 */
import {
  type CoverFormat,
  type CoverLayout,
  type CoverRect,
  coverLayout,
  type FullCoverSize,
  type PaperColor,
  type PrintColor,
} from '@quire/domain';

export interface CoverTemplateSpec {
  trim: { widthIn: number; heightIn: number };
  pageCount: number;
  paper: PaperColor;
  color: PrintColor;
  coverFormat: CoverFormat;
  /** Printed in the template's heading, when given. */
  title?: string | null;
}

/** A rectangle in PDF points, origin bottom left (pdf-lib's drawRectangle options). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The layout of `coverLayout`, every rectangle in PDF points from the bottom left. */
export interface PdfCoverLayout {
  size: FullCoverSize;
  /** The whole sheet, bleed included (the BleedBox). */
  page: Rect;
  /** Where the printed sheet is cut: the sheet less the bleed. */
  cut: Rect;
  /** The finished cover's outline, inside bleed and wrap (the TrimBox). */
  trim: Rect;
  back: Rect;
  spine: Rect;
  front: Rect;
  flaps: Rect[];
  safe: { back: Rect; front: Rect; spine: Rect | null; flaps: Rect[] };
  barcode: Rect;
  spineText: boolean;
}

export const PT = 72;

/** The domain's layout in PDF points (the y axis flipped). */
export function toPdfLayout(l: CoverLayout): PdfCoverLayout {
  const pt = (r: CoverRect): Rect => ({
    x: r.x * PT,
    y: (l.sheet.h - r.y - r.h) * PT,
    width: r.w * PT,
    height: r.h * PT,
  });
  return {
    size: l.size,
    page: pt(l.sheet),
    cut: pt(l.cut),
    trim: pt(l.trim),
    back: pt(l.back),
    spine: pt(l.spine),
    front: pt(l.front),
    flaps: l.flaps.map(pt),
    safe: {
      back: pt(l.safe.back),
      front: pt(l.safe.front),
      spine: l.safe.spine ? pt(l.safe.spine) : null,
      flaps: l.safe.flaps.map(pt),
    },
    barcode: pt(l.barcode),
    spineText: l.spineText,
  };
}

/** The cover layout of a template spec, in PDF points. */
export function pdfCoverLayout(spec: CoverTemplateSpec): PdfCoverLayout {
  return toPdfLayout(
    coverLayout({
      trim: spec.trim,
      pageCount: spec.pageCount,
      paperColor: spec.paper,
      printColor: spec.color,
      coverFormat: spec.coverFormat,
    }),
  );
}
