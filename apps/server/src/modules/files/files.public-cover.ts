import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { StorageNotFoundError } from '../../storage';
import type { FilesCore } from './files.core';
import type { Engines } from './files.engines';
import type { ProjectFileRow } from './files.tables';

/** Widest the web copy of a cover is: sharp on a product page and in a link preview, still small. */
export const WEB_COVER_MAX_WIDTH = 800;

/** Largest web copy stored (an 800-pixel-wide JPEG is far below it). */
const WEB_COVER_MAX_BYTES = 20 * 1024 * 1024;

/** The book a cover is asked for: an eBook's cover is its one (full) cover image. */
export interface CoverOf {
  id: string;
  isEBook: boolean;
}

/** A book's front cover as the web shows it: which file it comes from and its size in pixels. */
export interface WebCover {
  fileId: string;
  width: number;
  height: number;
}

export interface OpenedWebCover {
  stream: Readable;
  headers: Record<string, string>;
}

/**
 * The front cover of a book for its public product page (decision 028): an eBook's cover image (its
 * FULL_COVER element, the one cover an eBook has) or a print book's separate front panel
 * (FRONT_COVER), once its check has passed, as an sRGB JPEG at most WEB_COVER_MAX_WIDTH wide. The
 * copy is made from the re-encoded upload the first time it is asked for and kept beside it
 * (`files/{fileId}/web-cover.jpg`), so it goes with the file. A print book with only a full cover
 * (back, spine and front in one PDF or image) has no front cover here.
 * These calls check no user: the caller (the storefront) decides which books are public.
 */
export function createPublicCover(core: FilesCore, engines: Engines) {
  const { repo, storage } = core;
  // One copy made at a time per file in this process, however many readers ask at once.
  const making = new Map<string, Promise<void>>();

  async function source(book: CoverOf): Promise<ProjectFileRow | null> {
    const file = await repo.current(book.id, book.isEBook ? 'FULL_COVER' : 'FRONT_COVER');
    return file?.preflightStatus === 'SUCCESSFUL' && file.meta.reencodedKey ? file : null;
  }

  const webKey = (file: ProjectFileRow) => `files/${file.id}/web-cover.jpg`;

  function make(file: ProjectFileRow): Promise<void> {
    const key = webKey(file);
    let pending = making.get(key);
    if (!pending) {
      pending = storage
        .withLocalCopy(file.meta.reencodedKey as string, async (path) => {
          const dir = await mkdtemp(join(tmpdir(), 'quire-web-cover-'));
          try {
            const out = join(dir, 'web-cover.jpg');
            await engines.webImage(path, out, { maxWidth: WEB_COVER_MAX_WIDTH });
            await storage.put(key, createReadStream(out), { maxBytes: WEB_COVER_MAX_BYTES });
          } finally {
            await rm(dir, { recursive: true, force: true });
          }
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  return {
    /** The web cover of a project, or null when it has no passed front cover (nothing is made yet). */
    async webCover(book: CoverOf): Promise<WebCover | null> {
      const file = await source(book);
      if (!file) return null;
      const { width = 0, height = 0 } = file.meta;
      const scale = width > WEB_COVER_MAX_WIDTH ? WEB_COVER_MAX_WIDTH / width : 1;
      return { fileId: file.id, width: Math.round(width * scale), height: Math.round(height * scale) };
    },

    /** The web cover's bytes and headers (public, cacheable, embeddable elsewhere), or null. */
    async openWebCover(book: CoverOf): Promise<OpenedWebCover | null> {
      const file = await source(book);
      if (!file) return null;
      const key = webKey(file);
      try {
        if (!(await storage.stat(key))) await make(file);
        const size = (await storage.stat(key))?.size;
        if (size === undefined) return null;
        return {
          stream: await storage.get(key),
          headers: {
            'content-type': 'image/jpeg',
            'content-length': String(size),
            'x-content-type-options': 'nosniff',
            'cache-control': 'public, max-age=300',
            // A shared link's preview and other sites may show the cover of a book on sale.
            'cross-origin-resource-policy': 'cross-origin',
          },
        };
      } catch (error) {
        // The file was replaced (and its objects removed) while we read it.
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      }
    },
  };
}
