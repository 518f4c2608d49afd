/**
 * Fuzzing the DOCX engine through the call the preflight job makes (convertDocxToEpub, mammoth in
 * its worker with the production time and memory limits): Word files made in code, damaged byte
 * by byte or unpacked and packed again with a part changed (word/document.xml, its relationships,
 * the styles, [Content_Types].xml). Whatever the file, the conversion answers findings, never an
 * exception, within seconds; and what converts without an error is an EPUB that passes Quire's own
 * EPUB checks, as the job checks it next.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyByteEdits,
  applyMemberEdits,
  byteEdits,
  expectWellFormedFindings,
  FUZZ_TIMEOUT_MS,
  memberEdit,
  oddValueEdit,
  runs,
  unzip,
  within,
  zipOf,
} from '../test-fuzz';
import { convertDocxToEpub } from './convert-docx';
import { docxOf, quireCheck, richDocx, tempDir } from './test-support';

let dir = '';
let cleanup: () => Promise<void> = async () => {};
let seq = 0;
const bases: { name: string; data: Buffer; members: [string, Buffer][] }[] = [];

beforeAll(async () => {
  ({ dir, cleanup } = await tempDir());
  const { Paragraph } = await import('docx');
  for (const [name, data] of [
    ['rich', await richDocx()],
    ['plain', await docxOf([new Paragraph('Only a paragraph.')])],
  ] as const) {
    // Word parts first, so an edit picks a part that matters more often than not.
    const members = (await unzip(data)).sort(([a], [b]) => rank(a) - rank(b));
    bases.push({ name, data, members });
  }
});
afterAll(() => cleanup());

const PARTS = ['word/document.xml', 'word/_rels/document.xml.rels', 'word/styles.xml', '[Content_Types].xml'];
const rank = (name: string) => (PARTS.includes(name) ? PARTS.indexOf(name) : PARTS.length);

async function convert(data: Buffer): Promise<void> {
  const n = seq++;
  const docx = join(dir, `${n}.docx`);
  const out = join(dir, `${n}.epub`);
  await writeFile(docx, data);
  // The production limits: convertDocxToEpub's defaults (a 120 s time-out, a 512 MB worker heap).
  const { findings } = await within(
    convertDocxToEpub(docx, out, { title: 'Fuzz', author: null, language: 'en' }),
    'the DOCX conversion',
  );
  expectWellFormedFindings(findings);
  if (findings.some((f) => f.severity === 'ERROR')) return;
  expect(existsSync(out)).toBe(true);
  const { errors } = await within(quireCheck(out), 'the converted EPUB’s check');
  expect(errors).toEqual([]);
}

describe('DOCX conversion, fuzzed', () => {
  it(
    'answers findings for any damage to the bytes of a Word file',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), byteEdits, async (pick, edits) => {
          await convert(applyByteEdits(bases[pick % bases.length]!.data, edits));
        }),
        { numRuns: runs(30) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers findings when a part is changed, dropped or renamed, and what converts passes the EPUB checks',
    async () => {
      const edit = fc.oneof({ weight: 2, arbitrary: memberEdit }, { weight: 1, arbitrary: oddValueEdit });
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(edit, { minLength: 1, maxLength: 3 }),
          // Most edits go to the first parts (document.xml and its relationships).
          fc.integer({ min: 1, max: 8 }),
          async (pick, edits, spread) => {
            const base = bases[pick % bases.length]!;
            const narrowed = edits.map((e) => ({ ...e, member: e.member % spread }));
            await convert(zipOf(applyMemberEdits(base.members, narrowed)));
          },
        ),
        { numRuns: runs(30) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
