/**
 * A full cover built from separate front and back covers and a spine colour (`POST spine`): one
 * page of the full cover's size, the back and front art placed on their panels, the spine (and any
 * wrap, flap or bleed the art does not cover) filled with the colour. Each cover is the first page
 * of a PDF, or a JPEG or PNG image, at the trim size or with bleed:
 * - trim size: placed on the panel; the bleed round it takes the spine colour;
 * - trim + bleed on the three outer edges, or on all four: placed so its trim meets the panel
 *   (bleed on the spine side goes under the spine).
 * A PDF is matched by its page size (±1 pt), an image by its shape; anything else is scaled to the
 * panel. Call it only for covers that passed preflight (it parses them with pdf-lib in-process);
 * a cover pdf-lib cannot read all the same rejects with CoverArtUnusable.
 */
import { readFile } from 'node:fs/promises';
import { BLEED_IN, formatInches, panelArtSizes } from '@quire/domain';
import { PDFDocument, type PDFEmbeddedPage, type PDFImage, rgb } from 'pdf-lib';
import { CoverArtUnusable } from './cover-art-error';
import { type CoverTemplateSpec, PT, pdfCoverLayout, type Rect } from './layout';
import { setCoverBoxes } from './template';

export interface CoverSource {
  path: string;
  kind: 'PDF' | 'JPEG' | 'PNG';
}

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** '#1a2b3c' as pdf-lib's RGB; a RangeError for anything else. */
export function parseSpineColor(hex: string) {
  const m = HEX.exec(hex.trim());
  if (!m) throw new RangeError(`The spine colour must be #RRGGBB (got ${JSON.stringify(hex)}).`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => Number.parseInt(h, 16) / 255) as [
    number,
    number,
    number,
  ];
  return rgb(r, g, b);
}

type Art =
  | { kind: 'page'; page: PDFEmbeddedPage; widthPt: number; heightPt: number; aspect: number }
  | { kind: 'image'; image: PDFImage; widthPt: null; heightPt: null; aspect: number };

async function embed(doc: PDFDocument, src: CoverSource): Promise<Art> {
  const bytes = await readFile(src.path);
  if (src.kind === 'PDF') {
    const [page] = await doc.embedPdf(bytes, [0]);
    if (!page) throw new Error('The cover PDF has no page.');
    return {
      kind: 'page',
      page,
      widthPt: page.width,
      heightPt: page.height,
      aspect: page.width / page.height,
    };
  }
  const image = src.kind === 'JPEG' ? await doc.embedJpg(bytes) : await doc.embedPng(bytes);
  return { kind: 'image', image, widthPt: null, heightPt: null, aspect: image.width / image.height };
}

/** Where a cover's art goes: its own rectangle, from the panel and the art's size or shape. */
export function placeArt(
  art: { widthPt: number | null; heightPt?: number | null; aspect: number },
  panel: Rect,
  side: 'back' | 'front',
  trim: { widthIn: number; heightIn: number },
): Rect {
  const sizes = panelArtSizes(trim);
  // The panel may be larger than the trim (hardcover boards): scale the bleed with it.
  const sx = panel.width / (trim.widthIn * PT);
  const sy = panel.height / (trim.heightIn * PT);
  const b = BLEED_IN * PT;
  const rects = {
    trim: panel,
    bleed3: {
      x: side === 'back' ? panel.x - b * sx : panel.x,
      y: panel.y - b * sy,
      width: panel.width + b * sx,
      height: panel.height + 2 * b * sy,
    },
    bleed4: {
      x: panel.x - b * sx,
      y: panel.y - b * sy,
      width: panel.width + 2 * b * sx,
      height: panel.height + 2 * b * sy,
    },
  };
  const keys = ['trim', 'bleed3', 'bleed4'] as const;
  if (art.widthPt !== null && art.heightPt) {
    const exact = keys.find(
      (k) =>
        Math.abs(sizes[k].widthIn * PT - art.widthPt!) <= 1 &&
        Math.abs(sizes[k].heightIn * PT - art.heightPt!) <= 1,
    );
    if (exact) return rects[exact];
  }
  const closest = keys.reduce((best, k) =>
    Math.abs(sizes[k].widthIn / sizes[k].heightIn - art.aspect) <
    Math.abs(sizes[best].widthIn / sizes[best].heightIn - art.aspect)
      ? k
      : best,
  );
  return rects[closest];
}

export async function composeFullCover(
  front: CoverSource,
  back: CoverSource,
  spec: CoverTemplateSpec,
  spineColor: string,
): Promise<Uint8Array> {
  const color = parseSpineColor(spineColor);
  try {
    return await compose(front, back, spec, color);
  } catch (error) {
    // pdf-lib refuses some damage the preflight's readers repair (a junk byte in a dictionary).
    if (error instanceof CoverArtUnusable) throw error;
    throw new CoverArtUnusable(null, { cause: error });
  }
}

async function compose(
  front: CoverSource,
  back: CoverSource,
  spec: CoverTemplateSpec,
  color: ReturnType<typeof parseSpineColor>,
): Promise<Uint8Array> {
  const l = pdfCoverLayout(spec);
  const doc = await PDFDocument.create();
  doc.setTitle(
    `Full cover ${formatInches(l.size.widthIn)} × ${formatInches(l.size.heightIn)} in${spec.title ? `: ${spec.title}` : ''}`,
  );
  doc.setProducer('Quire');
  const page = doc.addPage([l.page.width, l.page.height]);
  setCoverBoxes(page, l);
  page.drawRectangle({ ...l.page, color });
  for (const [src, panel, side] of [
    [back, l.back, 'back'],
    [front, l.front, 'front'],
  ] as const) {
    const art = await embed(doc, src).catch((error: unknown) => {
      throw new CoverArtUnusable(side, { cause: error });
    });
    const r = placeArt(art, panel, side, spec.trim);
    if (art.kind === 'image') page.drawImage(art.image, r);
    else page.drawPage(art.page, r);
  }
  // The spine, full height (over any bleed the art put on the spine side).
  page.drawRectangle({ x: l.spine.x, y: 0, width: l.spine.width, height: l.page.height, color });
  return doc.save();
}
