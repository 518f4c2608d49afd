/**
 * The cross-reference index of a PDF (ISO 32000-1 §7.5.4–7.5.8): where each object is. Reads
 * classic tables and cross-reference streams, follows /Prev and /XRefStm through incremental
 * updates (the newest entry wins), and, when the index is broken, rebuilds it by scanning the file
 * for "n g obj" headers, as readers do silently; `rebuildXref` is how the reader knows it did.
 */
import type { RangeFile } from './io';
import {
  type Dict,
  isDict,
  latin1,
  NeedMoreBytes,
  num,
  Parser,
  PdfStream,
  type PdfValue,
  Ref,
  SyntaxFault,
} from './syntax';

/** Too many objects for the memory this reader allows itself (26 MB of index): another reader takes over. */
export const MAX_OBJECTS = 2_000_000;

/** Object n: type 1 at byte offset `a`; type 2 in object stream `a` at index `b`. */
export class XrefTable {
  type = new Uint8Array(1024);
  a = new Float64Array(1024);
  b = new Uint32Array(1024);

  has(n: number): boolean {
    return n < this.type.length && this.type[n] !== 0;
  }

  set(n: number, type: 1 | 2 | 3, a: number, b: number, overwrite: boolean): void {
    if (!Number.isInteger(n) || n < 0) return;
    if (n >= MAX_OBJECTS) throw new RangeError('too many objects for the object reader');
    if (n >= this.type.length) this.grow(n + 1);
    if (!overwrite && this.type[n] !== 0) return;
    this.type[n] = type;
    this.a[n] = a;
    this.b[n] = b;
  }

  private grow(min: number): void {
    let cap = this.type.length;
    while (cap < min) cap *= 2;
    const t = new Uint8Array(cap);
    t.set(this.type);
    const a = new Float64Array(cap);
    a.set(this.a);
    const b = new Uint32Array(cap);
    b.set(this.b);
    this.type = t;
    this.a = a;
    this.b = b;
  }
}

/** What the xref layer needs from the object layer: decoding a stream (xref and object streams). */
export interface StreamDecoder {
  decode(stream: PdfStream): Uint8Array;
}

/** Reads one "n g obj" value at `offset` in a growing window; null when no object header is there. */
export function readObjectAt(
  file: RangeFile,
  offset: number,
): { num: number; gen: number; value: PdfValue } | null {
  for (let win = 4096; ; win *= 4) {
    const buf = file.read(offset, win);
    const p = new Parser(buf, 0, offset, offset + buf.length >= file.size);
    try {
      const n = p.integer();
      const g = p.integer();
      if (n === null || g === null || p.word() !== 'obj') return null;
      return { num: n, gen: g, value: p.value() };
    } catch (err) {
      if (!(err instanceof NeedMoreBytes) || win >= 16 * 1024 * 1024) throw err;
    }
  }
}

function startxref(file: RangeFile): number {
  const tailLength = Math.min(file.size, 4096);
  const tail = latin1(file.read(file.size - tailLength, tailLength), 0, tailLength);
  const at = tail.lastIndexOf('startxref');
  if (at < 0) throw new SyntaxFault('no startxref');
  const m = /^startxref\s+(\d+)/.exec(tail.slice(at));
  if (!m) throw new SyntaxFault('bad startxref');
  return Number(m[1]);
}

function classicSection(file: RangeFile, offset: number, table: XrefTable): Dict {
  for (let win = 64 * 1024; ; win *= 4) {
    const buf = file.read(offset, win);
    const p = new Parser(buf, 0, offset, offset + buf.length >= file.size);
    try {
      if (p.word() !== 'xref') throw new SyntaxFault('no xref keyword');
      const rows: [number, number, number, string][] = [];
      for (;;) {
        const w = p.peekWord();
        if (w === 'trailer') {
          p.word();
          break;
        }
        const start = p.integer();
        const count = p.integer();
        if (start === null || count === null) throw new SyntaxFault('bad xref subsection');
        for (let i = 0; i < count; i++) {
          const off = p.integer();
          const gen = p.integer();
          const kind = p.word();
          if (off === null || gen === null || (kind !== 'n' && kind !== 'f')) {
            throw new SyntaxFault('bad xref entry');
          }
          rows.push([start + i, off, gen, kind]);
        }
      }
      const trailer = p.value();
      if (!isDict(trailer)) throw new SyntaxFault('bad trailer');
      // Object 0 is the head of the free list; an "n" entry at offset 0 is broken.
      for (const [n, off, gen, kind] of rows) {
        if (kind === 'n' && n > 0) table.set(n, 1, off, gen, false);
        else table.set(n, 3, 0, 0, false);
      }
      return trailer;
    } catch (err) {
      if (!(err instanceof NeedMoreBytes) || win >= 64 * 1024 * 1024) throw err;
    }
  }
}

