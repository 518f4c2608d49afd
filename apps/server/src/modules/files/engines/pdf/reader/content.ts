/**
 * A content-stream scanner (ISO 32000-1 §8–9): one pass over a page's (or form's) decoded operators
 * that follows only what a preflight needs, the current transformation matrix through q, Q and cm,
 * the fonts set with Tf, the XObjects drawn with Do and the inline images (BI … ID … EI), and
 * skips everything else (paths, text strings, marked content) without building an operator list.
 */
import {
  DELIMITER_TABLE as DELIM,
  isDelimiter,
  isWhite,
  skipLiteralString,
  WHITE_TABLE as WS,
} from './syntax';

export type Matrix = [number, number, number, number, number, number];

export interface ContentHandler {
  /** Tf with the font's resource name. */
  font(name: string): void;
  /** Do with the XObject's resource name and the matrix it is drawn with. */
  xobject(name: string, ctm: Matrix): void;
  /** An inline image of w × h pixels drawn with the matrix (stencil masks are not reported). */
  inlineImage(width: number, height: number, ctm: Matrix): void;
}

export interface GraphicsState {
  ctm: Matrix;
  stack: Matrix[];
}

/** m1 · m2 with m2 applied first (the convention of the operator-list engine, operators.ts). */
export function concat(m1: Matrix, m2: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m2;
  return [
    m1[0] * a + m1[2] * b,
    m1[1] * a + m1[3] * b,
    m1[0] * c + m1[2] * d,
    m1[1] * c + m1[3] * d,
    m1[0] * e + m1[2] * f + m1[4],
    m1[1] * e + m1[3] * f + m1[5],
  ];
}

/** A name operand, kept apart from keywords. */
class NameOp {
  constructor(readonly name: string) {}
}
type Operand = number | NameOp | boolean | null;

const MAX_OPERANDS = 64;
const MAX_STACK = 1024;

function readToken(buf: Uint8Array, p: number): number {
  const n = buf.length;
  while (p < n && WS[buf[p]!] === 0 && DELIM[buf[p]!] === 0) p++;
  return p;
}

/** A number token from its bytes (malformed ones read as 0, as readers do). */
function readNumber(buf: Uint8Array, p: number, end: number): number {
  let sign = 1;
  if (buf[p] === 0x2d) {
    sign = -1;
    p++;
  } else if (buf[p] === 0x2b) p++;
  let v = 0;
  let scale = 0;
  for (; p < end; p++) {
    const c = buf[p]!;
    if (c >= 0x30 && c <= 0x39) {
      v = v * 10 + (c - 0x30);
      if (scale) scale *= 10;
    } else if (c === 0x2e && scale === 0) scale = 1;
    else if (c === 0x2d || c === 0x2b) continue;
    else return 0;
  }
  return scale > 1 ? (sign * v) / scale : sign * v;
}

const op2 = (a: string, b = ''): number => a.charCodeAt(0) | ((b.charCodeAt(0) || 0) << 8);
const OP_q = op2('q');
const OP_Q = op2('Q');
const OP_cm = op2('c', 'm');
const OP_Tf = op2('T', 'f');
const OP_Do = op2('D', 'o');
const OP_BI = op2('B', 'I');
const OP_ID = op2('I', 'D');

function decodeName(buf: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) {
    const c = buf[i]!;
    if (c === 0x23 && i + 2 < end) {
      const code = Number.parseInt(String.fromCharCode(buf[i + 1]!, buf[i + 2]!), 16);
      if (!Number.isNaN(code)) {
        s += String.fromCharCode(code);
        i += 2;
        continue;
      }
    }
    s += String.fromCharCode(c);
  }
  return s;
}

/** The position after the matching close of a "[" array or "<<" dictionary, skipping strings inside. */
function skipNested(buf: Uint8Array, p: number): number {
  let depth = 0;
  while (p < buf.length) {
    const c = buf[p]!;
    if (c === 0x28) {
      const end = skipLiteralString(buf, p);
      p = end < 0 ? buf.length : end;
      continue;
    }
    if (c === 0x5b || (c === 0x3c && buf[p + 1] === 0x3c)) {
      depth++;
      p += c === 0x5b ? 1 : 2;
    } else if (c === 0x5d || (c === 0x3e && buf[p + 1] === 0x3e)) {
      depth--;
      p += c === 0x5d ? 1 : 2;
    } else if (c === 0x3c) {
      const end = buf.indexOf(0x3e, p);
      p = end < 0 ? buf.length : end + 1;
    } else if (c === 0x25) {
      while (p < buf.length && buf[p] !== 10 && buf[p] !== 13) p++;
    } else p++;
    if (depth === 0) return p;
  }
  return p;
}

