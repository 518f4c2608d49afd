import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { ACCEPT_LIST, type FileKind } from '@quire/domain';
import { type Storage, StorageNotFoundError } from '../../storage';

/**
 * Content types come from our own table, never from the upload: by kind for whole files, by
 * extension for the entries of an extracted EPUB. Anything unknown is application/octet-stream
 * (with nosniff, the browser will not guess).
 */
const ENTRY_TYPES: Record<string, string> = {
  '.xhtml': 'application/xhtml+xml; charset=utf-8',
  '.html': 'application/xhtml+xml; charset=utf-8',
  '.htm': 'application/xhtml+xml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.otf': 'font/otf',
  '.ttf': 'font/ttf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ncx': 'application/x-dtbncx+xml',
  '.opf': 'application/oebps-package+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

export function contentTypeOf(kindOrName: string): string {
  if (kindOrName in ACCEPT_LIST) return ACCEPT_LIST[kindOrName as FileKind].mime;
  return ENTRY_TYPES[extname(kindOrName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The sandbox every served file gets: no scripts, no plugins, nothing from elsewhere; the reader
 * of the same origin may frame it (the EPUB reader shows spine pages in an iframe).
 */
export const FILE_CSP =
  "sandbox allow-same-origin; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'self'";

/** `inline; filename="ascii"; filename*=UTF-8''…` (RFC 6266/5987), safe for any original name. */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * One `Range: bytes=…` (the PDF preview reads large files piece by piece): the bytes asked for,
 * 'unsatisfiable' (416), or null to send the whole file (no header, several ranges, or not bytes).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface ServedHeadersInput {
  contentType: string;
  name: string;
  size: number;
  range: { start: number; end: number } | null;
}

/** Headers of a served file (Content-Type from our table, inline, nosniff, sandboxing CSP, ranges). */
export function fileHeaders(served: ServedHeadersInput) {
  const length = served.range ? served.range.end - served.range.start + 1 : served.size;
  return {
    'content-type': served.contentType,
    'content-disposition': contentDisposition(served.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
    'x-frame-options': 'SAMEORIGIN',
    'cache-control': 'private, max-age=300',
    'accept-ranges': 'bytes',
    'content-length': String(length),
    ...(served.range
      ? { 'content-range': `bytes ${served.range.start}-${served.range.end}/${served.size}` }
      : {}),
  };
}

export interface ServedFile {
  /** 200 the whole file, 206 a range of it, 416 a range outside it (no stream then). */
  status: 200 | 206 | 416;
  stream: Readable | null;
  headers: Record<string, string>;
}

/** A stored file as an answer (whole, a range of it, or 416), or null when nothing is stored at `key`. */
export async function serveStored(
  storage: Storage,
  key: string,
  file: { name: string; contentType: string; rangeHeader?: string | undefined },
): Promise<ServedFile | null> {
  const size = (await storage.stat(key))?.size ?? null;
  if (size === null) return null;
  const range = parseRange(file.rangeHeader, size);
  if (range === 'unsatisfiable') {
    return { status: 416, stream: null, headers: { 'content-range': `bytes */${size}` } };
  }
  try {
    return {
      status: range ? 206 : 200,
      stream: await storage.get(key, range ?? undefined),
      headers: fileHeaders({ contentType: file.contentType, name: file.name, size, range }),
    };
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
}
