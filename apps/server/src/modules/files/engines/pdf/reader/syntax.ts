/**
 * PDF object syntax (ISO 32000-1 §7.2–7.3): the values of a PDF read from a byte window. Only what a
 * preflight needs is kept: numbers, names, booleans, null, arrays, dictionaries, references and the
 * position of a stream's data; strings are parsed (to skip them correctly) but kept as raw text.
 */

export class Name {
  private static readonly interned = new Map<string, Name>();
  private constructor(readonly name: string) {}
  static of(name: string): Name {
    let n = Name.interned.get(name);
    if (!n) {
      n = new Name(name);
      if (Name.interned.size < 10_000) Name.interned.set(name, n);
    }
    return n;
  }
}

export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
  get key(): string {
    return `${this.num} ${this.gen}`;
  }
}

export class PdfString {
  constructor(readonly text: string) {}
}

export type Dict = Map<string, PdfValue>;

/** A stream: its dictionary and where its data starts, in the bytes it was read from. */
export class PdfStream {
  constructor(
    readonly dict: Dict,
    /** Absolute file offset of the first data byte (for a stream read from the file). */
    readonly dataOffset: number,
  ) {}
}

export type PdfValue = number | boolean | null | Name | Ref | PdfString | PdfValue[] | Dict | PdfStream;

/** Thrown when a value runs past the end of the window: the caller reads a larger one. */
export class NeedMoreBytes extends Error {
  override readonly name = 'NeedMoreBytes';
}

/** Thrown for bytes that are not PDF syntax. */
export class SyntaxFault extends Error {
  override readonly name = 'SyntaxFault';
}

const WS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

export const WHITE_TABLE: Readonly<Uint8Array> = WS;
export const DELIMITER_TABLE: Readonly<Uint8Array> = DELIM;
export const isWhite = (c: number): boolean => WS[c] === 1;
export const isDelimiter = (c: number): boolean => DELIM[c] === 1;
const MAX_DEPTH = 64;

export class Parser {
  pos: number;
  constructor(
    readonly buf: Uint8Array,
    start = 0,
    /** Absolute file offset of buf[0], for stream positions. */
    readonly base = 0,
    /** True when buf ends where the file ends (running out of bytes is then a fault, not a short window). */
    readonly complete = false,
  ) {
    this.pos = start;
  }

  private more(): never {
    throw this.complete ? new SyntaxFault('unexpected end of data') : new NeedMoreBytes();
  }

  skipWhite(): void {
    const b = this.buf;
    for (;;) {
      while (this.pos < b.length && WS[b[this.pos]!] === 1) this.pos++;
      if (this.pos < b.length && b[this.pos] === 0x25) {
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
        continue;
      }
      return;
    }
  }

  /** The next regular token (a keyword or number) without consuming it, or null at a delimiter. */
  peekWord(): string | null {
    this.skipWhite();
    const b = this.buf;
    const start = this.pos;
    let end = start;
    while (end < b.length && WS[b[end]!] === 0 && DELIM[b[end]!] === 0) end++;
    if (end === b.length && !this.complete) this.more();
    if (end === start) return null;
    return latin1(b, start, end);
  }

  word(): string | null {
    const w = this.peekWord();
    if (w !== null) this.pos += w.length;
    return w;
  }

  /** An unsigned integer token, or null (position unchanged) when the next token is not one. */
  integer(): number | null {
    this.skipWhite();
    const b = this.buf;
    let p = this.pos;
    let v = 0;
    while (p < b.length && b[p]! >= 0x30 && b[p]! <= 0x39) v = v * 10 + (b[p++]! - 0x30);
    if (p === b.length && !this.complete) this.more();
    if (p === this.pos || (p < b.length && WS[b[p]!] === 0 && DELIM[b[p]!] === 0)) return null;
    this.pos = p;
    return v;
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new SyntaxFault('nesting too deep');
    this.skipWhite();
    const b = this.buf;
    if (this.pos >= b.length) this.more();
    const c = b[this.pos]!;
    if (c === 0x2f) return this.name();
    if (c === 0x5b) {
      this.pos++;
      const arr: PdfValue[] = [];
      for (;;) {
        this.skipWhite();
        if (this.pos >= b.length) this.more();
        if (b[this.pos] === 0x5d) {
          this.pos++;
          return arr;
        }
        arr.push(this.value(depth + 1));
      }
    }
    if (c === 0x3c) {
      if (this.pos + 1 >= b.length) this.more();
      if (b[this.pos + 1] === 0x3c) return this.dict(depth);
      return this.hexString();
    }
    if (c === 0x28) return this.literalString();
    if (c >= 0x30 && c <= 0x39) {
      // "num gen R" is a reference; otherwise an integer (or a real, read as a word below).
      const save = this.pos;
      const n = this.integer();
      if (n !== null) {
        const after = this.pos;
        const gen = this.integer();
        if (gen !== null && this.peekWord() === 'R') {
          this.pos++;
          return new Ref(n, gen);
        }
        this.pos = after;
        return n;
      }
      this.pos = save;
    }
    const w = this.word();
    if (w === null) throw new SyntaxFault(`unexpected byte ${c} at ${this.base + this.pos}`);
    if (w === 'true') return true;
    if (w === 'false') return false;
    if (w === 'null') return null;
    const n = Number(w);
    if (Number.isNaN(n)) {
      // Lenient like every reader: a malformed number such as "0.0.1" or "--5" reads as 0.
      if (/^[+\-.\d]+$/.test(w)) return 0;
      throw new SyntaxFault(`unexpected keyword ${w.slice(0, 20)}`);
    }
    return n;
  }

