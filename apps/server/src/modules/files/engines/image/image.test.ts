import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectImage, reencodeImage, webImage } from './image';

const dir = mkdtempSync(join(tmpdir(), 'quire-img-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let seq = 0;
const file = (name: string) => join(dir, `${seq++}-${name}`);

async function jpeg(width: number, height: number, opts: { cmyk?: boolean; exif?: boolean } = {}) {
  const path = file('img.jpg');
  let img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  if (opts.cmyk) img = img.toColourspace('cmyk');
  if (opts.exif)
    img = img.withMetadata({ orientation: 6 }).withExif({ IFD0: { Copyright: 'secret author data' } });
  await img.jpeg({ quality: 80 }).toFile(path);
  return path;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('inspectImage', () => {
  it('accepts an RGB eBook cover of 1600 × 2560', async () => {
    const report = await inspectImage(await jpeg(1600, 2560), { purpose: 'EBOOK_COVER' });
    expect(report).toMatchObject({ findings: [], width: 1600, height: 2560, format: 'jpeg', space: 'srgb' });
  });

  it('refuses a small eBook cover, naming its size', async () => {
    const report = await inspectImage(await jpeg(600, 900), { purpose: 'EBOOK_COVER' });
    expect(report.findings.map((f) => f.code)).toEqual(['COVER_TOO_SMALL']);
    expect(report.findings[0]?.message).toContain('600 × 900');
  });

  it('refuses a CMYK JPEG as an eBook cover', async () => {
    const report = await inspectImage(await jpeg(1600, 2560, { cmyk: true }), { purpose: 'EBOOK_COVER' });
    expect(report.space).toBe('cmyk');
    expect(report.findings.map((f) => f.code)).toEqual(['COVER_CMYK']);
  });

  it('checks a print cover image for shape and 300 ppi', async () => {
    const expectSize = { widthIn: 6, heightIn: 9 };
    const ok = await inspectImage(await jpeg(1800, 2700, { cmyk: true }), {
      purpose: 'PRINT_COVER',
      expect: expectSize,
    });
    expect(ok.findings).toEqual([]);
    const low = await inspectImage(await jpeg(900, 1350), { purpose: 'PRINT_COVER', expect: expectSize });
    expect(low.findings.map((f) => f.code)).toEqual(['COVER_LOW_PPI']);
    const shape = await inspectImage(await jpeg(2700, 1800), { purpose: 'PRINT_COVER', expect: expectSize });
    expect(shape.findings.map((f) => f.code)).toEqual(['COVER_SHAPE']);
  });

  it('refuses a truncated JPEG, a non-image and an image over the pixel limit', async () => {
    const whole = readFileSync(await jpeg(1600, 2560));
    const cut = file('cut.jpg');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await inspectImage(cut, { purpose: 'EBOOK_COVER' })).findings.map((f) => f.code)).toEqual([
      'IMAGE_UNREADABLE',
    ]);
    const text = file('x.jpg');
    writeFileSync(text, 'not an image');
    expect((await inspectImage(text, { purpose: 'EBOOK_COVER' })).findings[0]?.code).toBe('IMAGE_UNREADABLE');
    // A PNG declaring 20000 × 20000 pixels in a few dozen bytes.
    const bomb = file('bomb.png');
    writeFileSync(bomb, pngHeaderOnly(20_000, 20_000));
    const report = await inspectImage(bomb, { purpose: 'EBOOK_COVER' });
    expect(report.findings.map((f) => f.code)).toEqual(['IMAGE_TOO_LARGE']);
  });
});

describe('reencodeImage', () => {
  it('drops EXIF metadata and applies the orientation', async () => {
    const src = await jpeg(400, 200, { exif: true });
    expect(readFileSync(src).includes('secret author data')).toBe(true);
    const out = file('out.jpg');
    const info = await reencodeImage(src, out);
    expect(info).toEqual({ width: 200, height: 400, format: 'jpeg' });
    expect(readFileSync(out).includes('secret author data')).toBe(false);
    const meta = await sharp(out).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a print cover CMYK, or converts it to sRGB when asked; PNG stays PNG', async () => {
    const cmyk = await jpeg(300, 450, { cmyk: true });
    const kept = file('kept.jpg');
    await reencodeImage(cmyk, kept);
    expect((await sharp(kept).metadata()).space).toBe('cmyk');
    const rgb = file('rgb.jpg');
    await reencodeImage(cmyk, rgb, { toSrgb: true });
    expect((await sharp(rgb).metadata()).space).toBe('srgb');
    const png = file('in.png');
    await sharp({ create: { width: 50, height: 80, channels: 4, background: '#00ff0080' } })
      .png()
      .toFile(png);
    const outPng = file('out.png');
    expect(await reencodeImage(png, outPng)).toEqual({ width: 50, height: 80, format: 'png' });
  });

  it("keeps a CMYK cover's ink values and its own profile, and adds none", async () => {
    const ink = async (path: string) => [
      ...(await sharp(path).pipelineColourspace('cmyk').toColourspace('cmyk').raw().toBuffer()).subarray(
        0,
        4,
      ),
    ];
    const expectSameInk = async (out: string, inks: number[]) => {
      const got = await ink(out);
      for (const [i, v] of got.entries())
        expect(Math.abs(v - inks[i]!), `channel ${i}: ${got} against ${inks}`).toBeLessThan(3);
    };
    const cover = () =>
      sharp({
        create: { width: 300, height: 450, channels: 3, background: { r: 20, g: 140, b: 240 } },
      }).toColourspace('cmyk');

    // Without a profile: none is added, and the inks stay (through sRGB, black was added to them).
    const bare = file('cmyk.jpg');
    await cover().jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toFile(bare);
    const inks = await ink(bare);
    expect(inks[3]).toBe(0);
    const bareOut = file('cmyk-out.jpg');
    expect(await reencodeImage(bare, bareOut)).toEqual({ width: 300, height: 450, format: 'jpeg' });
    const bareMeta = await sharp(bareOut).metadata();
    expect(bareMeta.space).toBe('cmyk');
    expect(bareMeta.icc).toBeUndefined();
    await expectSameInk(bareOut, inks);

    // With a profile and EXIF orientation 6: turned upright, the profile travels byte for byte.
    const profiled = file('profiled.jpg');
    await cover()
      .withMetadata({ orientation: 6, icc: 'cmyk' })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toFile(profiled);
    const icc = (await sharp(profiled).metadata()).icc;
    expect(icc?.length).toBeGreaterThan(0);
    const profiledInks = await ink(profiled);
    const profiledOut = file('profiled-out.jpg');
    expect(await reencodeImage(profiled, profiledOut)).toEqual({ width: 450, height: 300, format: 'jpeg' });
    const meta = await sharp(profiledOut).metadata();
    expect(meta).toMatchObject({ space: 'cmyk', width: 450, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc?.equals(icc!)).toBe(true);
    await expectSameInk(profiledOut, profiledInks);
  });
});

describe('webImage', () => {
  it('makes an sRGB JPEG no wider than asked, turned upright, without metadata, from a CMYK print cover', async () => {
    // 1200 × 1800 stored with EXIF orientation 6: shown 1800 wide and 1200 high.
    const cmyk = await jpeg(1200, 1800, { cmyk: true, exif: true });
    const out = file('web.jpg');
    expect(await webImage(cmyk, out, { maxWidth: 600 })).toEqual({ width: 600, height: 400 });
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', space: 'srgb', width: 600, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(readFileSync(out).includes('secret author data')).toBe(false);
  });

  it('keeps a small image at its size and puts a transparent PNG on white', async () => {
    const png = file('alpha.png');
    await sharp({
      create: { width: 40, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toFile(png);
    const out = file('web-small.jpg');
    expect(await webImage(png, out, { maxWidth: 600 })).toEqual({ width: 40, height: 60 });
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });
});
