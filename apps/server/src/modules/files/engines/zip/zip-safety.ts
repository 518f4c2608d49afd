/**
 * Zip safety, shared by the EPUB and DOCX engines: an uploaded archive is hostile until every entry
 * has passed these checks. Declared sizes, counts and ratios are checked from the central directory
 * before anything is inflated; then every entry is inflated once (data discarded) so the actual sizes
 * are known, stopping at the limit.
 */
import { open as openFile, stat } from 'node:fs/promises';
import type { Finding } from '@quire/domain';
import { openZipArchive, type RawZipEntry, type ZipArchive, ZipEntryTooLargeError } from './zip-archive';
import { decodeZipName, displayZipName, forbiddenInName, nameCollisions, unsafePath } from './zip-names';

export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  maxEntryUncompressed: number;
  maxRatio: number;
}

export const MIB = 1024 * 1024;
export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalUncompressed: 1024 * MIB,
  maxEntryUncompressed: 512 * MIB,
  maxRatio: 100,
};
/** The compression ratio is only checked for entries larger than this (small files compress well). */
export const RATIO_MIN_BYTES = MIB;

export interface ZipEntryInfo {
  /** The decoded name (UTF-8); for an undecodable name, a display form with U+FFFD. */
  name: string;
  /** False when the raw name was not valid UTF-8 (then `name` is for display only). */
  nameIsUtf8: boolean;
  index: number;
  compressedSize: number;
  uncompressedSize: number;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
  isDirectory: boolean;
  isSymlink: boolean;
  encrypted: boolean;
  /** Offset of the local header (the mimetype of an EPUB must be at 0). */
  localHeaderOffset: number;
  /** Extra field length in the central directory. */
  extraFieldLength: number;
  /** Extra field length in the local header; known for the first entry only. */
  localExtraFieldLength: number | null;
  /** Passed every path, type and size check: the only entries ever read or extracted. */
  safe: boolean;
}

/** Findings that make the archive unsafe to open further (no parsing, no EpubCheck). */
export const UNSAFE_ZIP_CODES = new Set([
  'ZIP_EMPTY',
  'ZIP_NOT_ZIP',
  'ZIP_UNREADABLE',
  'ZIP_TOO_MANY_ENTRIES',
  'ZIP_ENTRY_TOO_LARGE',
  'ZIP_TOTAL_TOO_LARGE',
  'ZIP_COMPRESSION_RATIO',
  'ZIP_ENTRY_CORRUPT',
  'ZIP_PATH_ABSOLUTE',
  'ZIP_PATH_TRAVERSAL',
  'ZIP_PATH_BACKSLASH',
  'ZIP_PATH_INVALID',
  'ZIP_SYMLINK',
  'ZIP_ENCRYPTED_ENTRY',
  'ZIP_UNSUPPORTED_COMPRESSION',
]);

export function isZipUnsafe(findings: Finding[]): boolean {
  return findings.some((f) => f.severity === 'ERROR' && UNSAFE_ZIP_CODES.has(f.code));
}

const err = (code: string, message: string, path?: string): Finding =>
  path === undefined
    ? { severity: 'ERROR', code, message, source: 'quire' }
    : { severity: 'ERROR', code, message, path, source: 'quire' };

const mb = (n: number) => `${Math.round((n / MIB) * 10) / 10} MB`;

