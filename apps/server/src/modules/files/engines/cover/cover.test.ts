import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COVER_FORMATS, coverLayout, fullCoverSize, type PdfExpectation, pdfFindings } from '@quire/domain';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../pdf/inspect-pdf';
import { buildPdf } from '../pdf/test-pdf';
import { composeFullCover, parseSpineColor, placeArt } from './compose';
import { CoverArtUnusable } from './cover-art-error';
import { type CoverTemplateSpec, pdfCoverLayout } from './layout';
import { generateCoverTemplate } from './template';

const dir = mkdtempSync(join(tmpdir(), 'quire-cover-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
const save = (bytes: Uint8Array | Buffer, ext = 'pdf') => {
  const path = join(dir, `${seq++}.${ext}`);
  writeFileSync(path, bytes);
  return path;
};
const SPEC: CoverTemplateSpec = {
  trim: { widthIn: 6, heightIn: 9 },
  pageCount: 400,
  paper: 'WHITE',
  color: 'BLACK_WHITE',
  coverFormat: 'SOFTCOVER',
  title: 'Große Reise — 東京',
};

/** "Page size: 885.888 x 666 pts" from pdfinfo. */
function pdfinfoSize(path: string): [number, number] {
  const out = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
  const m = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return [Number(m?.[1]), Number(m?.[2])];
}

/** The colour of the pixel at (x, y) inches from the top left, rendered by poppler. */
async function pixelAt(path: string, xIn: number, yIn: number): Promise<number[]> {
  const png = execFileSync('pdftoppm', ['-r', '20', '-png', '-singlefile', path]);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (Math.round(yIn * 20) * info.width + Math.round(xIn * 20)) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('generateCoverTemplate', () => {
  it('is one page of the full-cover size, for every cover format (pdf-lib and pdfinfo agree)', async () => {
    for (const coverFormat of COVER_FORMATS) {
      const spec = { ...SPEC, coverFormat };
      const size = fullCoverSize(spec.trim, spec.pageCount, spec.paper, spec.color, coverFormat);
      const bytes = await generateCoverTemplate(spec);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      const page = doc.getPage(0);
      expect(page.getWidth()).toBeCloseTo(size.widthIn * 72, 6);
      expect(page.getHeight()).toBeCloseTo(size.heightIn * 72, 6);
      const [w, h] = pdfinfoSize(save(bytes));
      expect(w).toBeCloseTo(size.widthIn * 72, 2);
      expect(h).toBeCloseTo(size.heightIn * 72, 2);
      const trim = page.getTrimBox();
      const edge = (size.bleedIn + size.wrapIn) * 72;
      expect(trim.x).toBeCloseTo(edge, 6);
      expect(trim.width).toBeCloseTo(size.widthIn * 72 - 2 * edge, 6);
    }
  });

  it('labels the spine, the panels and the barcode area with their dimensions', async () => {
    const path = save(await generateCoverTemplate(SPEC));
    const text = execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('SPINE 0.901 in');
    expect(text).toContain('BACK COVER');
    expect(text).toContain('FRONT COVER');
    expect(text).toContain('Barcode area');
    expect(text).toContain('2 × 1.2 in');
    expect(text).toContain('6 × 9 in');
    expect(text).toContain('Full cover 13.151 × 9.25 in with 0.125 in bleed; spine 0.901 in');
    expect(text).toContain('Große Reise — ?? — Cover template');
  });

  it('says when the spine is too narrow for text', async () => {
    const path = save(await generateCoverTemplate({ ...SPEC, pageCount: 24 }));
    const text = execFileSync('pdftotext', ['-raw', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('SPINE 0.054 in (too narrow for text)');
  });

  it('lays out a barcode box of 2 × 1.2 in on the back panel, inside the safe zone', () => {
    for (const coverFormat of COVER_FORMATS) {
      const l = pdfCoverLayout({ ...SPEC, coverFormat });
      expect(l.barcode.width).toBe(144);
      expect(l.barcode.height).toBeCloseTo(86.4, 6);
      expect(l.barcode.x).toBeGreaterThanOrEqual(l.safe.back.x);
      expect(l.barcode.x + l.barcode.width).toBeLessThanOrEqual(l.safe.back.x + l.safe.back.width + 1e-9);
      expect(l.barcode.x + l.barcode.width).toBeLessThanOrEqual(l.spine.x);
      expect(l.spine.x).toBeCloseTo(l.back.x + l.back.width, 9);
      expect(l.front.x).toBeCloseTo(l.spine.x + l.spine.width, 9);
    }
  });
});

describe('pdfCoverLayout', () => {
  it('is the domain layout in PDF points, from the bottom left', () => {
    for (const coverFormat of COVER_FORMATS) {
      const spec = { ...SPEC, coverFormat };
      const d = coverLayout({ ...spec, paperColor: spec.paper, printColor: spec.color });
      const l = pdfCoverLayout(spec);
      expect(l.size).toEqual(d.size);
      expect(l.page.height).toBeCloseTo(d.sheet.h * 72, 9);
      expect(l.back.x).toBeCloseTo(d.back.x * 72, 9);
      expect(l.trim.x).toBeCloseTo(d.trim.x * 72, 9);
      // The barcode sits at the bottom of the back panel: near y = 0 in PDF points.
      expect(l.barcode.y).toBeCloseTo((d.sheet.h - d.barcode.y - d.barcode.h) * 72, 9);
      expect(l.barcode.y).toBeLessThan(l.page.height / 2);
      expect(l.safe.front.x).toBeCloseTo(d.safe.front.x * 72, 9);
    }
  });
});

describe('composeFullCover', () => {
  const fullExpect = (spec: CoverTemplateSpec): PdfExpectation => ({
    purpose: 'FULL_COVER',
    trim: spec.trim,
    fullCover: fullCoverSize(spec.trim, spec.pageCount, spec.paper, spec.color, spec.coverFormat),
    previousPageCount: null,
  });

  it('builds a full cover from a PDF front and a JPEG back that passes the full-cover preflight', async () => {
    const front = save(await buildPdf({ pages: 1, size: { widthIn: 6.125, heightIn: 9.25 } }));
    const back = save(
      await sharp({ create: { width: 1800, height: 2700, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer(),
      'jpg',
    );
    const bytes = await composeFullCover(
      { path: front, kind: 'PDF' },
      { path: back, kind: 'JPEG' },
      SPEC,
      '#1e90ff',
    );
    const path = save(bytes);
    const facts = await inspectPdf(path);
    expect(pdfFindings(facts, fullExpect(SPEC))).toEqual([]);
    const size = fullCoverSize(SPEC.trim, SPEC.pageCount, SPEC.paper, SPEC.color);
    const [w, h] = pdfinfoSize(path);
    expect(w).toBeCloseTo(size.widthIn * 72, 2);
    expect(h).toBeCloseTo(size.heightIn * 72, 2);
    // The middle of the spine is the spine colour; the back panel is the white image.
    const spineMid = 0.125 + 6 + size.spineIn / 2;
    expect(await pixelAt(path, spineMid, 4.5)).toEqual([30, 144, 255]);
    for (const channel of await pixelAt(path, 3, 4.5)) expect(channel).toBeGreaterThanOrEqual(250);
  });

  it('builds a hardcover case from PNG covers (at 100 ppi: only a resolution warning)', async () => {
    const spec = { ...SPEC, coverFormat: 'HARDCOVER' as const };
    const png = save(
      await sharp({ create: { width: 600, height: 900, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
      'png',
    );
    const bytes = await composeFullCover(
      { path: png, kind: 'PNG' },
      { path: png, kind: 'PNG' },
      spec,
      '#000000',
    );
    const findings = pdfFindings(await inspectPdf(save(bytes)), fullExpect(spec));
    expect(findings.map((f) => [f.severity, f.code])).toEqual([['WARNING', 'PDF_IMAGE_LOW_PPI']]);
  });

  it('places art by its size: trim on the panel, bleed reaching past the outer edge', () => {
    const panel = { x: 9, y: 9, width: 432, height: 648 };
    const trim = { widthIn: 6, heightIn: 9 };
    expect(placeArt({ widthPt: 432, heightPt: 648, aspect: 432 / 648 }, panel, 'front', trim)).toEqual(panel);
    expect(placeArt({ widthPt: 441, heightPt: 666, aspect: 441 / 666 }, panel, 'back', trim)).toEqual({
      x: 0,
      y: 0,
      width: 441,
      height: 666,
    });
    expect(placeArt({ widthPt: 441, heightPt: 666, aspect: 441 / 666 }, panel, 'front', trim)).toMatchObject({
      x: 9,
      width: 441,
    });
  });

  it('refuses a cover PDF pdf-lib cannot read with CoverArtUnusable, though its preflight passed', async () => {
    // Found by compose.fuzz.test.ts: a junk byte in the first dictionary, which the preflight's
    // readers repair and pdf-lib refuses; the spine step answered 500.
    const whole = Buffer.from(await buildPdf({ pages: 1, size: { widthIn: 6.125, heightIn: 9.25 } }));
    const text = whole.toString('latin1');
    const at = text.indexOf('<<') + 2;
    const front = save(Buffer.from(`${text.slice(0, at)} \x0e ${text.slice(at)}`, 'latin1'));
    const findings = pdfFindings(await inspectPdf(front), {
      purpose: 'FRONT_COVER',
      trim: SPEC.trim,
      previousPageCount: null,
    });
    expect(findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
    const back = save(
      await sharp({ create: { width: 60, height: 90, channels: 3, background: '#ffffff' } })
        .jpeg()
        .toBuffer(),
      'jpg',
    );
    const composed = composeFullCover(
      { path: front, kind: 'PDF' },
      { path: back, kind: 'JPEG' },
      SPEC,
      '#000000',
    );
    await expect(composed).rejects.toBeInstanceOf(CoverArtUnusable);
    await expect(composed).rejects.toThrow(/The front cover could not be placed/);
  });

  it('refuses a spine colour that is not #RRGGBB', () => {
    expect(() => parseSpineColor('blue')).toThrow(RangeError);
    expect(parseSpineColor('#FF0000')).toMatchObject({ red: 1, green: 0, blue: 0 });
  });
});
