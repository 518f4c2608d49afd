/**
 * Test helpers for the DOCX and sample engines: Word files made in code with the `docx` package,
 * and a check of an EPUB by the EPUB engine (Quire's own checks) plus EpubCheck run directly, so
 * that a missing or failing EpubCheck fails the test instead of passing it quietly.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '@quire/domain';
import {
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import sharp from 'sharp';
import { type EpubReport, preflightEpub } from '../epub/preflight-epub';
import { readZipEntry } from '../zip/zip-safety';

export const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';

export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-docx-test-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

interface EpubcheckMessage {
  ID: string;
  severity: string;
  message: string;
  locations?: { path?: string; line?: number }[];
}

/** Runs EpubCheck; the ERROR and FATAL messages as readable lines. Throws when EpubCheck could not run. */
export async function epubcheckErrors(epubPath: string): Promise<string[]> {
  if (!existsSync(EPUBCHECK_JAR)) throw new Error(`EpubCheck is not installed at ${EPUBCHECK_JAR}`);
  const { dir, cleanup } = await tempDir();
  try {
    const report = join(dir, 'report.json');
    await new Promise<void>((resolve, reject) => {
      execFile(
        'java',
        ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-jar', EPUBCHECK_JAR, epubPath, '--json', report],
        { timeout: 170_000 },
        (err) => (err && (err as { code?: unknown }).code !== 1 ? reject(err) : resolve()),
      );
    });
    const json = JSON.parse(await readFile(report, 'utf8')) as { messages: EpubcheckMessage[] };
    return json.messages
      .filter((m) => m.severity === 'ERROR' || m.severity === 'FATAL')
      .map(
        (m) => `${m.ID} ${m.message} @ ${m.locations?.map((l) => `${l.path}:${l.line}`).join(', ') ?? ''}`,
      );
  } finally {
    await cleanup();
  }
}

/** The EPUB engine's own checks (EpubCheck is run separately above) and the ERROR findings among them. */
export async function quireCheck(epubPath: string): Promise<{ report: EpubReport; errors: Finding[] }> {
  const report = await preflightEpub(epubPath, { epubcheck: 'off' });
  return { report, errors: report.findings.filter((f) => f.severity === 'ERROR') };
}

export async function readEntry(zipPath: string, name: string): Promise<string> {
  return (await readZipEntry(zipPath, name, 16 * 1024 * 1024)).toString('utf8');
}

export async function pngBytes(width = 40, height = 20, color = '#c03030'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * A manuscript with a title, three chapters (Heading 1) with sections (Heading 2), bold and
 * italic text, a list, a table, a picture and a footnote.
 */
export async function richDocx(): Promise<Buffer> {
  const image = await pngBytes();
  const doc = new Document({
    creator: 'Quire tests',
    footnotes: { 1: { children: [new Paragraph('The footnote text.')] } },
    sections: [
      {
        children: [
          new Paragraph({ text: 'The Lighthouse Keeper', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Chapter One: Arrival', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun({ text: 'Bold words', bold: true }),
              new TextRun(' and '),
              new TextRun({ text: 'italic words', italics: true }),
              new TextRun(' & <angle> "quotes".'),
              new FootnoteReferenceRun(1),
            ],
          }),
          new Paragraph({ text: 'The Island', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'First item', bullet: { level: 0 } }),
          new Paragraph({ text: 'Second item', bullet: { level: 0 } }),
          new Paragraph({ text: 'The Lamp', heading: HeadingLevel.HEADING_2 }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Tide')] }),
                  new TableCell({ children: [new Paragraph('Hour')] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('High')] }),
                  new TableCell({ children: [new Paragraph('06:10')] }),
                ],
              }),
            ],
          }),
          new Paragraph({ text: 'Chapter Two: Storm', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new ImageRun({ type: 'png', data: image, transformation: { width: 40, height: 20 } })],
          }),
          new Paragraph({ children: [new TextRun('Line one'), new TextRun({ text: 'Line two', break: 1 })] }),
          new Paragraph({ text: 'Chapter Three: Calm', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('The sea was quiet at last.'),
          new Paragraph({
            children: [
              new ExternalHyperlink({
                link: 'https://example.com/tides?a=1&b=2',
                children: [new TextRun('Tide tables')],
              }),
              new TextRun(' and '),
              new ExternalHyperlink({ link: 'javascript:alert(1)', children: [new TextRun('a trap')] }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export async function docxOf(paragraphs: Paragraph[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}
