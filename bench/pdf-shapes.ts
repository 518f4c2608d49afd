// The print PDFs the files bench checks, made in the run: three real-world shapes.
//   text-800:   800 pages of 6 × 9 in, full pages of text in two embedded, subset fonts (pdf-lib:
//               object streams and a cross-reference stream, as most modern exporters write).
//   images-300: 300 pages of 6 × 9 in, a different 1200 × 1800 px greyscale JPEG on each, placed at
//               4 × 6 in (300 ppi), and a caption in an embedded font (classic xref table).
//   colour-40:  40 pages of 8.5 × 11 in with bleed, a full-bleed 2625 × 3375 px RGB JPEG (300 ppi)
//               and a 1200 × 900 px inset (300 ppi) on each, and a caption (classic xref table).
// The image shapes are written object by object straight to disk, so the bench itself stays small.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

const SERIF = '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf';
const ITALIC = '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf';
const SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

const WORDS =
  'the quick brown fox jumps over a lazy dog while rivers run quietly under old stone bridges and lanterns glow in the harbour'.split(
    ' ',
  );

function line(seed: number): string {
  const out: string[] = [];
  for (let i = 0; i < 11; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  return out.join(' ');
}

/** 800 (or `pages`) 6 × 9 in pages of body text: 34 lines each, every fifth line in italic. */
export async function textBook(pages = 800): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const serif = await doc.embedFont(readFileSync(SERIF), { subset: true });
  const italic = await doc.embedFont(readFileSync(ITALIC), { subset: true });
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([432, 648]);
    for (let l = 0; l < 34; l++) {
      page.drawText(line(p * 40 + l), {
        x: 54,
        y: 590 - l * 16,
        size: 10.5,
        font: l % 5 === 4 ? italic : serif,
      });
    }
    page.drawText(String(p), { x: 210, y: 36, size: 9, font: serif });
  }
  return doc.save();
}

/** A photo-like JPEG: blurred noise, so it compresses like a real picture rather than a flat fill. */
async function photo(
  width: number,
  height: number,
  channels: 1 | 3,
  seed: number,
  blur = 3,
): Promise<Buffer> {
  const img = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 100 + seed * 7, sigma: 50 },
    },
  }).blur(blur);
  return (channels === 1 ? img.greyscale() : img).jpeg({ quality: 85 }).toBuffer();
}

