import {
  AppError,
  ELEMENT_TYPES,
  type ElementType,
  errorItem,
  isUuid,
  type LoggedInUser,
  type PreflightResult,
  type PreviewInfo,
  type UploadLimits,
} from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import { entryKey, StorageKeyError } from '../../storage';
import type { ProjectFacts } from '../projects';
import { createFilesCore, type FilesDeps, PREFLIGHT_JOB, STATUS_FIELD } from './files.core';
import { createCoverThumbnails } from './files.cover-thumbnail';
import type { Engines } from './files.engines';
import { toPreflightResult, toPreviewInfo } from './files.mapper';
import { type PreflightOptions, preflightJob } from './files.preflight';
import { createPublicCover } from './files.public-cover';
import { createPublicSample } from './files.public-sample';
import { createReview } from './files.review';
import { createFilesSeeding } from './files.seed';
import { contentTypeOf, type ServedFile, serveStored } from './files.serve';
import type { ProjectFileRow } from './files.tables';
import { createUploads } from './files.upload';

export interface FilesServiceDeps extends FilesDeps {
  engines: Engines;
  limits: UploadLimits;
  preflight: PreflightOptions;
}

/** One current file of a repush: the job queued for it, or null when it was left as it was. */
export interface RequeuedFile {
  fileId: string;
  elementType: ElementType;
  jobId: string | null;
  previousStatus: string;
}

const notFound = (description?: string) =>
  new AppError([errorItem('NOT_FOUND', description ? { description } : {})]);

