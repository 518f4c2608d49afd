/**
 * Test helpers: a raw ZIP writer for crafted (hostile) archives — lying sizes, symlinks, extra fields,
 * undecodable names — and a fast way to make a deflate stream of gigabytes of zeros.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface RawZipEntrySpec {
  /** Name bytes (a string is written as UTF-8 with general-purpose bit 11 set). */
  name: string | Buffer;
  /** The bytes stored in the archive (already deflated when method is 8). */
  data: Buffer;
  method?: 0 | 8;
  /** Declared uncompressed size; defaults to data.length for stored entries. */
  uncompressedSize?: number;
  crc?: number;
  /** Unix mode for the external attributes (e.g. 0o120777 for a symlink); made by Unix when set. */
  unixMode?: number;
  flags?: number;
  localExtra?: Buffer;
}

/** Deflates `data` (method 8 entry spec with correct size and CRC). */
export function deflatedEntry(name: string | Buffer, data: Buffer): RawZipEntrySpec {
  return { name, data: deflateRawSync(data), method: 8, uncompressedSize: data.length, crc: crc32(data) };
}

/**
 * A raw deflate stream that inflates to `bytes` zeros (a multiple of 1 MiB), built in milliseconds:
 * one fully flushed 1 MiB block repeated, then an empty final block.
 */
export function deflatedZeros(bytes: number): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  const n = Math.ceil(bytes / (1024 * 1024));
  return Buffer.concat([...Array.from({ length: n }, () => chunk), Buffer.from([0x03, 0x00])]);
}

/** The CRC-32 of `bytes` zeros (a multiple of 1 MiB), for honest entries made with deflatedZeros. */
export function zerosCrc(bytes: number): number {
  const mib = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let i = 0; i < Math.ceil(bytes / mib.length); i++) crc = crc32(mib, crc);
  return crc;
}

/** Writes a ZIP archive exactly as specified (no validation: that is the point). */
export function buildRawZip(entries: RawZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = typeof e.name === 'string' ? Buffer.from(e.name, 'utf8') : e.name;
    const flags = e.flags ?? (typeof e.name === 'string' ? 0x800 : 0);
    const method = e.method ?? 0;
    const size = e.uncompressedSize ?? e.data.length;
    const crc = e.crc ?? (method === 0 ? crc32(e.data) : 0);
    const extra = e.localExtra ?? Buffer.alloc(0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    locals.push(local, name, extra, e.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(e.unixMode === undefined ? 0 : (e.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + extra.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
