/**
 * A thin, bounded reader over yauzl: entries with raw (undecoded) names, and entry reads that stop
 * as soon as the inflated data passes a byte limit (yauzl also refuses data beyond the declared size).
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';

export class ZipEntryTooLargeError extends Error {
  constructor(
    readonly entryName: string,
    readonly maxBytes: number,
  ) {
    super(`"${entryName}" inflates to more than ${maxBytes} bytes`);
    this.name = 'ZipEntryTooLargeError';
  }
}

export interface RawZipEntry {
  index: number;
  rawName: Buffer;
  entry: yauzl.Entry;
}

export interface ZipArchive {
  entryCount: number;
  /** Reads the central directory lazily, one entry at a time; stops early when `visit` returns false. */
  entries(visit: (e: RawZipEntry) => boolean): Promise<RawZipEntry[]>;
  read(entry: yauzl.Entry, maxBytes: number, name?: string): Promise<Buffer>;
  /** Inflates the entry, discarding data; resolves to the byte count and CRC-32. Rejects past `maxBytes`. */
  count(entry: yauzl.Entry, maxBytes: number, name?: string): Promise<{ bytes: number; crc: number }>;
  localExtraFieldLength(entry: yauzl.Entry): Promise<number>;
  close(): void;
}

export function openZipArchive(path: string): Promise<ZipArchive> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (err, zip) => {
        if (err || !zip) reject(err ?? new Error('unreadable zip'));
        else resolve(wrap(zip));
      },
    );
  });
}

function wrap(zip: yauzl.ZipFile): ZipArchive {
  let closed = false;
  const stream = (entry: yauzl.Entry, maxBytes: number, name: string, keep: Buffer[] | null) =>
    new Promise<{ bytes: number; crc: number }>((resolve, reject) => {
      zip.openReadStream(entry, (err, rs) => {
        if (err || !rs) return reject(err ?? new Error('unreadable entry'));
        let total = 0;
        let crc = 0;
        let done = false;
        const finish = (e: Error | null) => {
          if (done) return;
          done = true;
          if (e) reject(e);
          else resolve({ bytes: total, crc });
        };
        rs.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (!keep) crc = crc32(chunk, crc);
          if (total > maxBytes) {
            rs.removeAllListeners('data');
            rs.destroy();
            finish(new ZipEntryTooLargeError(name, maxBytes));
            return;
          }
          keep?.push(chunk);
        });
        rs.on('error', (e) => finish(e));
        rs.on('end', () => finish(null));
      });
    });

  return {
    entryCount: zip.entryCount,
    entries(visit) {
      return new Promise((resolve, reject) => {
        const out: RawZipEntry[] = [];
        const onEntry = (entry: yauzl.Entry) => {
          const e: RawZipEntry = { index: out.length, rawName: entry.fileName as unknown as Buffer, entry };
          out.push(e);
          if (visit(e)) zip.readEntry();
          else cleanup(null);
        };
        const cleanup = (err: Error | null) => {
          zip.off('entry', onEntry);
          zip.off('end', onEnd);
          zip.off('error', onError);
          if (err) reject(err);
          else resolve(out);
        };
        const onEnd = () => cleanup(null);
        const onError = (err: Error) => cleanup(err);
        zip.on('entry', onEntry);
        zip.on('end', onEnd);
        zip.on('error', onError);
        zip.readEntry();
      });
    },
    async read(entry, maxBytes, name = '') {
      const chunks: Buffer[] = [];
      await stream(entry, maxBytes, name, chunks);
      return Buffer.concat(chunks);
    },
    count(entry, maxBytes, name = '') {
      return stream(entry, maxBytes, name, null);
    },
    localExtraFieldLength(entry) {
      return new Promise((resolve, reject) => {
        zip.readLocalFileHeader(entry, (err, header) => {
          if (err) reject(err);
          else resolve(header.extraFieldLength);
        });
      });
    },
    close() {
      if (!closed) {
        closed = true;
        zip.close();
      }
    },
  };
}
