/**
 * Test helpers for the PDF fuzz tests: real PDFs to start from (a classic cross-reference table,
 * a cross-reference stream with object streams, a page whose content stream is plain text) and
 * damage that speaks PDF: cross-reference offsets and startxref changed, references pointed at
 * other objects (cycles, wrong types), /Length lied about, hostile tokens and operators spliced in.
 */
import fc from 'fast-check';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { applyByteEdits, type ByteEdit, byteEdit } from '../test-fuzz';
import { buildPdf } from './test-pdf';

export interface PdfBase {
  name: string;
  data: Buffer;
}

/** A one-page 6 × 9 in PDF whose content stream is uncompressed, so operators can be spliced into it. */
export async function plainContentPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([432, 648]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fontName = page.node.newFontDictionary('F', font.ref);
  const image = doc.context.register(
    doc.context.stream(new Uint8Array(4 * 4 * 3).fill(200), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 4,
      Height: 4,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
    }),
  );
  const imageName = page.node.newXObject('Im', image);
  const form = doc.context.register(
    doc.context.stream(`q 10 0 0 10 0 0 cm /${imageName.asString().slice(1)} Do Q`, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 100, 100],
      Resources: doc.context.obj({ XObject: doc.context.obj({ [imageName.asString().slice(1)]: image }) }),
    }),
  );
  const formName = page.node.newXObject('Fm', form);
  const content = [
    'q 144 0 0 144 36 72 cm',
    `${imageName.asString()} Do Q`,
    `BT ${fontName.asString()} 11 Tf 36 600 Td (Hello \\(world\\)) Tj ET`,
    `q 2 0 0 2 200 200 cm ${formName.asString()} Do Q`,
    'q 72 0 0 72 300 300 cm BI /W 2 /H 2 /CS /RGB /BPC 8 ID',
    '\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b',
    'EI Q',
  ].join('\n');
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The PDFs the fuzz starts from: an interior with an embedded font and an image, as table and as stream. */
export async function pdfBases(): Promise<PdfBase[]> {
  const table = await buildPdf({ pages: 2, image: { page: 1, ppi: 150, widthIn: 0.5 } });
  const streams = await (await PDFDocument.load(table)).save({ useObjectStreams: true });
  return [
    { name: 'xref table', data: Buffer.from(table) },
    { name: 'xref stream', data: Buffer.from(streams) },
    { name: 'plain content', data: await plainContentPdf() },
  ];
}

/** Tokens and operators that trouble PDF readers. */
const PDF_TOKENS = [
  '<<',
  '>>',
  '[',
  ']',
  '(',
  ')',
  '\\',
  '<',
  '>',
  '{',
  'R',
  'obj',
  'endobj',
  'stream\n',
  'endstream',
  'xref',
  'trailer',
  '%%EOF',
  'startxref',
  '/Type /Pages',
  '/Type /Page',
  '/Count 2147483648',
  '/Count -1',
  '/Kids [1 0 R 1 0 R]',
  '/Kids null',
  '/Parent 0 0 R',
  '/Length 999999999',
  '/Length -5',
  '/Length 0',
  '/Filter /FlateDecode',
  '/Filter /LZWDecode',
  '/Filter /JBIG2Decode',
  '/Filter [/ASCIIHexDecode /ASCII85Decode /RunLengthDecode /FlateDecode]',
  '/DecodeParms << /Predictor 15 /Columns 99999 /Colors 255 /BitsPerComponent 16 >>',
  '/MediaBox [0 0 1e308 -1]',
  '/MediaBox [0 0 0 0]',
  '/MediaBox [(a) /b null true]',
  '/CropBox [-1e9 -1e9 1e9 1e9]',
  '/Rotate 45',
  '/Rotate -2147483648',
  '/UserUnit 1000',
  '/Resources 0 0 R',
  '/Encrypt << /Filter /Standard /V 5 /R 6 >>',
  '/Prev 0',
  '/Size 2147483647',
  '/Index [0 999999999]',
  '/W [9 9 9]',
  '/First -1 /N 99999',
  '1e400',
  '-0',
  '99999999999999999999',
  '.',
  '--1',
  '/Width 100000 /Height 100000',
  '/BitsPerComponent 99',
  // Content operators.
  'q',
  'Q',
  'cm',
  '0 0 0 0 0 0 cm',
  '1e308 0 0 1e308 0 0 cm',
  'Do',
  '/Missing Do',
  'BT',
  'ET',
  'Tf',
  '/F9 1e9 Tf',
  'BI /W 1 /H 1 ID',
  'EI',
  'sh',
  'BDC',
  'EMC',
  'd0',
] as const;

