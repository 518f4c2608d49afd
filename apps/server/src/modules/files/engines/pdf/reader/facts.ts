/**
 * The facts a print preflight needs, read from a PDF's objects (decision 020): every page's size
 * (the crop box within the media box, turned by /Rotate, times /UserUnit, as pdf.js reports it),
 * the fonts each page sets and whether their files are embedded, and each image placement's
 * effective resolution. Page dictionaries, resources and font dictionaries are read as they are;
 * the only streams decoded are content streams (one at a time), scanned for q/Q/cm/Tf/Do/BI. Font
 * programs and image data are never decoded.
 */
import type { PdfFacts, PdfFontFact } from '@quire/domain';
import { effectivePpi } from '../operators';
import { concat, type GraphicsState, type Matrix, scanContent } from './content';
import { PdfReader } from './file';
import { type Dict, nameOf, num, PdfStream, type PdfValue, Ref } from './syntax';

/** The file is encrypted: its strings and streams need the decryption another reader has. */
export class PdfEncrypted extends Error {
  override readonly name = 'PdfEncrypted';
}

export interface ReadFactsOptions {
  /** The largest stream decoded, in bytes (content, object and xref streams). */
  maxStreamBytes: number;
  onPage?(done: number, total: number): void;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_FORM_DEPTH = 12;
const MAX_CACHED_FORMS = 256;
const MAX_CACHED_PLACEMENTS = 4096;
const LETTER: [number, number, number, number] = [0, 0, 612, 792];

interface Placement {
  ctm: Matrix;
  width: number;
  height: number;
}

/** What a content stream (with the forms it draws) does, relative to where it is drawn. */
interface Drawing {
  fonts: Set<PdfFontFact>;
  images: Placement[];
}

interface Inherited {
  mediaBox?: PdfValue;
  cropBox?: PdfValue;
  rotate?: PdfValue;
  resources?: PdfValue;
}

export function readPdfFacts(path: string, opts: ReadFactsOptions): PdfFacts {
  const reader = PdfReader.open(path, opts.maxStreamBytes);
  try {
    if (reader.trailer.has('Encrypt')) throw new PdfEncrypted('encrypted');
    return new FactsReader(reader).read(opts);
  } finally {
    reader.close();
  }
}

class FactsReader {
  private readonly fontFacts = new Map<string, PdfFontFact>();
  private readonly fontsByRef = new Map<number, PdfFontFact>();
  private readonly forms = new Map<number, Drawing>();
  private readonly busyForms = new Set<number>();

  constructor(private readonly r: PdfReader) {}

  read(opts: ReadFactsOptions): PdfFacts {
    const catalog = this.r.dict(this.r.trailer.get('Root'));
    const root = this.r.get(catalog, 'Pages');
    const total = num(this.r.get(this.r.dict(root), 'Count')) ?? 0;
    const pages: PdfFacts['pages'] = [];
    const images: PdfFacts['images'] = [];
    const used = new Map<PdfFontFact, number[]>();
    let n = 0;
    for (const { page, inherited } of this.leaves(catalog?.get('Pages'))) {
      n++;
      const unit = num(this.r.get(page, 'UserUnit'));
      const userUnit = unit !== undefined && unit > 0 ? unit : 1;
      pages.push(this.size(inherited, userUnit));
      const drawing = this.drawPage(page, this.r.dict(inherited.resources));
      for (const font of drawing.fonts) {
        const list = used.get(font) ?? [];
        list.push(n);
        used.set(font, list);
      }
      let lowest: number | null = null;
      for (const img of drawing.images) {
        const ppi = effectivePpi(img.ctm, img.width, img.height, userUnit);
        if (Number.isFinite(ppi)) lowest = lowest === null ? ppi : Math.min(lowest, ppi);
      }
      if (lowest !== null) images.push({ page: n, ppi: lowest });
      opts.onPage?.(n, Math.max(total, n));
    }
    // One entry per font name and embedding, with the pages that set it (as the pdf.js engine reports).
    const fonts = new Map<string, PdfFontFact>();
    for (const [font, list] of used) {
      const key = `${font.name}\u0000${font.embedded}`;
      const entry = fonts.get(key) ?? { name: font.name, embedded: font.embedded, pages: [] };
      entry.pages = [...new Set([...entry.pages, ...list])].sort((a, b) => a - b);
      fonts.set(key, entry);
    }
    const facts: PdfFacts = { pageCount: n, encrypted: false, pages, fonts: [...fonts.values()], images };
    if (this.r.repaired) facts.repaired = true;
    return facts;
  }

