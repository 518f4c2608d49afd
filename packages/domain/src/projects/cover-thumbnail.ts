/**
 * Which uploaded cover a book's dashboard card shows (its thumbnail): the file the server already
 * serves to the book's owner (`/api/project/{id}/files/{fileId}/{name}`), once its check has passed.
 * An eBook shows its cover image; a print book its separate front cover when it has one that passed,
 * else its full cover (back, spine and front in one), of which the card shows the right-hand part,
 * the front. Without such a file the card keeps its placeholder.
 */
import type { ProjectType } from './types';

/** IMAGE: a JPEG or PNG an <img> shows; PDF: a PDF, drawn by the browser's PDF renderer. */
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

const FILE_URL = /^\/api\/project\/[^/?#]+\/files\/[^/?#]+\/[^?#]*$/;

const passed = (status: string | null): boolean => {
  const s = (status ?? '').toUpperCase();
  return s === 'SUCCESSFUL' || s === 'COMPLETED';
};

/** The kind of a served cover file by its name; null when the address is not a served file. */
export function coverFileKind(url: string | null): CoverThumbnailKind | null {
  if (!url || !FILE_URL.test(url)) return null;
  return /\.pdf$/i.test(url) ? 'PDF' : 'IMAGE';
}

function thumbnail(
  url: string | null,
  status: string | null,
  panel: CoverThumbnailPanel,
): CoverThumbnail | null {
  const kind = coverFileKind(url);
  return url && kind && passed(status) ? { url, kind, panel } : null;
}

/** The cover a dashboard card shows, or null (the placeholder with the title's initials). */
export function coverThumbnail(p: CoverThumbnailFields): CoverThumbnail | null {
  if (p.type === 'EBOOK') return thumbnail(p.coverFile, p.coverFullPreFlightCheckStatus, 'FRONT');
  return (
    thumbnail(p.coverFrontFile, p.coverFrontPreFlightCheckStatus, 'FRONT') ??
    thumbnail(p.coverFile, p.coverFullPreFlightCheckStatus, 'FULL')
  );
}