  private dict(depth: number): Dict | PdfStream {
    const b = this.buf;
    this.pos += 2;
    const d: Dict = new Map();
    for (;;) {
      this.skipWhite();
      if (this.pos + 1 >= b.length) this.more();
      if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      if (b[this.pos] !== 0x2f) {
        // A value where a key should be: skip it, as lenient readers do.
        this.value(depth + 1);
        continue;
      }
      const key = this.nameText();
      this.skipWhite();
      if (this.pos + 1 >= b.length) this.more();
      if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
        d.set(key, null);
        continue;
      }
      d.set(key, this.value(depth + 1));
    }
    // A dictionary followed by "stream" is a stream; its data starts after the next end of line.
    const save = this.pos;
    this.skipWhite();
    if (this.pos + 6 > b.length) {
      if (!this.complete) this.more();
      this.pos = save;
      return d;
    }
    if (latin1(b, this.pos, this.pos + 6) === 'stream') {
      let p = this.pos + 6;
      if (b[p] === 13) p++;
      if (b[p] === 10) p++;
      this.pos = p;
      return new PdfStream(d, this.base + p);
    }
    this.pos = save;
    return d;
  }

  name(): Name {
    return Name.of(this.nameText());
  }

  /** A name token's text, "#xx" escapes decoded. */
  nameText(): string {
    const b = this.buf;
    const start = this.pos + 1;
    let p = start;
    let escaped = false;
    while (p < b.length && WS[b[p]!] === 0 && DELIM[b[p]!] === 0) {
      if (b[p] === 0x23) escaped = true;
      p++;
    }
    if (p >= b.length && !this.complete) this.more();
    this.pos = p;
    const raw = latin1(b, start, p);
    return escaped
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      : raw;
  }

  private hexString(): PdfString {
    const end = this.buf.indexOf(0x3e, this.pos);
    if (end < 0) this.more();
    const text = latin1(this.buf, this.pos + 1, end);
    this.pos = end + 1;
    return new PdfString(text);
  }

  private literalString(): PdfString {
    const end = skipLiteralString(this.buf, this.pos);
    if (end < 0) this.more();
    const text = latin1(this.buf, this.pos + 1, end - 1);
    this.pos = end;
    return new PdfString(text);
  }
}

/** The position after the literal string starting at `start` (a "("), or -1 if it does not end in `buf`. */
export function skipLiteralString(buf: Uint8Array, start: number): number {
  let depth = 0;
  for (let p = start; p < buf.length; p++) {
    const c = buf[p];
    if (c === 0x5c) p++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return p + 1;
  }
  return -1;
}

const latin1Slice = (Buffer.prototype as unknown as { latin1Slice(start: number, end: number): string })
  .latin1Slice;

/** Bytes as text, one character per byte (native, without copying). */
export function latin1(buf: Uint8Array, start: number, end: number): string {
  const from = Math.max(0, Math.min(start, buf.length));
  return latin1Slice.call(buf, from, Math.max(from, Math.min(end, buf.length)));
}

// Typed accessors: a wrong type reads as absent, as readers treat it.
export const num = (v: PdfValue | undefined): number | undefined => (typeof v === 'number' ? v : undefined);
export const nameOf = (v: PdfValue | undefined): string | undefined =>
  v instanceof Name ? v.name : undefined;
export const isDict = (v: PdfValue | undefined): v is Dict => v instanceof Map;
