/**
 * Fuzzing the EPUB engine through the calls the preflight job makes: real EPUBs (EpubCheck's
 * fixtures and one built here) damaged byte by byte, or unpacked and packed again with a member
 * changed (mimetype, container.xml, the package document, navigation, chapters). Whatever the file,
 * the preflight answers a report of findings, never an exception, and within seconds; a file that
 * passes can be extracted for the preview and a sample made from it that passes in turn.
 * EpubCheck is left out (it runs in its own process with its own time limit, epubcheck.test.ts).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleEpub } from '../sample/build-sample';
import {
  applyByteEdits,
  applyMemberEdits,
  byteEdits,
  expectWellFormedFindings,
  FUZZ_TIMEOUT_MS,
  type MemberEdit,
  memberEdit,
  oddValueEdit,
  runs,
  unzip,
  within,
  zipOf,
} from '../test-fuzz';
import { FIXTURES_DIR, fixtureFiles } from './fixture-cases';
import { type EpubReport, extractEpub, preflightEpub } from './preflight-epub';
import { buildEpub } from './test-epub';

let dir: string;
let seq = 0;
/** Every fixture (valid and invalid) and the EPUB built here, as bytes. */
const bases: { name: string; data: Buffer }[] = [];
/** The members of every EPUB that unpacks, in archive order. */
const unpacked: { name: string; members: [string, Buffer][] }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-epub-fuzz-'));
  bases.push({ name: 'built', data: await buildEpub({}) });
  for (const kind of ['valid', 'invalid'] as const) {
    for (const f of fixtureFiles(kind)) {
      bases.push({ name: `${kind}/${f}`, data: await readFile(resolve(FIXTURES_DIR, kind, f)) });
    }
  }
  for (const b of bases.filter((b) => b.name === 'built' || b.name.startsWith('valid/'))) {
    unpacked.push({ name: b.name, members: await unzip(b.data) });
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function saved(data: Buffer): Promise<string> {
  const path = join(dir, `${seq++}.epub`);
  await writeFile(path, data);
  return path;
}

/** The preflight as the job runs it (EpubCheck aside): a report, never a rejection, within seconds. */
async function preflight(path: string): Promise<EpubReport> {
  const report = await within(preflightEpub(path, { epubcheck: 'off' }), 'the EPUB preflight');
  expectWellFormedFindings(report.findings);
  expect(Array.isArray(report.spine) && Array.isArray(report.toc)).toBe(true);
  return report;
}

/** An unpacked EPUB with its members (the mimetype aside) edited, packed again with the mimetype first. */
async function repacked(
  pick: number,
  edits: MemberEdit[],
  mimetype: { content?: string; compress?: boolean } = {},
): Promise<string> {
  const base = unpacked[pick % unpacked.length]!;
  const rest = applyMemberEdits(
    base.members.filter(([n]) => n !== 'mimetype'),
    edits,
  );
  const members: [string, Buffer][] = [
    ['mimetype', Buffer.from(mimetype.content ?? 'application/epub+zip')],
    ...rest,
  ];
  return saved(zipOf(members, mimetype.compress ? [] : ['mimetype']));
}

const passed = (r: EpubReport) => !r.findings.some((f) => f.severity === 'ERROR');

/**
 * What follows a passed preflight: the preview's extraction, then a sample of the spine's
 * documents (the author's choice in the builder), which must itself pass.
 */
async function afterPassing(path: string, report: EpubReport): Promise<void> {
  const names: string[] = [];
  await within(
    extractEpub(path, async (name) => {
      names.push(name);
    }),
    'extracting the EPUB',
  );
  expect(names.length).toBeGreaterThan(0);
  const hrefs = [...new Set(report.spine.map((s) => s.href).filter(Boolean))];
  if (hrefs.length === 0) return;
  const out = join(dir, `${seq++}-sample.epub`);
  const sample = await within(
    buildSampleEpub(path, out, { hrefs, title: report.title ?? 'Sample' }),
    'building the sample',
  );
  expectWellFormedFindings(sample.findings);
  if (sample.findings.some((f) => f.severity === 'ERROR')) return;
  const again = await preflight(out);
  expect(again.findings.filter((f) => f.severity === 'ERROR')).toEqual([]);
}

describe('EPUB preflight, fuzzed', () => {
  it(
    'answers findings for any damage to the bytes of a real EPUB, within seconds',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), byteEdits, async (pick, edits) => {
          const base = bases[pick % bases.length]!;
          const path = await saved(applyByteEdits(base.data, edits));
          const report = await preflight(path);
          if (passed(report)) await afterPassing(path, report);
        }),
        { numRuns: runs(60) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers findings when a member is damaged, dropped, renamed or doubled, or the mimetype is wrong',
    async () => {
      // Mostly kept: a wrong mimetype stops the check at once, and the point is to reach what follows.
      const mimetype = fc.oneof(
        { weight: 8, arbitrary: fc.constant({ keep: true as const }) },
        {
          weight: 1,
          arbitrary: fc.record({
            content: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('application/epub+zip\n')),
          }),
        },
        { weight: 1, arbitrary: fc.constant({ compress: true as const }) },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(memberEdit, { minLength: 1, maxLength: 3 }),
          mimetype,
          async (pick, edits, mime) => {
            const path = await repacked(pick, edits, {
              content: 'content' in mime ? mime.content : undefined,
              compress: 'compress' in mime,
            });
            const report = await preflight(path);
            if (passed(report)) await afterPassing(path, report);
          },
        ),
        { numRuns: runs(60) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers findings for odd values in well-formed members, and what passes stays usable',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.array(oddValueEdit, { minLength: 1, maxLength: 3 }),
          async (pick, edits) => {
            const path = await repacked(pick, edits);
            const report = await preflight(path);
            if (passed(report)) await afterPassing(path, report);
          },
        ),
        { numRuns: runs(60) },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