function streamSection(file: RangeFile, offset: number, table: XrefTable, decoder: StreamDecoder): Dict {
  const obj = readObjectAt(file, offset);
  if (!obj || !(obj.value instanceof PdfStream)) throw new SyntaxFault('no xref stream');
  const dict = obj.value.dict;
  const w = dict.get('W');
  if (!Array.isArray(w) || w.length < 3 || !w.every((x) => typeof x === 'number' && x >= 0 && x <= 8)) {
    throw new SyntaxFault('bad /W');
  }
  const [w0, w1, w2] = w as number[];
  const size = num(dict.get('Size')) ?? 0;
  const index = (dict.get('Index') as PdfValue[] | undefined) ?? [0, size];
  const data = decoder.decode(obj.value);
  const rowLength = w0! + w1! + w2!;
  const field = (at: number, width: number, fallback: number) => {
    if (width === 0) return fallback;
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + data[at + i]!;
    return v;
  };
  let at = 0;
  for (let s = 0; s + 1 < index.length; s += 2) {
    const first = num(index[s]) ?? 0;
    const count = num(index[s + 1]) ?? 0;
    for (let i = 0; i < count && at + rowLength <= data.length; i++, at += rowLength) {
      const type = field(at, w0!, 1);
      const f2 = field(at + w0!, w1!, 0);
      const f3 = field(at + w0! + w1!, w2!, 0);
      if (type === 1 && first + i > 0) table.set(first + i, 1, f2, f3, false);
      else if (type === 2) table.set(first + i, 2, f2, f3, false);
      else table.set(first + i, 3, 0, 0, false);
    }
  }
  return dict;
}

/** The xref sections from startxref back through /Prev; throws SyntaxFault when any is broken. */
export function loadXref(file: RangeFile, decoder: StreamDecoder): { table: XrefTable; trailer: Dict } {
  const table = new XrefTable();
  let trailer: Dict | null = null;
  const seen = new Set<number>();
  let offset: number | undefined = startxref(file);
  while (offset !== undefined) {
    if (seen.has(offset) || seen.size > 1000 || offset >= file.size) throw new SyntaxFault('bad /Prev chain');
    seen.add(offset);
    const head = latin1(file.read(offset, 8), 0, 8);
    let dict: Dict;
    if (head.startsWith('xref')) {
      dict = classicSection(file, offset, table);
      // A hybrid file's trailer points at a cross-reference stream for its compressed objects.
      const stm = num(dict.get('XRefStm'));
      if (stm !== undefined) streamSection(file, stm, table, decoder);
    } else {
      dict = streamSection(file, offset, table, decoder);
    }
    trailer ??= dict;
    const prev = num(dict.get('Prev'));
    offset = prev;
  }
  if (!trailer?.has('Root')) throw new SyntaxFault('no /Root');
  return { table, trailer };
}

const SCAN_CHUNK = 4 * 1024 * 1024;

/**
 * Rebuilds the index from the bytes: every "n g obj" (the last one in the file wins), the last
 * trailer with a /Root (or the last cross-reference stream or catalog), and the objects inside
 * object streams. Memory stays at one chunk whatever the file size.
 */
export function rebuildXref(file: RangeFile, decoder: StreamDecoder): { table: XrefTable; trailer: Dict } {
  const table = new XrefTable();
  const trailers: number[] = [];
  const xrefStreams: number[] = [];
  const objStms: number[] = [];
  const catalogs: number[] = [];
  const header = /(\d+)[ \t\r\n\f\0]+(\d+)[ \t\r\n\f\0]+obj\b/g;
  for (let start = 0; start < file.size; start += SCAN_CHUNK) {
    const buf = file.read(start, SCAN_CHUNK + 256);
    const text = latin1(buf, 0, buf.length);
    const limit = Math.min(text.length, SCAN_CHUNK);
    header.lastIndex = 0;
    for (let m = header.exec(text); m && m.index < limit; m = header.exec(text)) {
      // A header glued to a preceding digit is not one ("12 0 obj" inside "312 0 obj" is).
      if (m.index > 0 && /\d/.test(text[m.index - 1]!)) continue;
      const n = Number(m[1]);
      // Digits that happen to precede " 0 obj" inside binary data are not an object number.
      if (n >= MAX_OBJECTS) continue;
      const offset = start + m.index;
      table.set(n, 1, offset, Number(m[2]), true);
      const after = text.slice(m.index, m.index + 256);
      if (/\/Type\s*\/XRef\b/.test(after)) xrefStreams.push(offset);
      if (/\/Type\s*\/ObjStm\b/.test(after)) objStms.push(n);
      if (/\/Type\s*\/Catalog\b/.test(after)) catalogs.push(n);
    }
    for (let at = text.indexOf('trailer'); at >= 0 && at < limit; at = text.indexOf('trailer', at + 7)) {
      trailers.push(start + at + 7);
    }
  }
  let trailer: Dict | null = null;
  for (const at of trailers.reverse()) {
    try {
      const buf = file.read(at, 64 * 1024);
      const v = new Parser(buf, 0, at, true).value();
      if (isDict(v) && v.has('Root')) {
        trailer = v;
        break;
      }
    } catch {
      // Not a readable trailer; try an earlier one.
    }
  }
  for (const at of xrefStreams.reverse()) {
    if (trailer) break;
    try {
      const obj = readObjectAt(file, at);
      if (obj?.value instanceof PdfStream && obj.value.dict.has('Root')) trailer = obj.value.dict;
    } catch {
      // Try the next one.
    }
  }
  if (!trailer && catalogs.length > 0) {
    trailer = new Map<string, PdfValue>([['Root', new Ref(catalogs.at(-1)!, 0)]]);
  }
  if (!trailer) throw new SyntaxFault('no trailer or catalog found');
  for (const n of objStms) {
    try {
      const obj = readObjectAt(file, table.a[n]!);
      if (!(obj?.value instanceof PdfStream)) continue;
      const count = num(obj.value.dict.get('N')) ?? 0;
      const data = decoder.decode(obj.value);
      const p = new Parser(data, 0, 0, true);
      for (let i = 0; i < count; i++) {
        const inner = p.integer();
        if (p.integer() === null || inner === null) break;
        table.set(inner, 2, n, i, false);
      }
    } catch {
      // An unreadable object stream: its objects stay missing.
    }
  }
  return { table, trailer };
}
