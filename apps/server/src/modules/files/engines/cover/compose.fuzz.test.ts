/**
 * Fuzzing the full cover composed from separate covers (POST spine): composeFullCover parses the
 * front and back covers with pdf-lib in the server's own thread, trusting that they passed their
 * preflight. So: a front cover PDF damaged in any way that the preflight's reader (the PDF
 * worker's code, run here) still reads without an error finding is composed, or refused with
 * CoverArtUnusable (which the spine step answers as a 409 in words), never another exception;
 * and the full cover it makes is one page of the full cover's size.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fullCoverSize, type PdfExpectation, pdfFindings } from '@quire/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspect } from '../pdf/pdf-worker';
import { buildPdf } from '../pdf/test-pdf';
import { applyPdfEdits, pdfEdits } from '../pdf/test-pdf-fuzz';
import { FUZZ_TIMEOUT_MS, runs, settle, within } from '../test-fuzz';
import { composeFullCover } from './compose';
import { CoverArtUnusable } from './cover-art-error';
import type { CoverTemplateSpec } from './layout';

const SPEC: CoverTemplateSpec = {
  trim: { widthIn: 6, heightIn: 9 },
  pageCount: 200,
  paper: 'WHITE',
  color: 'BLACK_WHITE',
  coverFormat: 'SOFTCOVER',
};
const FRONT: PdfExpectation = { purpose: 'FRONT_COVER', trim: SPEC.trim, previousPageCount: null };
const FULL: PdfExpectation = {
  purpose: 'FULL_COVER',
  trim: SPEC.trim,
  fullCover: fullCoverSize(SPEC.trim, SPEC.pageCount, SPEC.paper, SPEC.color, SPEC.coverFormat),
  previousPageCount: null,
};
const WORKER_INPUT = { maxImagePixels: 50_000_000, maxStreamBytes: 32 * 1024 * 1024 };

let dir: string;
let seq = 0;
let fronts: Buffer[] = [];
let back = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-compose-fuzz-'));
  fronts = [
    Buffer.from(await buildPdf({ pages: 1, size: { widthIn: 6.125, heightIn: 9.25 } })),
    Buffer.from(await buildPdf({ pages: 1, image: { page: 1, ppi: 300, widthIn: 0.2 } })),
  ];
  back = join(dir, 'back.jpg');
  await sharp({ create: { width: 60, height: 90, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toFile(back);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const hasError = (findings: { severity: string }[]) => findings.some((f) => f.severity === 'ERROR');

describe('full cover from separate covers, fuzzed', () => {
  it(
    'composes any front cover PDF that passed its preflight, or refuses it in words; the result has the full cover’s size',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), pdfEdits, async (pick, edits) => {
          const front = join(dir, `${seq++}.pdf`);
          await writeFile(front, applyPdfEdits(fronts[pick % fronts.length]!, edits));
          const read = await within(
            settle(inspect({ path: front, ...WORKER_INPUT })),
            'reading the front cover',
          );
          if (!read.ok || hasError(pdfFindings(read.value, FRONT))) return;
          const composed = await within(
            settle(
              composeFullCover({ path: front, kind: 'PDF' }, { path: back, kind: 'JPEG' }, SPEC, '#336699'),
            ),
            'composing the full cover',
          );
          // pdf-lib is stricter than the preflight's readers: the documented refusal, in words for the author.
          if (!composed.ok) {
            expect(composed.error).toBeInstanceOf(CoverArtUnusable);
            return;
          }
          const bytes = composed.value;
          const full = join(dir, `${seq++}-full.pdf`);
          await writeFile(full, bytes);
          // One page of the full cover's size. (Its fonts and images are the front's as pdf-lib read
          // them, which may differ: pdf-lib drops a reference of the wrong generation that the
          // object reader follows, so a font embedded in the front may arrive without its file.)
          const facts = await within(inspect({ path: full, ...WORKER_INPUT }), 'reading the full cover');
          const layout = pdfFindings(facts, FULL).filter(
            (f) => f.code.startsWith('PDF_PAGE') || f.code === 'PDF_COVER_PAGE_COUNT',
          );
          expect(layout).toEqual([]);
        }),
        { numRuns: runs(40) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
