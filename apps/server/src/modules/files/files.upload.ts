import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import {
  AppError,
  acceptedKinds,
  appError,
  ELEMENT_TYPES,
  type ElementType,
  elementAllowed,
  type FileKind,
  fieldError,
  filesLocked,
  type LoggedInUser,
  maxUploadBytes,
  type PreflightResult,
  type ProjectType,
  SNIFF_BYTES,
  sniffedAccepted,
  sniffKind,
  type UploadLimits,
  uploadMessages,
  zipKind,
} from '@quire/domain';
import { type Storage, StorageLimitError } from '../../storage';
import { readZipEntry } from './engines/zip/zip-safety';
import type { FilesCore } from './files.core';
import { zipEntryNames } from './files.engines';
import { toPreflightResult } from './files.mapper';
import { displayName, HeadGuard } from './upload-guards';

/** What busboy says about a broken or truncated multipart body. */
const MALFORMED_BODY =
  /Unexpected end of (form|multipart data)|Premature close|terminated early|Malformed part header|Boundary not found/i;

/** The form fields of an upload (spec 1 §7); anything else is ignored. */
const FIELDS = new Set(['projectElementType', 'projectId', 'authenticityToken']);

export interface UploadInput {
  parts: AsyncIterable<Multipart>;
  /** Throws unless the token belongs to this caller's session (assertCsrfToken). */
  checkCsrf(token: unknown): void;
  /** uploadSample: the element is SAMPLE whatever the form says. */
  sample: boolean;
}

interface Target {
  projectId: string;
  projectType: ProjectType;
  element: ElementType;
  accepted: FileKind[];
  maxBytes: number;
}

interface Stored {
  fileId: string;
  key: string;
  size: number;
  sha256: string;
  head: Buffer;
  name: string;
}

/** The largest file any element takes: what is streamed before the element is known. */
export function largestUpload(limits: UploadLimits): number {
  return Math.max(limits.printInterior, limits.ebookFile, limits.cover);
}

/**
 * `POST upload` / `uploadSample`: the file streams straight into storage under a fresh key while
 * the magic bytes and the size limit are checked on the way; whatever is refused is deleted.
 * Fields sent before the file (as the web client does) let the project, element and CSRF token be
 * checked before a byte is stored.
 */
