/**
 * Fuzzing the PDF engine: PDFs made in code, damaged byte by byte and in PDF's own terms
 * (cross-reference offsets, startxref, references, /Length, hostile tokens and content operators).
 * Most cases run the worker's own code (`inspect`, the object reader with pdf.js as its fallback)
 * in this process, which is cheap and shows a hang or an escaped error at once; the worker turns
 * any rejection into a PdfUnreadableError, so here a settled promise is the contract, and the facts
 * of a file that is read must go through the preflight's rules. A few cases go the whole way,
 * through `inspectPdf` with its production limits: a PdfUnreadableError or facts, and the
 * process's memory within the worker's cap.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PdfExpectation, type PdfFacts, pdfFindings } from '@quire/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWellFormedFindings, FUZZ_TIMEOUT_MS, runs, settle, within } from '../test-fuzz';
import { inspectPdf, PdfUnreadableError } from './inspect-pdf';
import { inspect } from './pdf-worker';
import { applyPdfEdits, type PdfBase, pdfBases, pdfEdits, plainContentPdf } from './test-pdf-fuzz';

let dir: string;
let seq = 0;
let bases: PdfBase[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-pdf-fuzz-'));
  bases = await pdfBases();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** inspectPdf's defaults: a 256 MB heap, so streams up to 32 MB decoded; images up to 50 megapixels. */
const MAX_MEMORY_MB = 256;
const WORKER_INPUT = { maxImagePixels: 50_000_000, maxStreamBytes: 32 * 1024 * 1024 };

const EXPECTATIONS: PdfExpectation[] = [
  { purpose: 'INTERIOR', trim: { widthIn: 6, heightIn: 9 }, previousPageCount: 2 },
  { purpose: 'FRONT_COVER', trim: { widthIn: 6, heightIn: 9 }, previousPageCount: null },
  {
    purpose: 'FULL_COVER',
    trim: { widthIn: 6, heightIn: 9 },
    fullCover: { widthIn: 12.5, heightIn: 9.25 },
    previousPageCount: null,
  },
];

async function saved(data: Buffer): Promise<string> {
  const path = join(dir, `${seq++}.pdf`);
  await writeFile(path, data);
  return path;
}

/** Facts the rules can judge: whole page counts, finite sizes, fonts and images on real pages. */
function expectSaneFacts(facts: PdfFacts): void {
  expect(Number.isInteger(facts.pageCount) && facts.pageCount >= 0).toBe(true);
  expect(typeof facts.encrypted).toBe('boolean');
  if (!facts.encrypted) expect(facts.pages).toHaveLength(facts.pageCount);
  for (const p of facts.pages) {
    expect(Number.isFinite(p.widthPt) && Number.isFinite(p.heightPt)).toBe(true);
  }
  for (const f of facts.fonts) {
    expect(typeof f.name).toBe('string');
    for (const page of f.pages) expect(page >= 1 && page <= facts.pageCount).toBe(true);
  }
  for (const i of facts.images) {
    expect(i.page >= 1 && i.page <= facts.pageCount).toBe(true);
    expect(Number.isNaN(i.ppi)).toBe(false);
  }
  for (const expectation of EXPECTATIONS) expectWellFormedFindings(pdfFindings(facts, expectation));
}

describe('PDF inspection, fuzzed', () => {
  it(
    "the worker's reader settles on any damaged PDF, and the facts it reads pass through the rules",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), pdfEdits, async (pick, edits) => {
          const path = await saved(applyPdfEdits(bases[pick % bases.length]!.data, edits));
          const outcome = await within(settle(inspect({ path, ...WORKER_INPUT })), 'reading the PDF');
          if (outcome.ok) expectSaneFacts(outcome.value);
        }),
        { numRuns: runs(80) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'inspectPdf answers facts or a PdfUnreadableError, with the memory the worker may take',
    async () => {
      const rssLimit = (2 * MAX_MEMORY_MB + 256) * 1024 * 1024;
      await fc.assert(
        fc.asyncProperty(fc.nat(), pdfEdits, async (pick, edits) => {
          const path = await saved(applyPdfEdits(bases[pick % bases.length]!.data, edits));
          const before = process.memoryUsage.rss();
          const outcome = await within(settle(inspectPdf(path)), 'inspectPdf');
          expect(process.memoryUsage.rss() - before).toBeLessThan(rssLimit);
          if (outcome.ok) expectSaneFacts(outcome.value);
          else {
            expect(outcome.error).toBeInstanceOf(PdfUnreadableError);
            expect((outcome.error as Error).message.length).toBeGreaterThan(20);
          }
        }),
        { numRuns: runs(6) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('found by the fuzz', () => {
  it('a content stream nested 34,000 q deep, left to pdf.js, ends at the worker’s time limit at the latest', async () => {
    // The object reader refuses the file (a keyword in a dictionary), so pdf.js reads it, in time
    // quadratic in the nesting (some 20 s): in this process nothing could stop it; in the worker
    // the time limit does, and the author gets a PdfUnreadableError in words.
    const text = (await plainContentPdf()).toString('latin1');
    const path = await saved(
      Buffer.from(
        text
          .replace('/Resources <<', '/Resources << EI ')
          .replace('q 144 0 0 144', `${'q '.repeat(34_000)}q 144 0 0 144`),
        'latin1',
      ),
    );
    const outcome = await within(settle(inspectPdf(path, { timeoutMs: 2_000 })), 'inspectPdf');
    if (!outcome.ok) expect(outcome.error).toBeInstanceOf(PdfUnreadableError);
  });
});