/** After "ID": the position after the image data's "EI" (whitespace before it, a delimiter after). */
function skipInlineData(buf: Uint8Array, p: number): number {
  for (let i = p + 1; i + 1 < buf.length; i++) {
    if (buf[i] === 0x45 && buf[i + 1] === 0x49 && isWhite(buf[i - 1]!)) {
      const next = buf[i + 2];
      if (next === undefined || isWhite(next) || isDelimiter(next)) return i + 2;
    }
  }
  return buf.length;
}

function inlineImageSize(ops: Operand[]): { w: number; h: number; mask: boolean } {
  let w = 0;
  let h = 0;
  let mask = false;
  for (let i = 0; i + 1 < ops.length; i += 2) {
    const key = ops[i];
    const v = ops[i + 1];
    if (!(key instanceof NameOp)) continue;
    if ((key.name === 'W' || key.name === 'Width') && typeof v === 'number') w = v;
    if ((key.name === 'H' || key.name === 'Height') && typeof v === 'number') h = v;
    if ((key.name === 'IM' || key.name === 'ImageMask') && v === true) mask = true;
  }
  return { w, h, mask };
}

export function scanContent(buf: Uint8Array, gs: GraphicsState, handler: ContentHandler): void {
  const ops: Operand[] = [];
  let inInlineDict = false;
  let p = 0;
  const n = buf.length;
  while (p < n) {
    const c = buf[p]!;
    if (WS[c] === 1) {
      p++;
      continue;
    }
    if (c === 0x25) {
      while (p < n && buf[p] !== 10 && buf[p] !== 13) p++;
      continue;
    }
    if (c === 0x2f) {
      const end = readToken(buf, p + 1);
      ops.push(new NameOp(decodeName(buf, p + 1, end)));
      p = end;
    } else if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e) {
      const end = readToken(buf, p);
      ops.push(readNumber(buf, p, end));
      p = end;
    } else if (c === 0x28) {
      const end = skipLiteralString(buf, p);
      p = end < 0 ? n : end;
      ops.push(null);
    } else if (c === 0x5b || (c === 0x3c && buf[p + 1] === 0x3c)) {
      p = skipNested(buf, p);
      ops.push(null);
    } else if (c === 0x3c) {
      const end = buf.indexOf(0x3e, p);
      p = end < 0 ? n : end + 1;
      ops.push(null);
    } else if (DELIM[c] === 1) {
      // A stray ")", "]", ">", "{" or "}": skip it.
      p++;
      continue;
    } else {
      const end = readToken(buf, p);
      const len = end - p;
      const code = len === 1 ? c : len === 2 ? c | (buf[p + 1]! << 8) : -1;
      if (len === 4 || len === 5) {
        const word = String.fromCharCode(...buf.subarray(p, end));
        if (word === 'true' || word === 'false' || word === 'null') {
          p = end;
          ops.push(word === 'null' ? null : word === 'true');
          continue;
        }
      }
      p = end;
      if (inInlineDict) {
        if (code === OP_ID) {
          inInlineDict = false;
          const { w, h, mask } = inlineImageSize(ops);
          p = skipInlineData(buf, p);
          if (!mask && w > 0 && h > 0) handler.inlineImage(w, h, gs.ctm);
          ops.length = 0;
        } else ops.push(null);
        continue;
      }
      if (code === OP_q) {
        if (gs.stack.length < MAX_STACK) gs.stack.push(gs.ctm);
      } else if (code === OP_Q) {
        gs.ctm = gs.stack.pop() ?? gs.ctm;
      } else if (code === OP_cm) {
        const m = ops.slice(-6);
        if (m.length === 6 && m.every((x) => typeof x === 'number')) gs.ctm = concat(gs.ctm, m as number[]);
      } else if (code === OP_Tf) {
        const name = ops.at(-2);
        if (name instanceof NameOp) handler.font(name.name);
      } else if (code === OP_Do) {
        const name = ops.at(-1);
        if (name instanceof NameOp) handler.xobject(name.name, gs.ctm);
      } else if (code === OP_BI) {
        inInlineDict = true;
      }
      ops.length = 0;
      continue;
    }
    if (ops.length > MAX_OPERANDS) ops.splice(0, ops.length - MAX_OPERANDS);
  }
}