const pdfToken: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PDF_TOKENS) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '<<'.repeat(n)) },
  // pdf.js (the fallback reader) takes time quadratic in the nesting of q: 34,000 deep costs it
  // some 20 s, which only the worker's time limit ends; inspect-pdf.fuzz.test.ts keeps that case.
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => 'q '.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '('.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
);

export type PdfEdit =
  | { kind: 'bytes'; edit: ByteEdit }
  | { kind: 'token'; at: number; after: 'any' | 'obj' | 'dict' | 'stream'; token: string }
  | { kind: 'ref'; which: number; to: number; gen: number }
  | {
      kind: 'number';
      after: 'startxref' | '/Length' | 'xref-entry' | '/Count' | '/Size';
      which: number;
      value: string;
    };

const numberText = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom('-1', '0', '99999999999', '1e9', '-0', '', 'x', '00000000000000000000042'),
);

export const pdfEdit: fc.Arbitrary<PdfEdit> = fc.oneof(
  fc.record({ kind: fc.constant('bytes' as const), edit: byteEdit }),
  fc.record({
    kind: fc.constant('token' as const),
    at: fc.nat(),
    after: fc.constantFrom('any', 'obj', 'dict', 'stream'),
    token: pdfToken,
  }),
  fc.record({
    kind: fc.constant('ref' as const),
    which: fc.nat(),
    to: fc.integer({ min: 0, max: 40 }),
    gen: fc.constantFrom(0, 0, 0, 1, 65535),
  }),
  fc.record({
    kind: fc.constant('number' as const),
    after: fc.constantFrom('startxref', '/Length', 'xref-entry', '/Count', '/Size'),
    which: fc.nat(),
    value: numberText,
  }),
);

export const pdfEdits = fc.array(pdfEdit, { minLength: 1, maxLength: 4 });

/** Offsets just after each match of `re` in the PDF's bytes (read as Latin-1, one char per byte). */
function after(text: string, re: RegExp): number[] {
  return [...text.matchAll(re)].map((m) => (m.index ?? 0) + m[0].length);
}

const MARKS = {
  obj: /\d+ \d+ obj\s*/g,
  dict: /<</g,
  stream: /stream\r?\n/g,
  startxref: /startxref\s*/g,
  '/Length': /\/Length\s+/g,
  'xref-entry': /^(?=\d{10} \d{5} [nf])/gm,
  '/Count': /\/Count\s+/g,
  '/Size': /\/Size\s+/g,
} as const;

export function applyPdfEdits(input: Buffer, edits: readonly PdfEdit[]): Buffer {
  let b = input;
  for (const e of edits) {
    if (e.kind === 'bytes') {
      b = applyByteEdits(b, [e.edit]);
      continue;
    }
    const text = b.toString('latin1');
    if (e.kind === 'token') {
      const spots = e.after === 'any' ? [] : after(text, MARKS[e.after]);
      const at = spots.length > 0 ? spots[e.at % spots.length]! : e.at % (text.length + 1);
      b = Buffer.from(`${text.slice(0, at)} ${e.token} ${text.slice(at)}`, 'latin1');
    } else if (e.kind === 'ref') {
      const refs = [...text.matchAll(/\b\d+ \d+ R\b/g)];
      const hit = refs.length > 0 ? refs[e.which % refs.length] : undefined;
      if (!hit || hit.index === undefined) continue;
      const end = hit.index + hit[0].length;
      b = Buffer.from(`${text.slice(0, hit.index)}${e.to} ${e.gen} R${text.slice(end)}`, 'latin1');
    } else {
      const spots = after(text, MARKS[e.after]);
      if (spots.length === 0) continue;
      const at = spots[e.which % spots.length]!;
      const digits = /^\d*/.exec(text.slice(at))![0].length;
      const value = e.after === 'xref-entry' ? e.value.padStart(10, '0').slice(-10) : e.value;
      b = Buffer.from(`${text.slice(0, at)}${value}${text.slice(at + digits)}`, 'latin1');
    }
  }
  return b;
}
