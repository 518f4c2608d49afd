/**
 * Walks one page's pdfjs operator list: the fonts it sets, and each image placement's effective
 * resolution. An image is drawn into the unit square mapped by the current transformation matrix
 * (CTM), so its printed size in points is the length of the CTM's two axes, and its resolution is
 * pixels ÷ (points / 72). The CTM follows save/restore, cm and form XObjects.
 */

type Matrix = [number, number, number, number, number, number];

export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

export type OpsTable = Record<string, number>;

export interface PageOperatorFacts {
  /** pdfjs loaded names of the fonts the page sets (look them up in page.commonObjs). */
  fontIds: Set<string>;
  /** The lowest effective resolution of any image on the page, or null when there is none. */
  lowestPpi: number | null;
  imageCount: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 · m2 in pdfjs' (and canvas') convention: m2 is applied first, then m1. */
export function multiply(m1: Matrix, m2: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m2;
  return [
    m1[0] * a + m1[2] * b,
    m1[1] * a + m1[3] * b,
    m1[0] * c + m1[2] * d,
    m1[1] * c + m1[3] * d,
    m1[0] * e + m1[2] * f + m1[4],
    m1[1] * e + m1[3] * f + m1[5],
  ];
}

/** Effective ppi of a w × h pixel image drawn with `ctm` (the lower of the two directions). */
export function effectivePpi(ctm: Matrix, widthPx: number, heightPx: number, userUnit = 1): number {
  const widthPt = Math.hypot(ctm[0], ctm[1]) * userUnit;
  const heightPt = Math.hypot(ctm[2], ctm[3]) * userUnit;
  if (widthPt <= 0 || heightPt <= 0) return Number.POSITIVE_INFINITY;
  return Math.min(widthPx / (widthPt / 72), heightPx / (heightPt / 72));
}

function isMatrix(value: unknown): value is number[] {
  return Array.isArray(value) && value.length === 6 && value.every((n) => typeof n === 'number');
}

function dims(value: unknown): { width: number; height: number } | null {
  const v = value as { width?: unknown; height?: unknown } | null;
  return v && typeof v.width === 'number' && typeof v.height === 'number'
    ? { width: v.width, height: v.height }
    : null;
}

export function inspectOperators(list: OperatorList, OPS: OpsTable, userUnit = 1): PageOperatorFacts {
  const fontIds = new Set<string>();
  const stack: Matrix[] = [];
  let ctm: Matrix = [...IDENTITY];
  let lowestPpi: number | null = null;
  let imageCount = 0;
  const image = (w: number, h: number) => {
    if (!(w > 0 && h > 0)) return;
    imageCount++;
    const ppi = effectivePpi(ctm, w, h, userUnit);
    if (Number.isFinite(ppi)) lowestPpi = lowestPpi === null ? ppi : Math.min(lowestPpi, ppi);
  };
  const { fnArray, argsArray } = list;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    switch (fn) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        if (args && args.length === 6) ctm = multiply(ctm, args as number[]);
        break;
      case OPS.paintFormXObjectBegin:
        stack.push(ctm);
        if (args && isMatrix(args[0])) ctm = multiply(ctm, args[0]);
        break;
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.setFont:
        if (args && typeof args[0] === 'string') fontIds.add(args[0]);
        break;
      case OPS.paintImageXObject:
        if (args && typeof args[1] === 'number' && typeof args[2] === 'number') image(args[1], args[2]);
        break;
      case OPS.paintInlineImageXObject: {
        const d = args ? dims(args[0]) : null;
        if (d) image(d.width, d.height);
        break;
      }
      default:
        break;
    }
  }
  return { fontIds, lowestPpi, imageCount };
}
