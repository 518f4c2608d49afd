/**
 * Test helpers for the engines' fuzz tests: fast-check arbitraries that damage a real file (bytes
 * flipped, inserted, deleted, cut short; hostile text spliced into XML or PDF syntax), zip members
 * read and written again, and a bound that tells a hang from a slow machine.
 */
import { type Finding, xmlSafeText } from '@quire/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import yauzl from 'yauzl';
import { WITHIN_SECONDS_MS } from './test-bounds';
import { buildRawZip, deflatedEntry } from './zip/test-zip';

/** QUIRE_FUZZ_SCALE multiplies every property's runs, for a longer hunt on a developer's machine. */
const SCALE = Number(process.env.QUIRE_FUZZ_SCALE ?? 1);

/** The number of runs of a fuzz property: `n` in CI, where they run on every submission. */
export const runs = (n: number): number => Math.max(1, Math.round(n * SCALE));

/** A fuzz test's time limit: the project's 60 s, scaled with the runs. */
export const FUZZ_TIMEOUT_MS = 60_000 * Math.max(1, SCALE);

/**
 * fast-check's `interruptAfterTimeLimit` for properties whose runs can each take seconds on a
 * loaded machine (a cover declaring 90 megapixels is decoded, re-encoded and shrunk): the property
 * stops with the runs it has made, in time for a failure to be reported with its counterexample
 * rather than as the test's time-out (a failing run is retried while shrinking, each up to
 * WITHIN_SECONDS_MS).
 */
export const FUZZ_INTERRUPT_MS = FUZZ_TIMEOUT_MS - WITHIN_SECONDS_MS - 5_000;

/** One damage to a file's bytes; positions are taken modulo the length, so they fit any file. */
export type ByteEdit =
  | { op: 'set'; at: number; value: number }
  | { op: 'flip'; at: number; bit: number }
  | { op: 'insert'; at: number; bytes: Uint8Array }
  | { op: 'delete'; at: number; length: number }
  | { op: 'truncate'; at: number }
  | { op: 'repeat'; at: number; length: number; times: number };

/** Bytes that mean something to zip, XML and PDF readers, and to UTF-8 decoders. */
const SIGNIFICANT = [0x00, 0x0a, 0x0d, 0x20, 0x25, 0x26, 0x3c, 0x3e, 0x50, 0x4b, 0x7f, 0x80, 0xc0, 0xff];
const byte = fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(...SIGNIFICANT));

export const byteEdit: fc.Arbitrary<ByteEdit> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: byte }),
  fc.record({ op: fc.constant('flip' as const), at: fc.nat(), bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({
    op: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
  }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 512 }) }),
  fc.record({ op: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    op: fc.constant('repeat' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 256 }),
    times: fc.integer({ min: 2, max: 64 }),
  }),
);

/** One to five edits: most damaged files have one fault, some several. */
export const byteEdits = fc.array(byteEdit, { minLength: 1, maxLength: 5 });

export function applyByteEdits(input: Uint8Array, edits: readonly ByteEdit[]): Buffer {
  let b = Buffer.from(input);
  for (const e of edits) {
    const at = b.length === 0 ? 0 : e.at % (b.length + (e.op === 'insert' ? 1 : 0));
    switch (e.op) {
      case 'set':
        if (b.length > 0) b[at] = e.value;
        break;
      case 'flip':
        if (b.length > 0) b[at] = (b[at] ?? 0) ^ (1 << e.bit);
        break;
      case 'insert':
        b = Buffer.concat([b.subarray(0, at), e.bytes, b.subarray(at)]);
        break;
      case 'delete':
        b = Buffer.concat([b.subarray(0, at), b.subarray(at + e.length)]);
        break;
      case 'truncate':
        b = b.subarray(0, at);
        break;
      case 'repeat': {
        const part = b.subarray(at, at + e.length);
        b = Buffer.concat([
          b.subarray(0, at),
          ...Array.from({ length: e.times }, () => part),
          b.subarray(at),
        ]);
        break;
      }
    }
  }
  return b;
}

