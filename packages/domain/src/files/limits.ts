/**
 * What may be uploaded where (spec 1 §2, §5): the kinds each element accepts for each
 * project type, the size limits, the drop zone's accept list, and the magic bytes that decide a
 * file's kind. The bytes decide, never the file name.
 */
import type { ProjectType } from '../projects/types';
import type { ElementType, FileKind } from './types';

/** Bytes in a megabyte as the limits count them (MiB). */
export const BYTES_PER_MB = 1024 * 1024;
const MB = BYTES_PER_MB;

/** The one eBook file limit (an EPUB or Word interior, a sample), in megabytes. */
export const EBOOK_FILE_MAX_MB = 100;

/** Size limits in bytes: print interiors, EPUB/DOCX files, covers. */
export const UPLOAD_LIMITS = {
  printInterior: 650 * MB,
  ebookFile: EBOOK_FILE_MAX_MB * MB,
  cover: 50 * MB,
} as const;
export type UploadLimits = { [K in keyof typeof UPLOAD_LIMITS]: number };

const isPrint = (type: ProjectType) => type === 'PRINT' || type === 'POD';
const isCover = (element: ElementType) =>
  element === 'FULL_COVER' || element === 'FRONT_COVER' || element === 'BACK_COVER';

/**
 * The elements a project type has: an eBook has an interior, a sample and one (full) cover image;
 * print and POD books have an interior and either a full cover or a front and a back cover.
 */
export function elementAllowed(projectType: ProjectType, element: ElementType): boolean {
  if (projectType === 'EBOOK')
    return element === 'INTERIOR' || element === 'SAMPLE' || element === 'FULL_COVER';
  return element !== 'SAMPLE';
}

/** The kinds an element accepts (empty when the project type has no such element). */
export function acceptedKinds(projectType: ProjectType, element: ElementType): FileKind[] {
  if (!elementAllowed(projectType, element)) return [];
  if (element === 'INTERIOR') return isPrint(projectType) ? ['PDF'] : ['EPUB', 'DOCX'];
  if (element === 'SAMPLE') return ['EPUB'];
  return projectType === 'EBOOK' ? ['JPEG', 'PNG'] : ['PDF', 'JPEG', 'PNG'];
}

/** The largest file an element takes, in bytes (before its kind is known: it depends only on the element). */
export function maxUploadBytes(
  projectType: ProjectType,
  element: ElementType,
  limits: UploadLimits = UPLOAD_LIMITS,
): number {
  if (isCover(element)) return limits.cover;
  if (element === 'INTERIOR' && isPrint(projectType)) return limits.printInterior;
  return limits.ebookFile;
}

/** Mime type and extensions of each kind: the drop zone's accept list and the served Content-Type. */
export const ACCEPT_LIST: Readonly<Record<FileKind, { mime: string; extensions: readonly string[] }>> = {
  EPUB: { mime: 'application/epub+zip', extensions: ['.epub'] },
  DOCX: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  PDF: { mime: 'application/pdf', extensions: ['.pdf'] },
  JPEG: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  PNG: { mime: 'image/png', extensions: ['.png'] },
};

/** The drop zone's `accept` for an element: mime type → extensions (Mantine Dropzone's shape). */
export function acceptFor(projectType: ProjectType, element: ElementType): Record<string, string[]> {
  return Object.fromEntries(
    acceptedKinds(projectType, element).map((k) => [ACCEPT_LIST[k].mime, [...ACCEPT_LIST[k].extensions]]),
  );
}

/**
 * What the first bytes say. `ZIP` is a zip that is not recognisably an EPUB from its first entry:
 * whether it is an EPUB or a Word file is decided after the upload, by its entries (`zipKind`).
 * An EPUB whose first entry is a stored `mimetype` of `application/epub+zip` is `EPUB` at once.
 */
export type SniffedKind = 'PDF' | 'JPEG' | 'PNG' | 'EPUB' | 'ZIP';

