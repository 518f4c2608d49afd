import type { ElementType, LoggedInUser } from '@quire/domain';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Storage } from '../../storage';
import type { JobsService } from '../jobs';
import type { ProjectFileState, ProjectsService } from '../projects';
import { fileUrl } from './files.mapper';
import type { FilesRepository } from './files.repository';
import type { NewProjectFileRow, ProjectFileRow } from './files.tables';

export const PREFLIGHT_JOB = 'files.preflight';

export interface FilesDeps {
  uow: UnitOfWork<FilesRepository>;
  storage: Storage;
  projects: ProjectsService;
  jobs: JobsService;
  now: () => Date;
}

/** The project's status field for each element (spec 1 §3). */
export const STATUS_FIELD = {
  INTERIOR: 'interiorPreFlightCheckStatus',
  SAMPLE: 'samplePreFlightCheckStatus',
  FULL_COVER: 'coverFullPreFlightCheckStatus',
  FRONT_COVER: 'coverFrontPreFlightCheckStatus',
  BACK_COVER: 'coverBackPreFlightCheckStatus',
} as const satisfies Record<ElementType, keyof ProjectFileState>;

const COVER_FILE_FIELD = {
  FULL_COVER: 'coverFile',
  FRONT_COVER: 'coverFrontFile',
  BACK_COVER: 'coverBackFile',
} as const;

/** The project's file fields for a new file of an element: status NOT_STARTED and its approval reset. */
export function resetFor(row: ProjectFileRow): ProjectFileState {
  const element = row.elementType as ElementType;
  const patch: ProjectFileState = { [STATUS_FIELD[element]]: 'NOT_STARTED' };
  if (element === 'INTERIOR') {
    patch.interiorApproved = false;
    patch.interiorPdfConversionStatus = null;
    // The replaced file's accessibility declarations are not the new file's (decision 046).
    patch.epubAccessibility = null;
  }
  if (element === 'SAMPLE') patch.sampleApproved = false;
  if (element === 'FULL_COVER' || element === 'FRONT_COVER' || element === 'BACK_COVER') {
    patch.coverFullApproved = false;
    patch[COVER_FILE_FIELD[element]] = fileUrl(row);
  }
  return patch;
}

/** What every part of the module shares: the repository, and registering a new current file. */
export function createFilesCore(deps: FilesDeps) {
  const repo = deps.uow.repos;
  return {
    ...deps,
    repo,
    /** The files repository in a caller's transaction (a job's completion). */
    on: (tx: Tx): FilesRepository => deps.uow.bound(tx),

    /**
     * Makes a stored file the element's current one, resets the project's status and approval for
     * it, and queues its preflight: one transaction, so either all of it happens or none.
     */
    async register(
      user: LoggedInUser | null,
      file: Omit<NewProjectFileRow, 'uploadedAt' | 'uploadedBy'>,
      extra: ProjectFileState = {},
    ): Promise<ProjectFileRow> {
      const at = deps.now();
      let previous: ProjectFileRow | null = null;
      await deps.uow.withTransaction(async (files, tx) => {
        await files.lockElement(file.projectId, file.elementType);
        previous = await files.replaceCurrent(
          { ...file, uploadedAt: at, uploadedBy: user?.customerId ?? null },
          at,
        );
        const row = (await files.find(file.id)) as ProjectFileRow;
        await deps.projects.applyFileState(file.projectId, { ...resetFor(row), ...extra }, tx);
        const job = await deps.jobs.enqueue(
          PREFLIGHT_JOB,
          { fileId: file.id },
          { dedupeKey: `${PREFLIGHT_JOB}:${file.id}`, tx },
        );
        await files.setJob(file.id, job.id);
      });
      // The replaced file's objects go now if its check is over; otherwise its job removes them.
      const replaced = previous as ProjectFileRow | null;
      if (replaced && (replaced.preflightStatus === 'SUCCESSFUL' || replaced.preflightStatus === 'ERROR')) {
        await deps.storage.deletePrefix(`files/${replaced.id}/`).catch(() => {});
      }
      return (await repo.find(file.id)) as ProjectFileRow;
    },
  };
}

export type FilesCore = ReturnType<typeof createFilesCore>;