/** Writes a PDF object by object to a file descriptor, then the xref table and the trailer. */
class PdfWriter {
  private offset = 0;
  private readonly offsets: number[] = [];
  constructor(private readonly fd: number) {
    this.raw(Buffer.from('%PDF-1.6\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
  }
  private raw(b: Buffer) {
    writeSync(this.fd, b);
    this.offset += b.length;
  }
  reserve(): number {
    this.offsets.push(0);
    return this.offsets.length;
  }
  obj(num: number, dict: string, stream?: Buffer) {
    this.offsets[num - 1] = this.offset;
    if (!stream) {
      this.raw(Buffer.from(`${num} 0 obj\n${dict}\nendobj\n`, 'latin1'));
      return;
    }
    this.raw(
      Buffer.from(`${num} 0 obj\n${dict.replace(/>>$/, `/Length ${stream.length}>>`)}\nstream\n`, 'latin1'),
    );
    this.raw(stream);
    this.raw(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }
  end(root: number) {
    const xref = this.offset;
    const rows = this.offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
    this.raw(
      Buffer.from(
        `xref\n0 ${this.offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<</Size ${this.offsets.length + 1}/Root ${root} 0 R>>\nstartxref\n${xref}\n%%EOF\n`,
        'latin1',
      ),
    );
  }
}

/** An embedded TrueType font (WinAnsi, fixed widths): returns the font object's number. */
function embedFont(w: PdfWriter): number {
  const bytes = readFileSync(SANS);
  const file = w.reserve();
  w.obj(file, `<</Filter/FlateDecode/Length1 ${bytes.length}>>`, deflateSync(bytes));
  const desc = w.reserve();
  w.obj(
    desc,
    `<</Type/FontDescriptor/FontName/LiberationSans/Flags 32/FontBBox[-544 -303 1302 980]/ItalicAngle 0/Ascent 905/Descent -212/CapHeight 729/StemV 80/FontFile2 ${file} 0 R>>`,
  );
  const font = w.reserve();
  const widths = Array.from({ length: 95 }, () => 556).join(' ');
  w.obj(
    font,
    `<</Type/Font/Subtype/TrueType/BaseFont/LiberationSans/FirstChar 32/LastChar 126/Widths[${widths}]/Encoding/WinAnsiEncoding/FontDescriptor ${desc} 0 R>>`,
  );
  return font;
}

interface Placement {
  /** Index into the JPEG pool. */
  pool: number;
  /** Drawn at x, y, w, h in points. */
  at: [number, number, number, number];
}

async function imageBook(
  path: string,
  opts: {
    pages: number;
    sizePt: [number, number];
    pool: { width: number; height: number; channels: 1 | 3 }[];
    placements: (page: number) => Placement[];
    blur?: number;
  },
): Promise<void> {
  const jpegs = await Promise.all(
    opts.pool.map((p, i) => photo(p.width, p.height, p.channels, i, opts.blur)),
  );
  const fd = openSync(path, 'w');
  try {
    const w = new PdfWriter(fd);
    const catalog = w.reserve();
    const pagesObj = w.reserve();
    const font = embedFont(w);
    const kids: number[] = [];
    for (let p = 1; p <= opts.pages; p++) {
      const xobjects: string[] = [];
      let content = '';
      opts.placements(p).forEach((pl, i) => {
        const spec = opts.pool[pl.pool]!;
        const img = w.reserve();
        // Every page gets its own image object (as a real book has different pictures).
        w.obj(
          img,
          `<</Type/XObject/Subtype/Image/Width ${spec.width}/Height ${spec.height}/ColorSpace/${spec.channels === 1 ? 'DeviceGray' : 'DeviceRGB'}/BitsPerComponent 8/Filter/DCTDecode>>`,
          jpegs[pl.pool],
        );
        xobjects.push(`/Im${i} ${img} 0 R`);
        const [x, y, wd, ht] = pl.at;
        content += `q ${wd} 0 0 ${ht} ${x} ${y} cm /Im${i} Do Q\n`;
      });
      content += `BT /F1 9 Tf 54 30 Td (Plate ${p}. A caption for the picture above.) Tj ET\n`;
      const contents = w.reserve();
      w.obj(contents, '<</Filter/FlateDecode>>', deflateSync(Buffer.from(content, 'latin1')));
      const page = w.reserve();
      w.obj(
        page,
        `<</Type/Page/Parent ${pagesObj} 0 R/MediaBox[0 0 ${opts.sizePt[0]} ${opts.sizePt[1]}]/Resources<</Font<</F1 ${font} 0 R>>/XObject<<${xobjects.join('')}>>>>/Contents ${contents} 0 R>>`,
      );
      kids.push(page);
    }
    w.obj(pagesObj, `<</Type/Pages/Count ${kids.length}/Kids[${kids.map((k) => `${k} 0 R`).join(' ')}]>>`);
    w.obj(catalog, `<</Type/Catalog/Pages ${pagesObj} 0 R>>`);
    w.end(catalog);
  } finally {
    closeSync(fd);
  }
}

/** 300 pages, a 4 × 6 in greyscale picture at 300 ppi on each (6 different JPEGs, each page its own object). */
export function imagesBook(path: string, pages = 300): Promise<void> {
  return imageBook(path, {
    pages,
    sizePt: [432, 648],
    pool: Array.from({ length: 6 }, () => ({ width: 1200, height: 1800, channels: 1 as const })),
    placements: (p) => [{ pool: p % 6, at: [72, 108, 288, 432] }],
  });
}

/** 40 pages of 8.5 × 11 in with bleed: a full-bleed RGB picture and an inset, both at 300 ppi. */
export function colourBook(path: string, pages = 40): Promise<void> {
  return imageBook(path, {
    pages,
    sizePt: [630, 810],
    pool: [
      { width: 2625, height: 3375, channels: 3 },
      { width: 2625, height: 3375, channels: 3 },
      { width: 1200, height: 900, channels: 3 },
    ],
    placements: (p) => [
      { pool: p % 2, at: [0, 0, 630, 810] },
      { pool: 2, at: [117, 300, 288, 216] },
    ],
  });
}

/** About `mb` megabytes (near the 650 MB upload limit): 6 × 9 in pages, each a 600 ppi greyscale picture. */
export async function largeBook(path: string, mb: number): Promise<number> {
  const sample = await photo(2400, 3600, 1, 0, 0.6);
  const pages = Math.max(2, 2 * Math.round((mb * 1048576) / sample.length / 2));
  await imageBook(path, {
    pages,
    sizePt: [432, 648],
    blur: 0.6,
    pool: Array.from({ length: 6 }, () => ({ width: 2400, height: 3600, channels: 1 as const })),
    placements: (p) => [{ pool: p % 6, at: [72, 108, 288, 432] }],
  });
  return pages;
}
