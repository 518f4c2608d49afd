/**
 * Random access to a file by ranges, with a small cache of aligned blocks: the reader touches
 * scattered small objects, often next to each other, and never holds the whole file.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const BLOCK = 64 * 1024;
const BLOCKS = 32;

export class RangeFile {
  readonly size: number;
  private readonly fd: number;
  private readonly blocks = new Map<number, Buffer>();

  constructor(path: string) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  close(): void {
    closeSync(this.fd);
    this.blocks.clear();
  }

  private block(index: number): Buffer {
    let b = this.blocks.get(index);
    if (b) {
      // Most recently used last.
      this.blocks.delete(index);
      this.blocks.set(index, b);
      return b;
    }
    const start = index * BLOCK;
    b = Buffer.allocUnsafe(Math.min(BLOCK, this.size - start));
    readSync(this.fd, b, 0, b.length, start);
    this.blocks.set(index, b);
    if (this.blocks.size > BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    return b;
  }

  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Uint8Array {
    const start = Math.max(0, Math.min(offset, this.size));
    const end = Math.min(this.size, start + Math.max(0, length));
    if (end <= start) return new Uint8Array(0);
    const first = Math.floor(start / BLOCK);
    const last = Math.floor((end - 1) / BLOCK);
    if (first === last) {
      const b = this.block(first);
      return b.subarray(start - first * BLOCK, end - first * BLOCK);
    }
    if (last - first > 2) {
      // Large reads (stream data) bypass the cache.
      const out = Buffer.allocUnsafe(end - start);
      readSync(this.fd, out, 0, out.length, start);
      return out;
    }
    const out = Buffer.allocUnsafe(end - start);
    for (let i = first; i <= last; i++) {
      const b = this.block(i);
      const from = Math.max(start, i * BLOCK);
      const to = Math.min(end, (i + 1) * BLOCK);
      b.copy(out, from - start, from - i * BLOCK, to - i * BLOCK);
    }
    return out;
  }
}
