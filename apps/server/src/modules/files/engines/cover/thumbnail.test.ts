import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RASTER_SIDE, rasterScale } from '../pdf/pdfjs-render';
import { COVER_THUMBNAIL_BOX, COVER_THUMBNAIL_MAX_PIXELS, coverThumbnail } from './thumbnail';

const dir = mkdtempSync(join(tmpdir(), 'quire-thumbnail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A one-page PDF of `w` × `h` points: the left half blue, the right half (a full cover's front) red. */
async function twoColourPdf(name: string, w: number, h: number): Promise<string> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([w, h]);
  page.drawRectangle({ x: 0, y: 0, width: w / 2, height: h, color: rgb(0, 0, 1) });
  page.drawRectangle({ x: w / 2, y: 0, width: w / 2, height: h, color: rgb(1, 0, 0) });
  const path = join(dir, name);
  writeFileSync(path, await doc.save());
  return path;
}

async function pixels(path: string) {
  const { data, info } = await sharp(path).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
  return { width: info.width, height: info.height, at };
}

describe('rasterScale: how large a PDF cover page is drawn', () => {
  const req = { box: COVER_THUMBNAIL_BOX, maxPixels: COVER_THUMBNAIL_MAX_PIXELS };
  it('covers the 400 × 600 box: a 6 × 9 in front exactly, a full cover at its height', () => {
    expect(432 * rasterScale(432, 648, req)).toBeCloseTo(400);
    expect(648 * rasterScale(432, 648, req)).toBeCloseTo(600);
    const full = rasterScale(929, 666, req);
    expect(666 * full).toBeCloseTo(600);
    expect(929 * full).toBeGreaterThan(800);
  });
  it('whatever size a page declares, the drawing stays within the pixel and side caps', () => {
    for (const [w, h] of [
      [14_400, 14_400],
      [14_400, 1],
      [1, 14_400],
      [3, 3],
      [0.01, 0.01],
    ] as const) {
      const s = rasterScale(w, h, req);
      expect(w * s * h * s).toBeLessThanOrEqual(COVER_THUMBNAIL_MAX_PIXELS * 1.0001);
      expect(Math.max(w, h) * s).toBeLessThanOrEqual(MAX_RASTER_SIDE * 1.0001);
    }
    expect(() => rasterScale(0, 648, req)).toThrow();
  });
});

describe('coverThumbnail', () => {
  it("draws a PDF full cover's first page as a WebP of its whole width, the front on the right", async () => {
    const out = join(dir, 'full.webp');
    const made = await coverThumbnail(await twoColourPdf('full.pdf', 929, 666), 'PDF', out);
    const img = await pixels(out);
    expect({ width: img.width, height: img.height }).toEqual(made);
    expect(img.height).toBe(600);
    const [lr, , lb] = img.at(20, 300);
    const [rr, , rb] = img.at(img.width - 20, 300);
    expect(lb).toBeGreaterThan(200);
    expect(lr).toBeLessThan(40);
    expect(rr).toBeGreaterThan(200);
    expect(rb).toBeLessThan(40);
  });

  it('a page of 200 in × 0.14 in (covering the box would take 864,000 × 600 pixels) is drawn within the caps', async () => {
    const out = join(dir, 'strip.webp');
    const made = await coverThumbnail(await twoColourPdf('strip.pdf', 14_400, 10), 'PDF', out);
    expect(made.width * made.height).toBeLessThanOrEqual(COVER_THUMBNAIL_MAX_PIXELS);
    expect(made.width).toBeLessThanOrEqual(MAX_RASTER_SIDE);
  });

  it('makes a cover image into the same WebP, never enlarged', async () => {
    const src = join(dir, 'cover.jpg');
    await sharp({ create: { width: 1600, height: 2400, channels: 3, background: '#0d3b66' } })
      .jpeg()
      .toFile(src);
    expect(await coverThumbnail(src, 'IMAGE', join(dir, 'cover.webp'))).toEqual({ width: 400, height: 600 });
    const small = join(dir, 'small.png');
    await sharp({ create: { width: 100, height: 150, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(small);
    expect(await coverThumbnail(small, 'IMAGE', join(dir, 'small.webp'))).toEqual({
      width: 100,
      height: 150,
    });
  });
});
