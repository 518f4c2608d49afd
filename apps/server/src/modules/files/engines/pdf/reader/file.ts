/**
 * A PDF opened for reading its objects, lazily and by ranges: objects are fetched through the
 * cross-reference index when asked for, streams are read and decoded one at a time with a size cap,
 * and nothing else of the file is loaded. Memory is bounded by the caps, not by the file's size.
 */
import { constants, inflateSync } from 'node:zlib';
import { RangeFile } from './io';
import {
  type Dict,
  isDict,
  latin1,
  Name,
  nameOf,
  num,
  Parser,
  PdfStream,
  type PdfValue,
  Ref,
} from './syntax';
import { loadXref, readObjectAt, rebuildXref, XrefTable } from './xref';

/** A stream decodes to more than the reader allows itself: the file needs too much memory to check. */
export class PdfTooLarge extends Error {
  override readonly name = 'PdfTooLarge';
}

/** Something this reader does not handle (a rare filter, a corrupt stream): another reader takes over. */
export class PdfUnsupported extends Error {
  override readonly name = 'PdfUnsupported';
}

const CACHE_OBJECTS = 4096;
const CACHE_OBJSTMS = 4;

interface ObjStm {
  data: Uint8Array;
  first: number;
  offsets: number[];
}

export class PdfReader {
  /** True once the reader had to repair the file (a broken xref, a wrong stream length). */
  repaired = false;
  trailer: Dict;
  private table: XrefTable = new XrefTable();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objStms = new Map<number, ObjStm>();

  private constructor(
    private readonly file: RangeFile,
    /** The largest stream this reader decodes (bytes, before and after decoding). */
    readonly maxStreamBytes: number,
  ) {
    const decoder = { decode: (s: PdfStream) => this.decode(s) };
    try {
      ({ table: this.table, trailer: this.trailer } = loadXref(file, decoder));
    } catch (err) {
      if (err instanceof PdfTooLarge) throw err;
      this.repaired = true;
      ({ table: this.table, trailer: this.trailer } = rebuildXref(file, decoder));
    }
  }

  static open(path: string, maxStreamBytes: number): PdfReader {
    const file = new RangeFile(path);
    try {
      return new PdfReader(file, maxStreamBytes);
    } catch (err) {
      file.close();
      throw err;
    }
  }

  close(): void {
    this.file.close();
    this.cache.clear();
    this.objStms.clear();
  }

  /** The object a value refers to (a direct value as itself); a missing object is null. */
  resolve(v: PdfValue | undefined): PdfValue {
    for (let hops = 0; v instanceof Ref; hops++) {
      if (hops > 8) return null;
      v = this.fetch(v.num);
    }
    return v ?? null;
  }

  /** A dictionary (a stream's own dictionary for a stream), or undefined. */
  dict(v: PdfValue | undefined): Dict | undefined {
    const r = this.resolve(v);
    if (r instanceof PdfStream) return r.dict;
    return isDict(r) ? r : undefined;
  }

  get(d: Dict | undefined, key: string): PdfValue {
    return this.resolve(d?.get(key));
  }

  private fetch(n: number): PdfValue {
    const hit = this.cache.get(n);
    if (hit !== undefined) return hit;
    const value = this.load(n);
    this.cache.set(n, value);
    if (this.cache.size > CACHE_OBJECTS) this.cache.delete(this.cache.keys().next().value!);
    return value;
  }

  private load(n: number): PdfValue {
    if (!this.table.has(n)) return null;
    const type = this.table.type[n];
    if (type === 1) {
      const obj = readObjectAt(this.file, this.table.a[n]!);
      if (obj && obj.num === n) return obj.value;
      if (this.repaired) return null;
      // The index points somewhere else: rebuild it once from the bytes, as readers do.
      this.rebuild();
      return this.load(n);
    }
    if (type === 2) {
      const stm = this.objStm(this.table.a[n]!);
      const off = stm?.offsets[this.table.b[n]!];
      if (!stm || off === undefined) return null;
      return new Parser(stm.data, stm.first + off, 0, true).value();
    }
    return null;
  }

  private rebuild(): void {
    this.repaired = true;
    this.cache.clear();
    this.objStms.clear();
    ({ table: this.table, trailer: this.trailer } = rebuildXref(this.file, {
      decode: (s: PdfStream) => this.decode(s),
    }));
  }

  private objStm(n: number): ObjStm | null {
    const hit = this.objStms.get(n);
    if (hit) return hit;
    const s = this.resolve(new Ref(n, 0));
    if (!(s instanceof PdfStream)) return null;
    const data = this.decode(s);
    const count = Math.min(num(s.dict.get('N')) ?? 0, 1_000_000);
    const p = new Parser(data, 0, 0, true);
    const offsets: number[] = [];
    for (let i = 0; i < count; i++) {
      if (p.integer() === null) break;
      const off = p.integer();
      if (off === null) break;
      offsets.push(off);
    }
    const stm = { data, first: num(s.dict.get('First')) ?? 0, offsets };
    this.objStms.set(n, stm);
    if (this.objStms.size > CACHE_OBJSTMS) this.objStms.delete(this.objStms.keys().next().value!);
    return stm;
  }

