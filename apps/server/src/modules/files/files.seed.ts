import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ElementType, FileKind, Finding } from '@quire/domain';
import type { Tx } from '../../db/unit-of-work';
import type { ProjectFileState } from '../projects';
import { type FilesCore, resetFor, STATUS_FIELD } from './files.core';
import type { FileMeta, ProjectFileRow } from './files.tables';

/** Stands for `files/{file id}/` in a checked file's object names and meta. */
export const FILE_DIR = '{file}/';

/**
 * A file as an upload and its passed preflight leave it (the demo books' files): its stored
 * objects by name under the file's directory (`original`, `reencoded`, `preview/…`, base64), the
 * row's check results, and the project fields the check wrote beyond the element's status (an
 * interior PDF's page count). `meta` names stored objects with FILE_DIR for the file's directory.
 * Made from real uploads by test/demo-files.test.ts.
 */
export interface CheckedFile {
  elementType: ElementType;
  kind: FileKind;
  originalName: string;
  objects: Record<string, string>;
  conversionStatus: string | null;
  findings: Finding[];
  pageCount: number | null;
  meta: FileMeta;
  project: ProjectFileState;
}

const APPROVAL: Partial<Record<ElementType, keyof ProjectFileState>> = {
  INTERIOR: 'interiorApproved',
  FULL_COVER: 'coverFullApproved',
  SAMPLE: 'sampleApproved',
};

/** `meta` with FILE_DIR replaced by the file's own directory. */
const placedMeta = (meta: FileMeta, dir: string): FileMeta =>
  JSON.parse(JSON.stringify(meta).replaceAll(FILE_DIR, dir)) as FileMeta;

/**
 * Places checked files on a project as the upload, its preflight and (with `approve`) the
 * author's approval would have: the objects in storage, the element's current row with its
 * results, and the project's statuses, cover address and approvals. For seeding; no job runs.
 * Joins the caller's transaction (`opts.tx`) when given, so a book and its files commit together.
 */
export function createFilesSeeding(core: FilesCore) {
  return {
    async placeChecked(
      projectId: string,
      uploadedBy: string | null,
      files: readonly CheckedFile[],
      opts: { approve: boolean; tx?: Tx },
    ): Promise<void> {
      // The objects first, all at once (a few kilobytes each), then the rows in one transaction.
      const placed = await Promise.all(
        files.map(async (file) => {
          const id = randomUUID();
          const dir = `files/${id}/`;
          const puts = await Promise.all(
            Object.entries(file.objects).map(async ([name, base64]) => {
              const data = Buffer.from(base64, 'base64');
              const put = await core.storage.put(`${dir}${name}`, Readable.from([data]), {
                maxBytes: data.length,
              });
              return [name, put] as const;
            }),
          );
          const original = puts.find(([name]) => name === 'original')?.[1] ?? { size: 0, sha256: '' };
          return { file, id, dir, original };
        }),
      );
      const at = core.now();
      await core.uow.withTransaction(async (repo, tx) => {
        for (const { file, id, dir, original } of placed) {
          await repo.lockElement(projectId, file.elementType);
          await repo.replaceCurrent(
            {
              id,
              projectId,
              elementType: file.elementType,
              kind: file.kind,
              originalName: file.originalName,
              storageKey: `${dir}original`,
              size: original.size,
              sha256: original.sha256,
              uploadedAt: at,
              uploadedBy,
            },
            at,
          );
          await repo.finish(id, {
            preflightStatus: 'SUCCESSFUL',
            conversionStatus: file.conversionStatus,
            findings: file.findings,
            pageCount: file.pageCount,
            meta: placedMeta(file.meta, dir),
            completedAt: at,
          });
          const row = (await repo.find(id)) as ProjectFileRow;
          const approval = APPROVAL[file.elementType];
          await core.projects.applyFileState(
            projectId,
            {
              ...resetFor(row),
              [STATUS_FIELD[file.elementType]]: 'SUCCESSFUL',
              ...(file.elementType === 'INTERIOR'
                ? { interiorPdfConversionStatus: file.conversionStatus }
                : {}),
              ...file.project,
              ...(opts.approve && approval ? { [approval]: true } : {}),
            },
            tx,
          );
        }
      }, opts.tx);
    },
  };
}