  /** The page leaves in order, with the attributes they inherit; a node is visited once (cycles end). */
  private *leaves(rootRef: PdfValue | undefined): Generator<{ page: Dict; inherited: Inherited }> {
    const seen = new Set<number>();
    const stack: { node: PdfValue | undefined; inherited: Inherited }[] = [{ node: rootRef, inherited: {} }];
    while (stack.length > 0) {
      const { node, inherited } = stack.pop()!;
      if (node instanceof Ref) {
        if (seen.has(node.num)) continue;
        seen.add(node.num);
      }
      const d = this.r.dict(node);
      if (!d) continue;
      const here: Inherited = {
        mediaBox: d.get('MediaBox') ?? inherited.mediaBox,
        cropBox: d.get('CropBox') ?? inherited.cropBox,
        rotate: d.get('Rotate') ?? inherited.rotate,
        resources: d.get('Resources') ?? inherited.resources,
      };
      const kids = this.r.get(d, 'Kids');
      const type = nameOf(this.r.get(d, 'Type'));
      if (type === 'Pages' && !Array.isArray(kids)) continue;
      if (Array.isArray(kids) && type !== 'Page') {
        for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], inherited: here });
      } else {
        yield { page: d, inherited: here };
      }
    }
  }

  private box(v: PdfValue | undefined): [number, number, number, number] | null {
    const arr = this.r.resolve(v);
    if (!Array.isArray(arr) || arr.length !== 4) return null;
    const [a, b, c, d] = arr.map((x) => num(this.r.resolve(x)));
    if (a === undefined || b === undefined || c === undefined || d === undefined) return null;
    const box: [number, number, number, number] = [
      Math.min(a, c),
      Math.min(b, d),
      Math.max(a, c),
      Math.max(b, d),
    ];
    return box[2] - box[0] > 0 && box[3] - box[1] > 0 ? box : null;
  }

  /** pdf.js's page.view: the crop box within the media box (the media box when they do not meet). */
  private size(inh: Inherited, userUnit: number): { widthPt: number; heightPt: number } {
    const media = this.box(inh.mediaBox) ?? LETTER;
    const crop = this.box(inh.cropBox) ?? media;
    let view = media;
    if (crop !== media) {
      const x1 = Math.max(crop[0], media[0]);
      const y1 = Math.max(crop[1], media[1]);
      const x2 = Math.min(crop[2], media[2]);
      const y2 = Math.min(crop[3], media[3]);
      if (x2 - x1 > 0 && y2 - y1 > 0) view = [x1, y1, x2, y2];
    }
    const w = (view[2] - view[0]) * userUnit;
    const h = (view[3] - view[1]) * userUnit;
    let rotate = num(this.r.resolve(inh.rotate)) ?? 0;
    if (rotate % 90 !== 0) rotate = 0;
    rotate = ((rotate % 360) + 360) % 360;
    return rotate % 180 === 0 ? { widthPt: w, heightPt: h } : { widthPt: h, heightPt: w };
  }

  private drawPage(page: Dict, resources: Dict | undefined): Drawing {
    const contents = this.r.get(page, 'Contents');
    const streams = Array.isArray(contents) ? contents.map((c) => this.r.resolve(c)) : [contents];
    const gs: GraphicsState = { ctm: [...IDENTITY], stack: [] };
    const drawing: Drawing = { fonts: new Set(), images: [] };
    for (const s of streams) {
      if (s instanceof PdfStream) this.scan(this.r.decode(s), gs, resources, drawing, 0);
    }
    return drawing;
  }

  private scan(
    data: Uint8Array,
    gs: GraphicsState,
    resources: Dict | undefined,
    out: Drawing,
    depth: number,
  ) {
    const fonts = this.r.dict(resources?.get('Font'));
    const xobjects = this.r.dict(resources?.get('XObject'));
    scanContent(data, gs, {
      font: (name) => {
        const f = this.font(fonts?.get(name));
        if (f) out.fonts.add(f);
      },
      inlineImage: (width, height, ctm) => out.images.push({ ctm, width, height }),
      xobject: (name, ctm) => {
        const ref = xobjects?.get(name);
        const x = this.r.resolve(ref);
        if (!(x instanceof PdfStream)) return;
        const subtype = nameOf(this.r.get(x.dict, 'Subtype'));
        if (subtype === 'Image') {
          if (this.r.get(x.dict, 'ImageMask') === true) return;
          const width = num(this.r.get(x.dict, 'Width')) ?? 0;
          const height = num(this.r.get(x.dict, 'Height')) ?? 0;
          if (width > 0 && height > 0) out.images.push({ ctm, width, height });
        } else if (subtype === 'Form' && depth < MAX_FORM_DEPTH) {
          const form = this.form(ref instanceof Ref ? ref.num : -1, x, resources, depth + 1);
          for (const f of form.fonts) out.fonts.add(f);
          for (const img of form.images) out.images.push({ ...img, ctm: concat(ctm, img.ctm) });
        }
      },
    });
  }

  /** A form XObject's drawing relative to where it is drawn; cached when it has its own resources. */
  private form(refNum: number, x: PdfStream, outer: Dict | undefined, depth: number): Drawing {
    const cached = this.forms.get(refNum);
    if (cached) return cached;
    const empty: Drawing = { fonts: new Set(), images: [] };
    if (this.busyForms.has(refNum)) return empty;
    const own = this.r.dict(x.dict.get('Resources'));
    const matrix = this.r.resolve(x.dict.get('Matrix'));
    const m =
      Array.isArray(matrix) && matrix.length === 6 && matrix.every((v) => typeof v === 'number')
        ? (matrix as Matrix)
        : IDENTITY;
    const drawing: Drawing = { fonts: new Set(), images: [] };
    if (refNum >= 0) this.busyForms.add(refNum);
    try {
      this.scan(this.r.decode(x), { ctm: concat(IDENTITY, m), stack: [] }, own ?? outer, drawing, depth);
    } finally {
      this.busyForms.delete(refNum);
    }
    if (refNum >= 0 && own && drawing.images.length <= MAX_CACHED_PLACEMENTS) {
      if (this.forms.size >= MAX_CACHED_FORMS) this.forms.delete(this.forms.keys().next().value!);
      this.forms.set(refNum, drawing);
    }
    return drawing;
  }

  /** A font's name (without a subset prefix) and whether its file is embedded, as pdf.js names it. */
  private font(ref: PdfValue | undefined): PdfFontFact | null {
    if (ref instanceof Ref) {
      const hit = this.fontsByRef.get(ref.num);
      if (hit) return hit;
    }
    const dict = this.r.dict(ref);
    if (!dict) return null;
    const type = nameOf(this.r.get(dict, 'Subtype'));
    let d = dict;
    if (type === 'Type0') {
      const desc = this.r.get(dict, 'DescendantFonts');
      d = this.r.dict(Array.isArray(desc) ? desc[0] : desc) ?? dict;
    }
    const descriptor = this.r.dict(d.get('FontDescriptor'));
    const baseFont = nameOf(this.r.get(d, 'BaseFont'));
    const fontName = nameOf(this.r.get(descriptor, 'FontName'));
    let name: string;
    let embedded: boolean;
    if (type === 'Type3') {
      name = fontName ?? 'Type3';
      embedded = true;
    } else if (!descriptor) {
      name = (baseFont ?? 'unnamed').replace(/[,_]/g, '-').replace(/\s/g, '');
      embedded = false;
    } else {
      name = fontName && baseFont?.startsWith(fontName) ? baseFont : (fontName ?? baseFont ?? 'unnamed');
      const file = ['FontFile', 'FontFile2', 'FontFile3'].some(
        (k) => this.r.resolve(descriptor.get(k)) instanceof PdfStream,
      );
      embedded = file;
    }
    name = name.replace(/^[A-Z]{6}\+/, '');
    const key = `${name}\u0000${embedded}`;
    const fact = this.fontFacts.get(key) ?? { name, embedded, pages: [] };
    this.fontFacts.set(key, fact);
    if (ref instanceof Ref) this.fontsByRef.set(ref.num, fact);
    return fact;
  }
}