/**
 * Text that trips XML readers, kept within the engines' size limits: markup and entity
 * look-alikes, entity and DTD declarations (the billion laughs included), characters XML forbids,
 * a huge attribute, deep nesting, unbalanced tags, and arbitrary Unicode.
 */
export const hostileXmlText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '&',
    '<',
    '>',
    '"',
    "'",
    '&amp;',
    '&nbsp;',
    '&bogus;',
    '&#0;',
    '&#x110000;',
    '&#xD800;',
    '&#99999999999;',
    ']]>',
    '<![CDATA[x',
    '<!-- a -- b -->',
    '<?xml version="1.0"?>',
    '<?pi?>',
    '\uFEFF',
    '\u0000',
    '\uFFFE',
    '\uD800',
    '</html>',
    '</a></b>',
    '<p',
    'xmlns=""',
    ' xmlns:x="urn:x" x:y="1"',
    '<!DOCTYPE html SYSTEM "http://example.com/x.dtd">',
    '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>',
    '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>&e;',
  ),
  fc.integer({ min: 1, max: 4000 }).map((n) => `${'<d>'.repeat(n)}${'</d>'.repeat(n)}`),
  fc.integer({ min: 1, max: 4000 }).map((n) => '<d>'.repeat(n)),
  fc.integer({ min: 1, max: 512 }).map((k) => `<x a="${'a'.repeat(k * 1024)}"/>`),
  fc
    .integer({ min: 1, max: 2000 })
    .map((n) => `<x ${Array.from({ length: n }, (_, i) => `a${i}="1"`).join(' ')}/>`),
);

/**
 * Text that keeps a document well-formed but says odd things: escaped arbitrary Unicode, and the
 * values references and identifiers take (relative, absolute, encoded, empty, fragments, schemes).
 */
export const oddXmlValue: fc.Arbitrary<string> = fc.oneof(
  fc
    .string({ unit: 'grapheme', maxLength: 30 })
    .map((t) => xmlSafeText(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')),
  fc.constantFrom(
    '',
    ' ',
    '#',
    '#missing',
    '.',
    '..',
    '../../etc/passwd',
    '/EPUB/chapter1.xhtml',
    '%2e%2e/x.xhtml',
    'a%20b.xhtml',
    'chapter1.xhtml#part',
    'nav.xhtml',
    'package.opf',
    'images/cover.png',
    'http://example.com/x.css',
    'data:text/plain,x',
    'javascript:alert(1)',
    'application/xhtml+xml',
    'image/svg+xml',
    'text/css',
    'nav cover-image',
    'ch1',
    'no',
  ),
);

/** Where text goes in a document: anywhere, after a tag's end (element content), or in an attribute value. */
export interface TextSplice {
  anchor: 'any' | 'content' | 'attribute';
  at: number;
  /** How many characters it replaces; 'rest' replaces the whole text or attribute value. */
  replace: number | 'rest';
  text: string;
}

/** Hostile text anywhere: the document is most likely no longer well-formed. */
export const hostileSplice: fc.Arbitrary<TextSplice> = fc.record({
  anchor: fc.constantFrom('any', 'content', 'attribute'),
  at: fc.nat(),
  replace: fc.oneof(fc.constant(0), fc.constant('rest' as const), fc.integer({ min: 1, max: 200 })),
  text: hostileXmlText,
});

/** An odd value added to, or put in place of, a text or an attribute value: the document stays well-formed. */
export const oddValueSplice: fc.Arbitrary<TextSplice> = fc.record({
  anchor: fc.constantFrom('content', 'attribute'),
  at: fc.nat(),
  replace: fc.constantFrom(0, 'rest' as const),
  text: oddXmlValue,
});

export function applyTextSplice(doc: string, s: TextSplice): string {
  let positions: number[] | null = null;
  if (s.anchor !== 'any') {
    const mark = s.anchor === 'content' ? '>' : '="';
    // Within the root element (not the XML declaration's version and encoding), and for element
    // content, after its start tag and before its end tag.
    const root = doc.search(/<[^?!]/);
    const last = s.anchor === 'content' ? doc.lastIndexOf('<') : doc.length;
    positions = [];
    for (let i = doc.indexOf(mark); i >= 0; i = doc.indexOf(mark, i + 1)) {
      if (i > root && i < last) positions.push(i + mark.length);
    }
  }
  const at = positions?.length ? positions[s.at % positions.length]! : s.at % (doc.length + 1);
  let end = at + (typeof s.replace === 'number' ? s.replace : 0);
  if (s.replace === 'rest') {
    const stop = doc.indexOf(s.anchor === 'attribute' ? '"' : '<', at);
    end = stop < 0 ? doc.length : stop;
  }
  return doc.slice(0, at) + s.text + doc.slice(end);
}

/** Every member of a zip, in archive order (directories left out). */
export function unzip(data: Buffer): Promise<[string, Buffer][]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: [string, Buffer][] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            out.push([entry.fileName, Buffer.concat(chunks)]);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/**
 * A zip of `members` in order; `stored` names are written uncompressed (an EPUB's mimetype). Written
 * raw, so names a zip library would refuse (absolute, "..") reach the engine as an attacker sends them.
 */
export function zipOf(members: [string, Buffer][], stored: string[] = []): Buffer {
  return buildRawZip(
    members.map(([name, data]) => (stored.includes(name) ? { name, data } : deflatedEntry(name, data))),
  );
}

/** What to do to one member of an archive, chosen by its index (modulo the member count). */
export type MemberEdit =
  | { kind: 'splice'; member: number; splices: TextSplice[] }
  | { kind: 'bytes'; member: number; edits: ByteEdit[] }
  | { kind: 'drop'; member: number }
  | { kind: 'rename'; member: number; name: string }
  | { kind: 'duplicate'; member: number; upper: boolean };

/** Odd values put in a member's texts and attributes, which stays well-formed XML. */
export const oddValueEdit: fc.Arbitrary<MemberEdit> = fc.record({
  kind: fc.constant('splice' as const),
  member: fc.nat(),
  splices: fc.array(oddValueSplice, { minLength: 1, maxLength: 4 }),
});

export const memberEdit: fc.Arbitrary<MemberEdit> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('splice' as const),
      member: fc.nat(),
      splices: fc.array(hostileSplice, { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 4, arbitrary: oddValueEdit },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('bytes' as const), member: fc.nat(), edits: byteEdits }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), member: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rename' as const),
      member: fc.nat(),
      name: fc.oneof(
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.constantFrom('../evil.xhtml', '/abs.opf', 'a\\b', 'CON', 'x/'),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('duplicate' as const), member: fc.nat(), upper: fc.boolean() }),
  },
);

