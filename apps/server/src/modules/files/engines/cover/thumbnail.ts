/**
 * A cover's image for its dashboard card (decision 055): a WebP that covers COVER_THUMBNAIL_BOX,
 * from a cover image (sharp, with the image engine's pixel cap) or from a PDF cover's first page
 * (drawn in the PDF worker under its caps). A full cover keeps its whole width: the card shows its
 * right-hand part, the front.
 */
import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../image/image';
import { renderPdfFirstPage } from '../pdf/render-pdf';

/** The box a thumbnail covers: a 2:3 card of up to 200 × 300 CSS pixels, sharp at twice the density. */
export const COVER_THUMBNAIL_BOX = { width: 400, height: 600 } as const;

/** Most pixels a PDF cover's page is drawn with (a full cover at the box's height has about 0.5 M). */
export const COVER_THUMBNAIL_MAX_PIXELS = 2_000_000;

async function source(path: string, kind: 'PDF' | 'IMAGE'): Promise<Sharp> {
  if (kind === 'IMAGE') {
    return sharp(path, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      failOn: 'truncated',
      sequentialRead: true,
    }).autoOrient();
  }
  const page = await renderPdfFirstPage(path, {
    box: COVER_THUMBNAIL_BOX,
    maxPixels: COVER_THUMBNAIL_MAX_PIXELS,
  });
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 4 } });
}

/** Writes the thumbnail of the cover at `path` to `outPath`; rejects when it cannot be drawn. */
export async function coverThumbnail(
  path: string,
  kind: 'PDF' | 'IMAGE',
  outPath: string,
): Promise<{ width: number; height: number }> {
  const info = await (await source(path, kind))
    .resize({ ...COVER_THUMBNAIL_BOX, fit: 'outside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .webp({ quality: 80 })
    .toFile(outPath);
  return { width: info.width, height: info.height };
}