  /** The stream's raw (still encoded) bytes; a wrong /Length is repaired by finding "endstream". */
  raw(s: PdfStream): Uint8Array {
    const declared = num(this.resolve(s.dict.get('Length')));
    if (declared !== undefined && declared >= 0 && s.dataOffset + declared <= this.file.size) {
      const after = latin1(this.file.read(s.dataOffset + declared, 32), 0, 32);
      if (/^\s*endstream/.test(after)) {
        if (declared > this.maxStreamBytes) throw new PdfTooLarge('stream too large');
        return this.file.read(s.dataOffset, declared);
      }
    }
    this.repaired = true;
    const end = this.findEndstream(s.dataOffset);
    return this.file.read(s.dataOffset, end - s.dataOffset);
  }

  private findEndstream(from: number): number {
    const step = 1024 * 1024;
    for (let at = from; at < this.file.size; at += step) {
      if (at - from > this.maxStreamBytes) throw new PdfTooLarge('stream too large');
      const text = latin1(this.file.read(at, step + 16), 0, step + 16);
      const i = text.indexOf('endstream');
      if (i >= 0) {
        let end = at + i;
        const before = this.file.read(end - 2, 2);
        if (before[1] === 10) end--;
        if (before[0] === 13 && before[1] === 10) end--;
        else if (before[1] === 13) end--;
        return Math.max(from, end);
      }
    }
    return this.file.size;
  }

  /** The stream's decoded bytes (Flate with predictors, ASCIIHex; other filters are unsupported). */
  decode(s: PdfStream): Uint8Array {
    let data = this.raw(s);
    const filter = this.resolve(s.dict.get('Filter'));
    const parms = this.resolve(s.dict.get('DecodeParms') ?? s.dict.get('DP'));
    const filters = Array.isArray(filter) ? filter : filter ? [filter] : [];
    filters.forEach((f, i) => {
      const name = nameOf(this.resolve(f));
      const parm = this.dict(Array.isArray(parms) ? parms[i] : parms);
      if (name === 'FlateDecode' || name === 'Fl') data = predict(this.inflate(data), parm, this);
      else if (name === 'ASCIIHexDecode' || name === 'AHx') data = hexDecode(data);
      else throw new PdfUnsupported(`filter ${name ?? '?'}`);
    });
    return data;
  }

  private inflate(data: Uint8Array): Uint8Array {
    try {
      return inflateSync(data, { maxOutputLength: this.maxStreamBytes, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (err) {
      const e = err as { code?: string };
      if (e.code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
        throw new PdfTooLarge('stream too large');
      throw new PdfUnsupported(`inflate: ${e.code ?? String(err)}`);
    }
  }
}

function hexDecode(data: Uint8Array): Uint8Array {
  const hex = latin1(data, 0, data.length).replace(/[^0-9a-fA-F>]/g, '');
  const body = hex.split('>')[0] ?? '';
  return Buffer.from(body.length % 2 ? `${body}0` : body, 'hex');
}

/** Undoes a PNG (10–15) or TIFF (2) predictor on decoded Flate data. */
function predict(data: Uint8Array, parm: Dict | undefined, reader: PdfReader): Uint8Array {
  const predictor = num(reader.get(parm, 'Predictor')) ?? 1;
  if (predictor <= 1) return data;
  const colors = num(reader.get(parm, 'Colors')) ?? 1;
  const bpc = num(reader.get(parm, 'BitsPerComponent')) ?? 8;
  const columns = num(reader.get(parm, 'Columns')) ?? 1;
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((columns * colors * bpc) / 8);
  if (predictor === 2) {
    if (bpc !== 8) throw new PdfUnsupported('TIFF predictor below 8 bits');
    const out = Uint8Array.from(data);
    for (let r = 0; r + rowLength <= out.length; r += rowLength) {
      for (let i = bpp; i < rowLength; i++) out[r + i] = (out[r + i]! + out[r + i - bpp]!) & 0xff;
    }
    return out;
  }
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = new Uint8Array(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const x = data[src + i]!;
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - rowLength + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowLength + i - bpp]! : 0;
      let v: number;
      if (type === 1) v = x + left;
      else if (type === 2) v = x + up;
      else if (type === 3) v = x + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else v = x;
      out[dst + i] = v & 0xff;
    }
  }
  return out;
}

export { Name, PdfStream, Ref };