export function createUploads(core: FilesCore, storage: Storage, limits: UploadLimits) {
  async function resolveTarget(user: LoggedInUser, fields: Record<string, string>, sample: boolean) {
    const element = (sample ? 'SAMPLE' : fields.projectElementType) as ElementType;
    if (!ELEMENT_TYPES.includes(element)) {
      throw fieldError('projectElementType', `Choose what this file is: ${ELEMENT_TYPES.join(', ')}.`);
    }
    const row = await core.projects.owned(user, fields.projectId);
    if (filesLocked(row, core.now())) throw appError('FILES_LOCKED');
    const projectType = row.type as ProjectType;
    if (!elementAllowed(projectType, element)) {
      throw fieldError('projectElementType', uploadMessages.notAllowed(projectType, element));
    }
    return {
      projectId: row.id,
      projectType,
      element,
      accepted: acceptedKinds(projectType, element),
      maxBytes: maxUploadBytes(projectType, element, limits),
    } satisfies Target;
  }

  /** A zip is an EPUB or a Word file by its entries; an unreadable one goes to preflight as an EPUB. */
  async function zipKindOf(key: string, accepted: FileKind[]): Promise<FileKind | null> {
    return storage.withLocalCopy(key, async (path) => {
      const names = await zipEntryNames(path);
      if (names.length === 0) return accepted.includes('EPUB') ? 'EPUB' : null;
      const mimetype = names.includes('mimetype')
        ? await readZipEntry(path, 'mimetype', 64)
            .then((b) => b.toString('latin1'))
            .catch(() => null)
        : null;
      return zipKind(names, mimetype);
    });
  }

  async function receive(
    user: LoggedInUser,
    input: UploadInput,
  ): Promise<{ stored: Stored | null; target: Target }> {
    const fields: Record<string, string> = {};
    let stored: Stored | null = null;
    let csrfChecked = false;
    let target: Target | null = null;
    let bodyFailed = false;
    try {
      for await (const part of input.parts) {
        if (part.type === 'field') {
          if (FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value.slice(0, 200);
          }
          continue;
        }
        if (part.fieldname !== 'file' || stored) {
          part.file.resume();
          throw fieldError('file', 'Upload one file, in the "file" field.');
        }
        if (fields.authenticityToken !== undefined) {
          input.checkCsrf(fields.authenticityToken);
          csrfChecked = true;
        }
        if (fields.projectId !== undefined && (input.sample || fields.projectElementType !== undefined)) {
          target = await resolveTarget(user, fields, input.sample);
        }
        const known = target;
        const fileId = randomUUID();
        const key = `files/${fileId}/original`;
        const guard = new HeadGuard(SNIFF_BYTES, (head) => {
          if (known && head.length > 0 && !sniffedAccepted(sniffKind(head), known.accepted)) {
            throw fieldError('file', uploadMessages.wrongKind(known.projectType, known.element));
          }
        });
        stored = {
          fileId,
          key,
          size: 0,
          sha256: '',
          head: Buffer.alloc(0),
          name: displayName(part.filename),
        };
        // pipeline (not pipe) also sees a file stream that failed while we were checking the
        // project (a body cut short): it destroys the guard, which fails the put below.
        const feeding = pipeline(part.file, guard).catch((error: unknown) => {
          if (!(error instanceof AppError)) bodyFailed = true;
        });
        const result = await storage.put(key, guard, { maxBytes: known?.maxBytes ?? largestUpload(limits) });
        await feeding;
        Object.assign(stored, result, { head: guard.head });
      }
      if (!csrfChecked) input.checkCsrf(fields.authenticityToken);
      target ??= await resolveTarget(user, fields, input.sample);
      return { stored, target };
    } catch (error) {
      if (stored) await storage.deletePrefix(`files/${stored.fileId}/`).catch(() => {});
      if (error instanceof StorageLimitError) {
        const limit = target?.maxBytes ?? error.maxBytes;
        throw fieldError('file', uploadMessages.tooLarge(limit, target?.element ?? 'INTERIOR'));
      }
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string } | null)?.code ?? '';
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw fieldError('file', 'Upload one file at a time, with only the upload form fields.');
      }
      // The request body itself was broken or cut short: the client's fault, not the server's.
      if (bodyFailed || code.startsWith('FST_') || MALFORMED_BODY.test(String((error as Error)?.message))) {
        throw new AppError(
          [{ code: 'MALFORMED_REQUEST', description: uploadMessages.interrupted, field: 'file' }],
          400,
        );
      }
      throw error;
    }
  }

  return {
    async upload(user: LoggedInUser, input: UploadInput): Promise<PreflightResult> {
      const { stored, target } = await receive(user, input);
      if (!stored) throw fieldError('file', uploadMessages.noFile);
      try {
        if (stored.size === 0) throw fieldError('file', uploadMessages.empty);
        if (stored.size > target.maxBytes) {
          throw fieldError('file', uploadMessages.tooLarge(target.maxBytes, target.element));
        }
        const sniffed = sniffKind(stored.head);
        if (!sniffedAccepted(sniffed, target.accepted)) {
          throw fieldError('file', uploadMessages.wrongKind(target.projectType, target.element));
        }
        const kind = sniffed === 'ZIP' ? await zipKindOf(stored.key, target.accepted) : sniffed;
        if (kind === null) throw fieldError('file', uploadMessages.zipNotBook);
        if (!target.accepted.includes(kind)) {
          throw fieldError('file', uploadMessages.wrongKind(target.projectType, target.element));
        }
        const row = await core.register(
          user,
          {
            id: stored.fileId,
            projectId: target.projectId,
            elementType: target.element,
            kind,
            originalName: stored.name,
            storageKey: stored.key,
            size: stored.size,
            sha256: stored.sha256,
          },
          // An uploaded sample is a custom one (spec 1 §3 sample types).
          target.element === 'SAMPLE' ? { isDefaultSample: 'CUSTOM' } : {},
        );
        return toPreflightResult(target.element, row);
      } catch (error) {
        await storage.deletePrefix(`files/${stored.fileId}/`).catch(() => {});
        throw error;
      }
    },
  };
}
