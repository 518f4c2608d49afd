import type { Finding, ProjectStatus } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { rejectionMessage } from '../components/FileDropzone';
import { inSpineOrder } from '../steps/SelectSampleStep';
import { dropzoneAccept, formatBytes, kindsText } from './accept';
import { findingLocation, groupFindings, preflightPhase, replaceNeedsWarning } from './rules';

const words = {
  page: (n: number) => `page ${n}`,
  path: (p: string) => `in ${p}`,
  pathLine: (p: string, l: number) => `in ${p}, line ${l}`,
};
const f = (over: Partial<Finding>): Finding => ({
  severity: 'ERROR',
  code: 'X',
  message: 'm',
  source: 'quire',
  ...over,
});

describe('preflight status (spec 1 §4)', () => {
  it('polls on NOT_STARTED, IN_PROGRESS and NotStarted, stops on SUCCESSFUL, Completed and ERROR, and calls anything else an error', () => {
    for (const s of ['NOT_STARTED', 'IN_PROGRESS', 'NotStarted']) expect(preflightPhase(s)).toBe('pending');
    for (const s of ['SUCCESSFUL', 'COMPLETED', 'Completed']) expect(preflightPhase(s)).toBe('passed');
    expect(preflightPhase('ERROR')).toBe('failed');
    expect(preflightPhase('WAT')).toBe('unknown');
    expect(preflightPhase(null)).toBe('unknown');
  });
});

describe('replacement warning (spec 1 §4)', () => {
  it('applies to an orderable book that is not OFFSALE and already has the file', () => {
    expect(replaceNeedsWarning({ status: 'ONSALE', publishedDate: null }, true)).toBe(true);
    expect(replaceNeedsWarning({ status: 'ORDERED', publishedDate: null }, true)).toBe(true);
    expect(replaceNeedsWarning({ status: 'EDITING', publishedDate: '2026-01-01' }, true)).toBe(true);
    expect(replaceNeedsWarning({ status: 'OFFSALE', publishedDate: '2026-01-01' }, true)).toBe(false);
    // A legacy spelling the API no longer sends reads as its one status.
    expect(replaceNeedsWarning({ status: 'OffSale' as ProjectStatus, publishedDate: null }, true)).toBe(
      false,
    );
    expect(replaceNeedsWarning({ status: 'NEW', publishedDate: null }, true)).toBe(false);
    expect(replaceNeedsWarning({ status: 'ONSALE', publishedDate: null }, false)).toBe(false);
  });
});

describe('findings', () => {
  it('groups by severity, errors first, and says where: page, or the file inside the EPUB and its line', () => {
    const list = [
      f({ severity: 'WARNING', code: 'W1' }),
      f({ severity: 'INFO', code: 'I1' }),
      f({ code: 'E1' }),
      f({ code: 'E2' }),
    ];
    expect(groupFindings(list).map((g) => [g.severity, g.items.map((i) => i.code)])).toEqual([
      ['ERROR', ['E1', 'E2']],
      ['WARNING', ['W1']],
      ['INFO', ['I1']],
    ]);
    expect(findingLocation(f({ page: 7 }), words)).toBe('page 7');
    expect(findingLocation(f({ path: 'OEBPS/ch1.xhtml', line: 12 }), words)).toBe(
      'in OEBPS/ch1.xhtml, line 12',
    );
    expect(findingLocation(f({ path: 'OEBPS/content.opf' }), words)).toBe('in OEBPS/content.opf');
    expect(findingLocation(f({}), words)).toBeNull();
  });
});

describe('drop zone words', () => {
  it('builds the accept map from the domain list and names kinds and sizes for people', () => {
    expect(dropzoneAccept(['EPUB', 'DOCX'])).toEqual({
      'application/epub+zip': ['.epub'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
    });
    expect(kindsText(['PDF', 'JPEG', 'PNG'], 'or')).toBe('PDF, JPEG or PNG');
    expect(formatBytes(650 * 1024 * 1024)).toBe('650 MB');
    expect(formatBytes(1536)).toBe('2 KB');
  });

  it('says why a file was refused: type, size, several files', () => {
    const file = new File(['x'.repeat(10)], 'a'.repeat(45), { type: 'application/pdf' });
    expect(rejectionMessage([{ file, errors: [{ code: 'file-too-large', message: '' }] }], ['PDF'], 5)).toBe(
      `${'a'.repeat(40)}... is 10 bytes; the largest file we accept here is 5 bytes.`,
    );
    expect(
      rejectionMessage(
        [
          { file, errors: [] },
          { file, errors: [] },
        ],
        ['PDF'],
        5,
      ),
    ).toBe('Please drop one file at a time; you dropped 2.');
  });
});

describe('selected sample', () => {
  it('sends the chosen chapters in spine order', () => {
    const spine = ['a.xhtml', 'b.xhtml', 'c.xhtml'].map((href) => ({
      idref: href,
      href,
      title: null,
      linear: true,
    }));
    expect(inSpineOrder(spine, new Set(['c.xhtml', 'a.xhtml']))).toEqual(['a.xhtml', 'c.xhtml']);
  });
});