export function applyMemberEdits(
  members: [string, Buffer][],
  edits: readonly MemberEdit[],
): [string, Buffer][] {
  let out = members.map(([n, d]): [string, Buffer] => [n, d]);
  for (const e of edits) {
    if (out.length === 0) break;
    const i = e.member % out.length;
    const [name, data] = out[i]!;
    switch (e.kind) {
      case 'splice': {
        let text = data.toString('utf8');
        for (const s of e.splices) text = applyTextSplice(text, s);
        out[i] = [name, Buffer.from(text, 'utf8')];
        break;
      }
      case 'bytes':
        out[i] = [name, applyByteEdits(data, e.edits)];
        break;
      case 'drop':
        out = out.filter((_, j) => j !== i);
        break;
      case 'rename':
        out[i] = [e.name, data];
        break;
      case 'duplicate':
        out.push([e.upper ? name.toUpperCase() : name, data]);
        break;
    }
  }
  return out;
}

/** Settles `work` or rejects when it takes longer than `ms` (a hang, not slowness: see test-bounds). */
export async function within<T>(work: Promise<T>, what: string, ms = WITHIN_SECONDS_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not end within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The settled outcome of `work`, so a property can judge a rejection as well as a result. */
export async function settle<T>(
  work: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Findings as the preflight stores and shows them: a known severity, a stable code, words for the author. */
export function expectWellFormedFindings(findings: readonly Finding[]): void {
  for (const f of findings) {
    expect(['ERROR', 'WARNING', 'INFO']).toContain(f.severity);
    expect(f.code).toMatch(/^[A-Z][A-Z0-9_-]*$/);
    expect(f.message.trim().length).toBeGreaterThan(10);
  }
}
