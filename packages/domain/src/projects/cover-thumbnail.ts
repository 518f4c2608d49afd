/**
 * Which uploaded cover a book's dashboard card shows (its thumbnail), once its check has passed:
 * an eBook its cover image; a print book its separate front cover when it has one that passed,
 * else its full cover (back, spine and front in one), of which the card shows the right-hand part,
 * the front. Without such a file the card keeps its placeholder. The card shows the image the
 * server makes of that file (`/api/project/{id}/cover-thumbnail/{fileId}`, decision 055), a PDF
 * cover's first page included, so its kind is always IMAGE.
 */
import type { ProjectType } from './types';

/**
 * IMAGE: an image an <img> shows. PDF was a PDF the browser drew; since the server draws PDF covers
 * (decision 055) a thumbnail is always IMAGE, and PDF stays in the type for clients that read it.
 */
export type CoverThumbnailKind = 'IMAGE' | 'PDF';

/** FRONT: the file is the front cover alone; FULL: back, spine and front in one (front on the right). */
export type CoverThumbnailPanel = 'FRONT' | 'FULL';

export interface CoverThumbnail {
  url: string;
  kind: CoverThumbnailKind;
  panel: CoverThumbnailPanel;
}

/** The project fields the thumbnail is chosen from (a project row, or the API's project). */
export interface CoverThumbnailFields {
  type: ProjectType | string;
  coverFile: string | null;
  coverFrontFile: string | null;
  coverFullPreFlightCheckStatus: string | null;
  coverFrontPreFlightCheckStatus: string | null;
}

const FILE_URL = /^\/api\/project\/([^/?#]+)\/files\/([^/?#]+)\/[^?#]*$/;

const passed = (status: string | null): boolean => {
  const s = (status ?? '').toUpperCase();
  return s === 'SUCCESSFUL' || s === 'COMPLETED';
};

/** The kind of a served cover file by its name; null when the address is not a served file. */
export function coverFileKind(url: string | null): CoverThumbnailKind | null {
  if (!url || !FILE_URL.test(url)) return null;
  return /\.pdf$/i.test(url) ? 'PDF' : 'IMAGE';
}

/** The address of the card image the server makes of a served cover file, or null. */
export function coverThumbnailUrl(fileUrl: string | null): string | null {
  const m = fileUrl ? FILE_URL.exec(fileUrl) : null;
  return m ? `/api/project/${m[1]}/cover-thumbnail/${m[2]}` : null;
}

function thumbnail(
  fileUrl: string | null,
  status: string | null,
  panel: CoverThumbnailPanel,
): CoverThumbnail | null {
  const url = coverThumbnailUrl(fileUrl);
  return url && passed(status) ? { url, kind: 'IMAGE', panel } : null;
}

/** The cover a dashboard card shows, or null (the placeholder with the title's initials). */
export function coverThumbnail(p: CoverThumbnailFields): CoverThumbnail | null {
  if (p.type === 'EBOOK') return thumbnail(p.coverFile, p.coverFullPreFlightCheckStatus, 'FRONT');
  return (
    thumbnail(p.coverFrontFile, p.coverFrontPreFlightCheckStatus, 'FRONT') ??
    thumbnail(p.coverFile, p.coverFullPreFlightCheckStatus, 'FULL')
  );
}
