/**
 * Fuzzing the cover image engine through the calls the files module makes: JPEG and PNG covers
 * made with sharp, damaged byte by byte and in their own terms (the pixel size a PNG's IHDR or a
 * JPEG's frame header declares, chunk lengths and CRCs). inspectImage answers findings for any
 * file, within seconds (libvips decodes under the pixel limit, so a small file declaring a huge
 * image is refused before it is decoded); and a file it could read is re-encoded, and made into
 * the web cover, without an error, as the preflight and the product page do next.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHIN_SECONDS_MS } from '../test-bounds';
import {
  applyByteEdits,
  byteEdits,
  expectWellFormedFindings,
  FUZZ_INTERRUPT_MS,
  FUZZ_TIMEOUT_MS,
  runs,
  within,
} from '../test-fuzz';
import { IMAGE_MAX_PIXELS, inspectImage, reencodeImage, webImage } from './image';

/**
 * The bound on re-encoding an image it read, which scales with its pixels: a header may declare up to
 * 100 megapixels of a legitimate cover, which takes seconds (62 megapixels in sRGB: 3.5 s on a quiet
 * machine), so 15 s per 25 megapixels tells a hang from a loaded machine without failing on the size.
 */
const reencodeBound = (pixels: number) =>
  Math.max(WITHIN_SECONDS_MS, (pixels / 25_000_000) * WITHIN_SECONDS_MS);
/** A property's time-out: the usual 60 s, and room for its last run's two calls on the largest image. */
const TIMEOUT_MS = FUZZ_TIMEOUT_MS + 2 * reencodeBound(IMAGE_MAX_PIXELS);

let dir: string;
let seq = 0;
const bases: { name: string; data: Buffer }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-image-fuzz-'));
  const canvas = (channels: 3 | 4) =>
    sharp({ create: { width: 48, height: 72, channels, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });
  bases.push(
    { name: 'jpeg', data: await canvas(3).jpeg({ quality: 70 }).toBuffer() },
    { name: 'progressive jpeg', data: await canvas(3).jpeg({ progressive: true }).toBuffer() },
    { name: 'cmyk jpeg', data: await canvas(3).toColourspace('cmyk').jpeg().toBuffer() },
    {
      name: 'jpeg with exif',
      data: await canvas(3).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
    },
    { name: 'png', data: await canvas(3).png().toBuffer() },
    { name: 'png with alpha', data: await canvas(4).png({ palette: true }).toBuffer() },
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A pixel size written into the header: the image's own, huge, zero, or anything a u16/u32 holds. */
const dimension = fc.oneof(
  fc.constantFrom(0, 1, 65_535, 100_000, 0x7fff_ffff, 0xffff_ffff),
  fc.integer({ min: 0, max: 0xffff_ffff }),
);

/** Rewrites the declared size: a PNG's IHDR (CRC fixed or not), a JPEG's SOFn frame header. */
function declareSize(data: Buffer, width: number, height: number, fixCrc: boolean): Buffer {
  const b = Buffer.from(data);
  if (b.subarray(12, 16).toString('latin1') === 'IHDR') {
    b.writeUInt32BE(width >>> 0, 16);
    b.writeUInt32BE(height >>> 0, 20);
    if (fixCrc) b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
    return b;
  }
  for (let i = 2; i + 9 < b.length; ) {
    if (b[i] !== 0xff) break;
    const marker = b[i + 1]!;
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      b.writeUInt16BE(height & 0xffff, i + 5);
      b.writeUInt16BE(width & 0xffff, i + 7);
      return b;
    }
    i += 2 + length;
  }
  return b;
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

const READ_FAILURES = new Set(['IMAGE_UNREADABLE', 'IMAGE_TOO_LARGE', 'IMAGE_FORMAT']);

async function check(data: Buffer): Promise<void> {
  const n = seq++;
  const path = join(dir, `${n}.img`);
  await writeFile(path, data);
  let pixels = 0;
  for (const opts of [
    { purpose: 'EBOOK_COVER' as const },
    { purpose: 'PRINT_COVER' as const, expect: { widthIn: 0.16, heightIn: 0.24 } },
  ]) {
    const report = await within(inspectImage(path, opts), 'inspectImage');
    expectWellFormedFindings(report.findings);
    if (report.findings.some((f) => READ_FAILURES.has(f.code))) return;
    pixels = report.width * report.height;
    expect(pixels).toBeGreaterThan(0);
  }
  // Read without a fault: the preflight re-encodes it and the product page shrinks it for the web.
  const made = await within(
    reencodeImage(path, join(dir, `${n}-re`), { toSrgb: n % 2 === 0 }),
    'reencodeImage',
    reencodeBound(pixels),
  );
  expect(made.width * made.height).toBeGreaterThan(0);
  await within(
    webImage(path, join(dir, `${n}-web.jpg`), { maxWidth: 32 }),
    'webImage',
    reencodeBound(pixels),
  );
}

describe('cover images, fuzzed', () => {
  it(
    'answers findings for any damage to the bytes of a JPEG or PNG, and what it reads re-encodes',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(), byteEdits, async (pick, edits) => {
          await check(applyByteEdits(bases[pick % bases.length]!.data, edits));
        }),
        { numRuns: runs(80), interruptAfterTimeLimit: FUZZ_INTERRUPT_MS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'answers findings for any pixel size a header declares, decoding nothing past the pixel limit',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          dimension,
          dimension,
          fc.boolean(),
          byteEdits,
          fc.boolean(),
          async (pick, width, height, fixCrc, edits, damage) => {
            const declared = declareSize(bases[pick % bases.length]!.data, width, height, fixCrc);
            await check(damage ? applyByteEdits(declared, edits) : declared);
          },
        ),
        { numRuns: runs(40), interruptAfterTimeLimit: FUZZ_INTERRUPT_MS },
      );
    },
    TIMEOUT_MS,
  );
});