/** The files module (decision 013): uploads, preflight status, previews, reviews and file serving. */
export function createFilesService(deps: FilesServiceDeps) {
  const core = createFilesCore(deps);
  const { repo, projects, storage } = core;
  deps.jobs.define(preflightJob(core, deps.engines, deps.preflight));
  // A deleted project's stored files go with it (its rows go by cascade).
  projects.onDelete(async (projectId) => {
    const rows = await repo.ofProject(projectId);
    return async () => {
      for (const row of rows) await storage.deletePrefix(`files/${row.id}/`).catch(() => {});
    };
  });
  const uploads = createUploads(core, storage, deps.limits);
  const review = createReview(core, deps.engines);

  /** The current file an interior or sample preview shows, or a 404 that says why. */
  async function previewFile(project: ProjectFacts, sample: boolean): Promise<ProjectFileRow> {
    const projectId = project.id;
    if (sample) {
      const file = await repo.current(projectId, 'SAMPLE');
      if (file?.meta.previewPrefix) return file;
      if (project.isDefaultSample === 'CUSTOM' || project.isDefaultSample === 'SELECTED') {
        throw notFound('Your sample is not ready to preview yet. Wait for its check to finish.');
      }
    }
    const file = await repo.current(projectId, 'INTERIOR');
    const ready =
      file &&
      (file.meta.previewPrefix ||
        (file.kind === 'PDF' && (file.preflightStatus === 'SUCCESSFUL' || file.preflightStatus === 'ERROR')));
    if (!file || !ready) {
      throw notFound(
        'There is no checked interior to preview yet. Upload it and wait for its check to finish.',
      );
    }
    return file;
  }

  return {
    /**
     * Admin repush (repushFiles, repushBookFiles, syncWithPM): queues the `files.preflight` job
     * again for the project's current files of the given elements, in the caller's transaction.
     * A file whose check is still queued or running is left to it; with `unfinishedOnly`, a file
     * that passed its check is left too. Answers what was queued and what was left.
     */
    async requeue(
      projectId: string,
      tx: Tx,
      opts: { elements?: readonly ElementType[]; unfinishedOnly?: boolean } = {},
    ): Promise<RequeuedFile[]> {
      const files = core.on(tx);
      const out: RequeuedFile[] = [];
      for (const element of opts.elements ?? ELEMENT_TYPES) {
        const file = await files.current(projectId, element);
        if (!file) continue;
        const finished = file.preflightStatus === 'SUCCESSFUL' || file.preflightStatus === 'ERROR';
        if (!finished || (opts.unfinishedOnly && file.preflightStatus === 'SUCCESSFUL')) {
          out.push({
            fileId: file.id,
            elementType: element,
            jobId: null,
            previousStatus: file.preflightStatus,
          });
          continue;
        }
        await files.resetForRecheck(file.id);
        await projects.applyFileState(projectId, { [STATUS_FIELD[element]]: 'NOT_STARTED' }, tx);
        const job = await deps.jobs.enqueue(
          PREFLIGHT_JOB,
          { fileId: file.id },
          { dedupeKey: `${PREFLIGHT_JOB}:${file.id}:${core.now().getTime()}`, tx },
        );
        await files.setJob(file.id, job.id);
        out.push({
          fileId: file.id,
          elementType: element,
          jobId: job.id,
          previousStatus: file.preflightStatus,
        });
      }
      return out;
    },

    upload: uploads.upload,
    ...review,
    /** The demo books' files, placed as checked uploads (seeding only). */
    ...createFilesSeeding(core),
    /** The front cover of a book for its public product page (the caller decides which books are public). */
    ...createPublicCover(core, deps.engines),
    /** The free sample of an on-sale eBook for its product page (the caller decides which books are public). */
    ...createPublicSample(core),
    /** A cover's image for its dashboard card (a PDF cover's first page drawn on the server). */
    ...createCoverThumbnails(core, deps.engines),

    /** GET preflightstatus: the element's current file and its check. */
    async status(user: LoggedInUser, projectId: string, element: ElementType): Promise<PreflightResult> {
      const row = await projects.owned(user, projectId);
      return toPreflightResult(element, await repo.current(row.id, element));
    },

    /** GET /{id}/preview and preview_sample. */
    async preview(user: LoggedInUser, projectId: string, sample: boolean): Promise<PreviewInfo> {
      const row = await projects.owned(user, projectId);
      return toPreviewInfo(await previewFile(row, sample));
    },

    /** GET /{id}/ebook-preview-prefilght-status and sample-preview-prefilght-status. */
    async previewStatus(user: LoggedInUser, projectId: string, sample: boolean): Promise<PreflightResult> {
      const row = await projects.owned(user, projectId);
      const element: ElementType = sample ? 'SAMPLE' : 'INTERIOR';
      const file = await repo.current(row.id, element);
      if (sample && !file && row.isDefaultSample !== 'CUSTOM' && row.isDefaultSample !== 'SELECTED') {
        // The default sample is taken from the interior: its status is the interior's.
        return toPreflightResult('SAMPLE', await repo.current(row.id, 'INTERIOR'));
      }
      return toPreflightResult(element, file);
    },

    /**
     * GET /api/project/{id}/files/{fileId}/{*path}: owner or administrator only (404 for anyone
     * else, as for a missing file). An EPUB's extracted entries by path; otherwise the file itself
     * (a cover image as re-encoded by Quire).
     */
    async open(
      user: LoggedInUser,
      projectId: string,
      fileId: string,
      path: string,
      rangeHeader?: string,
    ): Promise<ServedFile> {
      const project = await projects.owned(user, projectId);
      if (!isUuid(fileId)) throw notFound();
      const file = await repo.find(fileId);
      if (!file || file.projectId !== project.id) throw notFound();
      let key: string;
      let name: string;
      let contentType: string;
      if (file.meta.previewPrefix) {
        if (!path) throw notFound();
        try {
          key = `${file.meta.previewPrefix}${entryKey(path)}`;
        } catch (error) {
          if (error instanceof StorageKeyError) throw notFound();
          throw error;
        }
        name = path.split('/').pop() as string;
        contentType = contentTypeOf(name);
      } else {
        if (file.kind === 'EPUB' || file.kind === 'DOCX') throw notFound();
        const kind = file.meta.reencodedKind ?? file.kind;
        key = file.meta.reencodedKey ?? file.storageKey;
        name = file.originalName;
        contentType = contentTypeOf(kind);
      }
      const served = await serveStored(storage, key, { name, contentType, rangeHeader });
      if (!served) throw notFound();
      return served;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