/** What a non-zip file is, from its first bytes, for a message that helps. */
function sniffNotZip(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'a JPEG image';
  if (head.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'a PNG image';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'a GIF image';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'a PDF document';
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    return 'an old Word (.doc) document';
  return 'not a ZIP archive';
}

export interface InspectedZip {
  archive: ZipArchive | null;
  entries: ZipEntryInfo[];
  raw: RawZipEntry[];
  findings: Finding[];
}

/** Opens and checks an archive, leaving it open for reading (callers close `archive`). */
export async function openInspectedZip(path: string, limits: Partial<ZipLimits> = {}): Promise<InspectedZip> {
  const lim = { ...DEFAULT_ZIP_LIMITS, ...limits };
  const none = (f: Finding): InspectedZip => ({ archive: null, entries: [], raw: [], findings: [f] });
  const size = (await stat(path)).size;
  if (size === 0)
    return none(err('ZIP_EMPTY', 'The file is empty (0 bytes). Export the book again and upload it.'));
  const head = Buffer.alloc(8);
  const fh = await openFile(path, 'r');
  try {
    await fh.read(head, 0, 8, 0);
  } finally {
    await fh.close();
  }
  if (head.readUInt32LE(0) !== 0x04034b50 && head.readUInt32LE(0) !== 0x06054b50) {
    const what = sniffNotZip(head);
    return none(
      err(
        'ZIP_NOT_ZIP',
        what === 'not a ZIP archive'
          ? 'This file is not an EPUB: it is not a ZIP archive at all. Export the book as EPUB and upload that file.'
          : `This file is ${what} with an .epub name, not an EPUB. Export the book as EPUB and upload that file.`,
      ),
    );
  }
  let archive: ZipArchive;
  try {
    archive = await openZipArchive(path);
  } catch (e) {
    return none(
      err(
        'ZIP_UNREADABLE',
        `The file cannot be opened as a ZIP archive (${(e as Error).message}); it is probably truncated or damaged. Export the book again and upload the new file.`,
      ),
    );
  }
  const findings: Finding[] = [];
  if (archive.entryCount > lim.maxEntries) {
    archive.close();
    return none(
      err(
        'ZIP_TOO_MANY_ENTRIES',
        `The archive holds ${archive.entryCount} files; the most Quire accepts is ${lim.maxEntries}.`,
      ),
    );
  }
  const entries: ZipEntryInfo[] = [];
  let declaredTotal = 0;
  const raw: RawZipEntry[] = [];
  try {
    await archive.entries((r) => {
      raw.push(r);
      const info = describe(r, lim, findings);
      entries.push(info);
      declaredTotal += info.uncompressedSize;
      return declaredTotal <= lim.maxTotalUncompressed;
    });
  } catch (e) {
    findings.push(
      err(
        'ZIP_UNREADABLE',
        `The archive's file list is damaged (${(e as Error).message}). Export the book again and upload the new file.`,
      ),
    );
  }
  if (declaredTotal > lim.maxTotalUncompressed) {
    findings.push(
      err(
        'ZIP_TOTAL_TOO_LARGE',
        `The archive unpacks to more than ${mb(lim.maxTotalUncompressed)}. Reduce image sizes or split the book.`,
      ),
    );
  }
  findings.push(...nameCollisions(entries.filter((e) => e.nameIsUtf8).map((e) => e.name)));
  const first = raw[0];
  if (first && entries[0])
    entries[0].localExtraFieldLength = await archive.localExtraFieldLength(first.entry).catch(() => null);
  if (!isZipUnsafe(findings)) await verifyActualSizes(archive, entries, raw, lim, findings);
  return { archive, entries, raw, findings };
}

function describe(r: RawZipEntry, lim: ZipLimits, findings: Finding[]): ZipEntryInfo {
  const e = r.entry;
  const decoded = decodeZipName(r.rawName);
  const name = decoded ?? displayZipName(r.rawName);
  const mode = (e.externalFileAttributes >>> 16) & 0o170000;
  const info: ZipEntryInfo = {
    name,
    nameIsUtf8: decoded !== null,
    index: r.index,
    compressedSize: e.compressedSize,
    uncompressedSize: e.uncompressedSize,
    compressionMethod: e.compressionMethod,
    isDirectory: name.endsWith('/'),
    isSymlink: e.versionMadeBy >> 8 === 3 && mode === 0o120000,
    encrypted: (e.generalPurposeBitFlag & 1) !== 0,
    localHeaderOffset: e.relativeOffsetOfLocalHeader,
    extraFieldLength: e.extraFieldLength,
    localExtraFieldLength: null,
    safe: false,
  };
  const before = findings.length;
  if (decoded === null) {
    findings.push(
      err(
        'ZIP_NAME_NOT_UTF8',
        `The file name "${name}" is not valid UTF-8. Rename it using plain letters and digits and rebuild the EPUB.`,
        name,
      ),
    );
  } else {
    const forbidden = forbiddenInName(decoded);
    if (forbidden) {
      findings.push(
        err(
          'ZIP_NAME_FORBIDDEN_CHARACTER',
          `The file name "${decoded}" contains ${forbidden}, which EPUB does not allow in file names. Rename the file (and update the links to it).`,
          decoded,
        ),
      );
    }
  }
  const path = unsafePath(name);
  if (path)
    findings.push(
      err(path.code, `The archive entry "${name}" ${path.why}; Quire refuses such archives.`, name),
    );
  if (info.isSymlink)
    findings.push(
      err('ZIP_SYMLINK', `"${name}" is a symbolic link; an EPUB may only contain regular files.`, name),
    );
  if (info.encrypted)
    findings.push(
      err(
        'ZIP_ENCRYPTED_ENTRY',
        `"${name}" is password-protected inside the ZIP. Export the book without a password.`,
        name,
      ),
    );
  if (info.compressionMethod !== 0 && info.compressionMethod !== 8)
    findings.push(
      err(
        'ZIP_UNSUPPORTED_COMPRESSION',
        `"${name}" uses an unsupported ZIP compression method (${info.compressionMethod}); only stored and deflate are allowed.`,
        name,
      ),
    );
  if (info.uncompressedSize > lim.maxEntryUncompressed)
    findings.push(
      err(
        'ZIP_ENTRY_TOO_LARGE',
        `"${name}" unpacks to ${mb(info.uncompressedSize)}; the most Quire accepts for one file is ${mb(lim.maxEntryUncompressed)}.`,
        name,
      ),
    );
  else if (
    info.uncompressedSize > RATIO_MIN_BYTES &&
    info.uncompressedSize / Math.max(info.compressedSize, 1) > lim.maxRatio
  )
    findings.push(
      err(
        'ZIP_COMPRESSION_RATIO',
        `"${name}" is compressed more than ${lim.maxRatio}:1 (${mb(info.compressedSize)} → ${mb(info.uncompressedSize)}), which is how zip bombs look. Quire refuses it.`,
        name,
      ),
    );
  info.safe = !findings.slice(before).some((f) => UNSAFE_ZIP_CODES.has(f.code));
  return info;
}

async function verifyActualSizes(
  archive: ZipArchive,
  entries: ZipEntryInfo[],
  raw: RawZipEntry[],
  lim: ZipLimits,
  findings: Finding[],
): Promise<void> {
  let total = 0;
  for (const info of entries) {
    if (info.isDirectory || !info.safe) continue;
    const max = Math.min(lim.maxEntryUncompressed, lim.maxTotalUncompressed - total);
    try {
      const entry = raw[info.index]!.entry;
      const { bytes, crc } = await archive.count(entry, max, info.name);
      total += bytes;
      if (crc >>> 0 !== entry.crc32 >>> 0) throw new Error('its checksum does not match its content');
    } catch (e) {
      info.safe = false;
      findings.push(
        e instanceof ZipEntryTooLargeError
          ? err(
              'ZIP_TOTAL_TOO_LARGE',
              `"${info.name}" unpacks to more data than allowed (${mb(max)} left of ${mb(lim.maxTotalUncompressed)}). Quire stopped reading it.`,
              info.name,
            )
          : err(
              'ZIP_ENTRY_CORRUPT',
              `"${info.name}" is damaged inside the archive (${(e as Error).message}). Export the book again and upload the new file.`,
              info.name,
            ),
      );
      return;
    }
  }
}

/** Checks an archive's safety; the entries and the findings (ERROR ⇒ do not use the archive). */
export async function inspectZip(
  path: string,
  limits?: Partial<ZipLimits>,
): Promise<{ entries: ZipEntryInfo[]; findings: Finding[] }> {
  const { archive, entries, findings } = await openInspectedZip(path, limits);
  archive?.close();
  return { entries, findings };
}

/** Reads one entry by its decoded name; throws past `maxBytes` of inflated data or when absent/unsafe. */
export async function readZipEntry(path: string, name: string, maxBytes: number): Promise<Buffer> {
  const archive = await openZipArchive(path);
  try {
    let found: RawZipEntry | null = null;
    await archive.entries((r) => {
      if (decodeZipName(r.rawName) === name) found = r;
      return found === null;
    });
    const hit = found as RawZipEntry | null;
    if (!hit) throw new Error(`"${name}" is not in the archive`);
    const e = hit.entry;
    const symlink = e.versionMadeBy >> 8 === 3 && ((e.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
    if (unsafePath(name) || symlink || (e.generalPurposeBitFlag & 1) !== 0)
      throw new Error(`"${name}" is not a safe entry (unsafe path, symbolic link or encrypted)`);
    return await archive.read(hit.entry, maxBytes, name);
  } finally {
    archive.close();
  }
}
