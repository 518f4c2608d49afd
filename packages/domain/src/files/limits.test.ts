import { describe, expect, it } from 'vitest';
import {
  ACCEPT_LIST,
  acceptedKinds,
  acceptFor,
  BYTES_PER_MB,
  EBOOK_FILE_MAX_MB,
  elementAllowed,
  maxUploadBytes,
  SNIFF_BYTES,
  sniffedAccepted,
  sniffKind,
  UPLOAD_LIMITS,
  uploadMessages,
  zipKind,
} from './limits';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A zip local file header for a stored entry `name` followed by `content`. */
function zipHead(name: string, content: string): Uint8Array {
  const header = new Array(30).fill(0);
  header.splice(0, 4, 0x50, 0x4b, 0x03, 0x04);
  header[26] = name.length;
  return bytes(header, name, content);
}

describe('accepted kinds', () => {
  it('eBook interiors are EPUB or DOCX; print and POD interiors are PDF', () => {
    expect(acceptedKinds('EBOOK', 'INTERIOR')).toEqual(['EPUB', 'DOCX']);
    expect(acceptedKinds('PRINT', 'INTERIOR')).toEqual(['PDF']);
    expect(acceptedKinds('POD', 'INTERIOR')).toEqual(['PDF']);
  });

  it('a sample is an EPUB, and only eBooks have one', () => {
    expect(acceptedKinds('EBOOK', 'SAMPLE')).toEqual(['EPUB']);
    expect(acceptedKinds('POD', 'SAMPLE')).toEqual([]);
    expect(elementAllowed('PRINT', 'SAMPLE')).toBe(false);
  });

  it('an eBook cover is a full cover image; print covers are PDF, JPEG or PNG', () => {
    expect(acceptedKinds('EBOOK', 'FULL_COVER')).toEqual(['JPEG', 'PNG']);
    expect(acceptedKinds('EBOOK', 'FRONT_COVER')).toEqual([]);
    for (const element of ['FULL_COVER', 'FRONT_COVER', 'BACK_COVER'] as const) {
      expect(acceptedKinds('POD', element)).toEqual(['PDF', 'JPEG', 'PNG']);
    }
  });

  it('the drop zone accepts the mime types and extensions of those kinds', () => {
    expect(acceptFor('EBOOK', 'FULL_COVER')).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    });
    expect(acceptFor('PRINT', 'INTERIOR')).toEqual({ 'application/pdf': ['.pdf'] });
    expect(ACCEPT_LIST.EPUB.mime).toBe('application/epub+zip');
  });
});

describe('size limits', () => {
  it('650 MB print interiors, 100 MB EPUB/DOCX, 50 MB covers', () => {
    expect(maxUploadBytes('PRINT', 'INTERIOR')).toBe(650 * 1024 * 1024);
    expect(maxUploadBytes('EBOOK', 'INTERIOR')).toBe(100 * 1024 * 1024);
    expect(maxUploadBytes('EBOOK', 'SAMPLE')).toBe(100 * 1024 * 1024);
    // One eBook limit: the reference data says what the upload enforces.
    expect(UPLOAD_LIMITS.ebookFile).toBe(EBOOK_FILE_MAX_MB * BYTES_PER_MB);
    expect(maxUploadBytes('POD', 'BACK_COVER')).toBe(50 * 1024 * 1024);
    expect(maxUploadBytes('EBOOK', 'FULL_COVER')).toBe(50 * 1024 * 1024);
  });

  it('takes other limits (a test configuration)', () => {
    expect(maxUploadBytes('PRINT', 'INTERIOR', { printInterior: 10, ebookFile: 20, cover: 30 })).toBe(10);
  });
});

describe('magic bytes', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffKind(bytes('%PDF-1.7\n'))).toBe('PDF');
    expect(sniffKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('JPEG');
    expect(sniffKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('PNG');
  });

  it('an EPUB with its stored mimetype first is an EPUB; any other zip waits for its entries', () => {
    const epub = zipHead('mimetype', 'application/epub+zip');
    expect(epub.length).toBeLessThanOrEqual(SNIFF_BYTES);
    expect(sniffKind(epub)).toBe('EPUB');
    expect(sniffKind(zipHead('[Content_Types].xml', '<?xml'))).toBe('ZIP');
  });

  it('the name does not matter: text, HTML, an empty file or a truncated magic are nothing', () => {
    expect(sniffKind(bytes('hello.pdf'))).toBeNull();
    expect(sniffKind(bytes('<html><script>'))).toBeNull();
    expect(sniffKind(new Uint8Array())).toBeNull();
    expect(sniffKind(bytes('%PDF'))).toBeNull();
    expect(sniffKind(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('a zip is an EPUB or a DOCX by its entries', () => {
    expect(zipKind(['mimetype', 'META-INF/container.xml'], 'application/epub+zip')).toBe('EPUB');
    expect(zipKind(['[Content_Types].xml', 'word/document.xml', '_rels/.rels'], null)).toBe('DOCX');
    expect(zipKind(['[Content_Types].xml', 'xl/workbook.xml'], null)).toBeNull();
    expect(zipKind(['a.txt'], null)).toBeNull();
  });

  it('a zip may be what an eBook interior accepts, never a cover', () => {
    expect(sniffedAccepted('ZIP', acceptedKinds('EBOOK', 'INTERIOR'))).toBe(true);
    expect(sniffedAccepted('ZIP', acceptedKinds('POD', 'FULL_COVER'))).toBe(false);
    expect(sniffedAccepted('PNG', acceptedKinds('EBOOK', 'FULL_COVER'))).toBe(true);
    expect(sniffedAccepted(null, acceptedKinds('EBOOK', 'FULL_COVER'))).toBe(false);
  });
});

describe('refusal messages', () => {
  it('say what the file is not and what to upload', () => {
    expect(uploadMessages.wrongKind('PRINT', 'INTERIOR')).toBe(
      'This file is not a PDF. Upload a PDF interior.',
    );
    expect(uploadMessages.wrongKind('EBOOK', 'SAMPLE')).toBe(
      'This file is not an EPUB. Upload an EPUB sample.',
    );
    expect(uploadMessages.wrongKind('EBOOK', 'INTERIOR')).toBe(
      'This file is not an EPUB or a Word (.docx) file. Upload your interior as EPUB or Word (.docx).',
    );
    expect(uploadMessages.wrongKind('EBOOK', 'FULL_COVER')).toBe(
      'This file is not a JPEG or a PNG. Upload your cover as JPEG or PNG.',
    );
  });

  it('name the limit', () => {
    expect(uploadMessages.tooLarge(50 * 1024 * 1024, 'FULL_COVER')).toBe(
      'This file is larger than 50 MB. Upload a cover file of 50 MB or less.',
    );
  });
});