/** Bytes needed by `sniffKind` (30-byte zip header + "mimetype" + "application/epub+zip"). */
export const SNIFF_BYTES = 64;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** A file's kind from its first bytes (at least `SNIFF_BYTES` when the file has them), or null. */
export function sniffKind(head: Uint8Array): SniffedKind | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'PDF';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'JPEG';
  if (startsWith(head, PNG_MAGIC)) return 'PNG';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const nameLength = (head[26] ?? 0) | ((head[27] ?? 0) << 8);
    const extraLength = (head[28] ?? 0) | ((head[29] ?? 0) << 8);
    const name = ascii(head, 30, nameLength);
    const content = ascii(head, 30 + nameLength + extraLength, 20);
    if (name === 'mimetype' && content === 'application/epub+zip') return 'EPUB';
    return 'ZIP';
  }
  return null;
}

/**
 * An uploaded zip's kind from its entry names (and the `mimetype` entry's text when there is
 * one): an EPUB has `mimetype` = application/epub+zip (or META-INF/container.xml), a Word file
 * `[Content_Types].xml` and `word/document.xml`. Null for any other zip.
 */
export function zipKind(names: readonly string[], mimetype: string | null): 'EPUB' | 'DOCX' | null {
  const set = new Set(names);
  if (mimetype?.trim() === 'application/epub+zip') return 'EPUB';
  if (set.has('[Content_Types].xml') && set.has('word/document.xml')) return 'DOCX';
  if (set.has('META-INF/container.xml')) return 'EPUB';
  return null;
}

/** Whether a sniffed kind could be one of the accepted kinds (a ZIP could be an EPUB or a DOCX). */
export function sniffedAccepted(sniffed: SniffedKind | null, accepted: readonly FileKind[]): boolean {
  if (sniffed === null) return false;
  if (sniffed === 'ZIP') return accepted.includes('EPUB') || accepted.includes('DOCX');
  return accepted.includes(sniffed);
}

const KIND_WORDS: Record<FileKind, string> = {
  EPUB: 'an EPUB',
  DOCX: 'a Word (.docx) file',
  PDF: 'a PDF',
  JPEG: 'a JPEG',
  PNG: 'a PNG',
};
const ELEMENT_WORDS: Record<ElementType, string> = {
  INTERIOR: 'interior',
  SAMPLE: 'sample',
  FULL_COVER: 'cover',
  FRONT_COVER: 'front cover',
  BACK_COVER: 'back cover',
};

function orList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function kindNames(kinds: readonly FileKind[]): string {
  return orList(kinds.map((k) => (k === 'DOCX' ? 'Word (.docx)' : k)));
}

function megabytes(bytes: number): string {
  const mb = bytes / MB;
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

/** Refusal messages of an upload, each shown on the `file` field (or on `projectElementType`). */
export const uploadMessages = {
  noFile: 'Choose a file to upload.',
  empty: 'This file is empty. Choose the file again and upload it.',
  notAllowed(projectType: ProjectType, element: ElementType): string {
    if (element === 'SAMPLE') return 'Only eBooks have a sample. Upload an interior or a cover.';
    if (projectType === 'EBOOK') return 'An eBook has one cover image. Upload it as the full cover.';
    return `This book has no ${ELEMENT_WORDS[element]}.`;
  },
  /** "This file is not a PDF. Upload a PDF interior." */
  wrongKind(projectType: ProjectType, element: ElementType): string {
    const kinds = acceptedKinds(projectType, element);
    const what = orList(kinds.map((k) => KIND_WORDS[k]));
    return `This file is not ${what}. Upload ${
      kinds.length === 1
        ? `${KIND_WORDS[kinds[0] as FileKind]} ${ELEMENT_WORDS[element]}`
        : `your ${ELEMENT_WORDS[element]} as ${kindNames(kinds)}`
    }.`;
  },
  tooLarge(limitBytes: number, element: ElementType): string {
    const article = /^[aeiou]/.test(ELEMENT_WORDS[element]) ? 'an' : 'a';
    return `This file is larger than ${megabytes(limitBytes)}. Upload ${article} ${ELEMENT_WORDS[element]} file of ${megabytes(limitBytes)} or less.`;
  },
  interrupted: 'The upload stopped before the whole file arrived. Upload the file again.',
  zipNotBook:
    'This zip file is neither an EPUB nor a Word (.docx) document. Upload an EPUB or DOCX interior.',
} as const;
