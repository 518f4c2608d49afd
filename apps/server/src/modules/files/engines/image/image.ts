/**
 * Cover images (JPEG, PNG) with sharp: what they are (pixel size as displayed, colour space,
 * density), checked against the cover rules of the domain, and re-encoded without their metadata.
 * Every decode is capped by a pixel limit, so a small file declaring a gigantic image is refused
 * before it is decoded.
 */
import { ebookCoverFindings, type Finding, printCoverImageFindings } from '@quire/domain';
import sharp, { type Metadata } from 'sharp';

/** Largest image Quire decodes: 100 megapixels (a 12 × 9 in full cover at 600 ppi is 39). */
export const IMAGE_MAX_PIXELS = 100_000_000;

export type ImagePurpose = 'EBOOK_COVER' | 'PRINT_COVER';

export interface InspectImageOptions {
  purpose: ImagePurpose;
  /** For a print cover: the size it must have (full cover, or a panel). */
  expect?: { widthIn: number; heightIn: number };
  /** Other accepted sizes for a print cover (a panel with bleed). */
  alternatives?: { widthIn: number; heightIn: number }[];
}

export interface ImageReport {
  findings: Finding[];
  /** Pixel size as displayed (EXIF orientation applied); 0 when unreadable. */
  width: number;
  height: number;
  format: string | null;
  /** libvips colour space: 'srgb', 'cmyk', 'b-w', … */
  space: string | null;
  /** Pixels per inch stored in the file, when present. */
  density: number | null;
}

const error = (code: string, message: string): Finding => ({
  severity: 'ERROR',
  code,
  message,
  source: 'quire',
});

function unreadable(err: unknown): Finding {
  const text = String((err as Error)?.message ?? err);
  if (/pixel limit/i.test(text)) {
    return error(
      'IMAGE_TOO_LARGE',
      `The image has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Export it at 300 to 600 ppi for its printed size and upload it again.`,
    );
  }
  return error(
    'IMAGE_UNREADABLE',
    'The image is damaged or incomplete and cannot be read. Export it again as JPEG or PNG and upload the new file.',
  );
}

const open = (path: string, failOn: 'error' | 'truncated') =>
  sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS, failOn, sequentialRead: true });

export async function inspectImage(path: string, opts: InspectImageOptions): Promise<ImageReport> {
  const empty: ImageReport = { findings: [], width: 0, height: 0, format: null, space: null, density: null };
  let meta: Metadata;
  try {
    meta = await open(path, 'error').metadata();
  } catch (err) {
    return { ...empty, findings: [unreadable(err)] };
  }
  const format = meta.format ?? null;
  if (format !== 'jpeg' && format !== 'png') {
    return {
      ...empty,
      format,
      findings: [error('IMAGE_FORMAT', 'The cover must be a JPEG or PNG image (or a PDF).')],
    };
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const space = meta.space ?? 'srgb';
  const report: ImageReport = { findings: [], width, height, format, space, density: meta.density ?? null };
  if (width * height > IMAGE_MAX_PIXELS) return { ...report, findings: [unreadable('pixel limit')] };
  // The header can be fine while the data is cut short: decode it (shrunk on load) to be sure.
  try {
    await open(path, 'truncated').resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  } catch (err) {
    return { ...report, findings: [unreadable(err)] };
  }
  const facts = { width, height, space };
  if (opts.purpose === 'EBOOK_COVER') report.findings = ebookCoverFindings(facts);
  else if (opts.expect)
    report.findings = printCoverImageFindings(facts, opts.expect, opts.alternatives ?? []);
  return report;
}

export interface ReencodeOptions {
  /** Convert to sRGB (eBook covers). Otherwise a CMYK JPEG stays CMYK (print covers). */
  toSrgb?: boolean;
}

/**
 * Writes the image again, as the same format (JPEG or PNG), with EXIF orientation applied and every
 * piece of metadata (EXIF, XMP, comments) dropped; only an ICC profile is kept for a CMYK image.
 */
export async function reencodeImage(
  inPath: string,
  outPath: string,
  opts: ReencodeOptions = {},
): Promise<{ width: number; height: number; format: 'jpeg' | 'png' }> {
  const meta = await open(inPath, 'error').metadata();
  if (meta.format !== 'jpeg' && meta.format !== 'png') {
    throw new Error(`Only JPEG and PNG images are re-encoded (this is ${meta.format ?? 'unknown'}).`);
  }
  const cmyk = meta.space === 'cmyk' && !opts.toSrgb && meta.format === 'jpeg';
  // A CMYK cover is turned upright in CMYK: the printer receives the author's own ink values, and
  // their profile if they embedded one. Through sRGB (libvips's default pipeline) a blue with no
  // black came back with black added, a default profile of 940 KB was attached, and a
  // 62-megapixel cover took 12 times as long (decision 070).
  let img = open(inPath, 'truncated');
  if (cmyk) img = img.pipelineColourspace('cmyk').autoOrient().toColourspace('cmyk').keepIccProfile();
  else img = img.autoOrient().toColourspace('srgb');
  img = meta.format === 'jpeg' ? img.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }) : img.png();
  const info = await img.toFile(outPath);
  return { width: info.width, height: info.height, format: meta.format };
}

export interface WebImageOptions {
  /** Widest the image may be, in pixels; a narrower image keeps its size. */
  maxWidth: number;
}

/**
 * A cover as the web shows it (the public product page): an sRGB JPEG (a print cover in CMYK
 * converted, transparency on white) at most `maxWidth` pixels wide, without metadata.
 */
export async function webImage(
  inPath: string,
  outPath: string,
  opts: WebImageOptions,
): Promise<{ width: number; height: number }> {
  const info = await open(inPath, 'truncated')
    .autoOrient()
    .resize({ width: opts.maxWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true })
    .toFile(outPath);
  return { width: info.width, height: info.height };
}
