import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AppError, errorItem, isUuid, type LoggedInUser } from '@quire/domain';
import pLimit from 'p-limit';
import { StorageNotFoundError } from '../../storage';
import type { FilesCore } from './files.core';
import type { Engines } from './files.engines';
import { type ServedFile, serveStored } from './files.serve';
import type { ProjectFileRow } from './files.tables';

/** The elements whose files are covers. */
const COVER_ELEMENTS: ReadonlySet<string> = new Set(['FULL_COVER', 'FRONT_COVER', 'BACK_COVER']);

/** Largest thumbnail stored (a 400-pixel-wide WebP is tens of kilobytes). */
const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

/** Thumbnails made at once in one process: a PDF's is drawn in a worker that may use hundreds of MB. */
const MADE_AT_ONCE = 2;

/** Where logged failures go (the request's logger). */
export interface ThumbnailLog {
  warn(details: object, message: string): void;
}

const notFound = () => new AppError([errorItem('NOT_FOUND')]);

/**
 * The image a dashboard card shows for a cover that passed its check (decision 055): a WebP made
 * from the cover image or drawn from a PDF cover's first page, the first time it is asked for, and
 * kept beside the file (`files/{fileId}/thumbnail.webp`) so it goes with it. Covers checked before
 * thumbnails existed get theirs the same way. A PDF the worker cannot draw is remembered
 * (`thumbnail.failed`) and answers 404, as does any other failure: the card keeps its placeholder.
 */
export function createCoverThumbnails(core: FilesCore, engines: Engines) {
  const { repo, storage, projects } = core;
  const limit = pLimit(MADE_AT_ONCE);
  // One thumbnail made at a time per file in this process, however many readers ask at once.
  const making = new Map<string, Promise<boolean>>();
  const imageKey = (file: ProjectFileRow) => `files/${file.id}/thumbnail.webp`;
  const failedKey = (file: ProjectFileRow) => `files/${file.id}/thumbnail.failed`;

  /** Makes and stores the thumbnail: false when the file cannot be drawn (then remembered). */
  async function make(file: ProjectFileRow): Promise<boolean> {
    const kind = file.kind === 'PDF' ? 'PDF' : 'IMAGE';
    const from = kind === 'PDF' ? file.storageKey : file.meta.reencodedKey;
    if (!from) return false;
    const dir = await mkdtemp(join(tmpdir(), 'quire-thumbnail-'));
    try {
      await storage.withLocalCopy(from, async (path) => {
        const out = join(dir, 'thumbnail.webp');
        await engines.coverThumbnail(path, kind, out);
        await storage.put(imageKey(file), createReadStream(out), { maxBytes: THUMBNAIL_MAX_BYTES });
      });
      return true;
    } catch (error) {
      if (!engines.isPdfUnreadable(error)) throw error;
      await storage.put(failedKey(file), Readable.from([error.message]), { maxBytes: 64 * 1024 });
      return false;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  function ensure(file: ProjectFileRow): Promise<boolean> {
    let pending = making.get(file.id);
    if (!pending) {
      pending = limit(() => make(file)).finally(() => making.delete(file.id));
      making.set(file.id, pending);
    }
    return pending;
  }

  /** Whether the thumbnail is stored now (made if need be); false when it cannot be. */
  async function ready(file: ProjectFileRow, log?: ThumbnailLog): Promise<boolean> {
    if (await storage.stat(imageKey(file))) return true;
    if (await storage.stat(failedKey(file))) return false;
    try {
      return await ensure(file);
    } catch (error) {
      // The file was replaced (its objects removed) meanwhile, or a fault of ours: not remembered.
      if (!(error instanceof StorageNotFoundError)) {
        log?.warn({ err: error, fileId: file.id }, 'a cover thumbnail could not be made');
      }
      return false;
    }
  }

  return {
    /**
     * GET /api/project/{id}/cover-thumbnail/{fileId}: the card image of one of the project's
     * current covers that passed its check; owner, reading contributor or administrator only (404
     * for anyone else, as for a cover without one).
     */
    async openCoverThumbnail(
      user: LoggedInUser,
      projectId: string,
      fileId: string,
      log?: ThumbnailLog,
    ): Promise<ServedFile> {
      const project = await projects.owned(user, projectId);
      if (!isUuid(fileId)) throw notFound();
      const file = await repo.find(fileId);
      const usable =
        file &&
        file.projectId === project.id &&
        file.supersededAt === null &&
        COVER_ELEMENTS.has(file.elementType) &&
        file.preflightStatus === 'SUCCESSFUL';
      if (!usable || !(await ready(file, log))) throw notFound();
      const served = await serveStored(storage, imageKey(file), {
        name: 'cover.webp',
        contentType: 'image/webp',
      });
      if (!served) throw notFound();
      return served;
    },
  };
}
