import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AppError,
  type CoverFormat,
  coverReviewReady,
  type ElementType,
  fieldError,
  interiorConverted,
  type LoggedInUser,
  type PaperColor,
  type PrintColor,
  type Project,
  parsePageSize,
  type WizardProject,
} from '@quire/domain';
import type { ProjectFacts } from '../projects';
import type { FilesCore } from './files.core';
import type { CoverTemplateSpec, Engines } from './files.engines';
import type { ProjectFileRow } from './files.tables';

/** A step the project is not ready for: 409 with a sentence that says what to do first. */
export function notReady(description: string): AppError {
  return new AppError([{ code: 'WIZARD_STEP_LOCKED', description }], 409);
}

/** The fields the wizard's access rules read, from a project row. */
const wizardView = (row: ProjectFacts): WizardProject => ({
  id: row.id,
  type: row.type as Project['type'],
  preOrder: row.preOrder,
  interiorApproved: row.interiorApproved,
  interiorPdfConversionStatus: row.interiorPdfConversionStatus,
  interiorPreFlightCheckStatus: row.interiorPreFlightCheckStatus,
  coverFullPreFlightCheckStatus: row.coverFullPreFlightCheckStatus,
});

/** The print spec of a cover, or a 409 saying which book size fields are missing. */
export function coverSpecOf(row: ProjectFacts): CoverTemplateSpec {
  const trim = parsePageSize(row.pageSize);
  if (!trim || !row.pageCount || !row.paperColor || !row.printColor) {
    throw notReady('Complete the book size and type (page size, page count, paper and print colour) first.');
  }
  return {
    trim,
    pageCount: row.pageCount,
    paper: row.paperColor as PaperColor,
    color: row.printColor as PrintColor,
    coverFormat: (row.coverFormat ?? 'SOFTCOVER') as CoverFormat,
    title: row.title,
  };
}

/** Approvals, the spine of separate covers and selected samples (spec 1 §2 access rules, §7). */
export function createReview(core: FilesCore, engines: Engines) {
  const { projects, repo, storage } = core;

  async function passed(projectId: string, element: ElementType): Promise<ProjectFileRow | null> {
    const row = await repo.current(projectId, element);
    return row?.preflightStatus === 'SUCCESSFUL' ? row : null;
  }

  async function withTemp<T>(fn: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'quire-files-'));
    try {
      return await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Stores a file Quire made (a composed cover, a selected sample) and registers it like an upload. */
  async function registerMade(
    user: LoggedInUser,
    project: ProjectFacts,
    element: ElementType,
    path: string,
    name: string,
    kind: 'PDF' | 'EPUB',
    extra: Parameters<FilesCore['register']>[2],
  ) {
    const id = randomUUID();
    const key = `files/${id}/original`;
    const stored = await storage.put(key, createReadStream(path), { maxBytes: Number.MAX_SAFE_INTEGER });
    try {
      await core.register(
        user,
        {
          id,
          projectId: project.id,
          elementType: element,
          kind,
          originalName: name,
          storageKey: key,
          ...stored,
        },
        extra,
      );
    } catch (error) {
      await storage.deletePrefix(`files/${id}/`).catch(() => {});
      throw error;
    }
  }

  const review = {
    /** POST approve: the interior (converted and passed) or the full cover (spec 1 §2). */
    async approve(user: LoggedInUser, projectId: string, element: ElementType): Promise<Project> {
      const row = await projects.owned(user, projectId);
      if (element === 'SAMPLE') return review.approveSample(user, projectId);
      if (element === 'INTERIOR') {
        if (!interiorConverted(wizardView(row)) || !(await passed(row.id, 'INTERIOR'))) {
          throw notReady(
            'Your interior has not passed its check yet. Upload it and wait for the check to finish.',
          );
        }
        await projects.applyFileState(row.id, { interiorApproved: true });
      } else if (element === 'FULL_COVER') {
        if (!coverReviewReady(wizardView(row)) || !(await passed(row.id, 'FULL_COVER'))) {
          throw notReady(
            row.type === 'EBOOK' && row.preOrder
              ? 'Your cover has not passed its check yet.'
              : 'Approve your interior and wait for your cover to pass its check first.',
          );
        }
        await projects.applyFileState(row.id, { coverFullApproved: true });
      } else {
        throw fieldError(
          'elementType',
          'Front and back covers are approved as one full cover: add the spine, then approve the full cover.',
        );
      }
      return projects.answer(row.id);
    },

    /** POST approveSample: a custom or selected sample that passed, or the default sample once the interior is converted. */
    async approveSample(user: LoggedInUser, projectId: string): Promise<Project> {
      const row = await projects.owned(user, projectId);
      if (row.type !== 'EBOOK') throw fieldError('elementType', 'Only eBooks have a sample.');
      const custom = row.isDefaultSample === 'CUSTOM' || row.isDefaultSample === 'SELECTED';
      const ready = custom ? Boolean(await passed(row.id, 'SAMPLE')) : interiorConverted(wizardView(row));
      if (!ready) throw notReady('Your sample has not passed its check yet. Wait for the check to finish.');
      await projects.applyFileState(row.id, { sampleApproved: true });
      return projects.answer(row.id);
    },

    /** POST spine: front + spine + back composed into a new full cover, which is then checked. */
    async spine(user: LoggedInUser, projectId: string, spineColor: string): Promise<Project> {
      const row = await projects.owned(user, projectId);
      if (row.type === 'EBOOK' || row.coverType !== 'separate') {
        throw notReady('The spine is only for books with a separate front and back cover.');
      }
      if (!row.interiorApproved)
        throw notReady('Approve your interior first: its page count sets the spine width.');
      const spec = coverSpecOf(row);
      const front = await passed(row.id, 'FRONT_COVER');
      const back = await passed(row.id, 'BACK_COVER');
      if (!front || !back) throw notReady('Upload a front and a back cover that pass their checks first.');
      const local = (f: ProjectFileRow) => ({
        key: f.meta.reencodedKey ?? f.storageKey,
        kind: (f.meta.reencodedKind ?? f.kind) as 'PDF' | 'JPEG' | 'PNG',
      });
      const bytes = await storage
        .withLocalCopy(local(front).key, (frontPath) =>
          storage.withLocalCopy(local(back).key, (backPath) =>
            engines.composeFullCover(
              { path: frontPath, kind: local(front).kind },
              { path: backPath, kind: local(back).kind },
              spec,
              spineColor,
            ),
          ),
        )
        .catch((error: unknown) => {
          if (engines.isCoverArtUnusable(error)) throw notReady(error.message);
          throw error;
        });
      await withTemp(async (dir) => {
        const path = join(dir, 'full-cover.pdf');
        await writeFile(path, bytes);
        await registerMade(user, row, 'FULL_COVER', path, 'full-cover.pdf', 'PDF', { spineColor });
      });
      return projects.answer(row.id);
    },

    /** POST /{id}/createCustomSample: the chosen spine items of the interior as a new (selected) sample. */
    async createCustomSample(user: LoggedInUser, projectId: string, hrefs: string[]): Promise<Project> {
      const row = await projects.owned(user, projectId);
      if (row.type !== 'EBOOK') throw fieldError('hrefs', 'Only eBooks have a sample.');
      const interior = await passed(row.id, 'INTERIOR');
      if (!interior) throw notReady('Your interior has not passed its check yet.');
      const spine = interior.meta.spine ?? [];
      const chosen = new Set(hrefs);
      const unknown = hrefs.filter((h) => !spine.some((s) => s.href === h));
      if (unknown.length > 0)
        throw fieldError('hrefs', 'Choose chapters from your book’s table of contents.');
      const ordered = spine.filter((s) => chosen.has(s.href)).map((s) => s.href);
      const source = interior.meta.convertedKey ?? interior.storageKey;
      await withTemp(async (dir) => {
        const out = join(dir, 'sample.epub');
        const title = `${row.title?.trim() || interior.meta.title || 'Sample'}`;
        const built = await storage.withLocalCopy(source, (path) =>
          engines.buildSampleEpub(path, out, { hrefs: ordered, title }),
        );
        const error = built.findings.find((f) => f.severity === 'ERROR');
        if (error) throw fieldError('hrefs', error.message);
        await registerMade(user, row, 'SAMPLE', out, 'sample.epub', 'EPUB', { isDefaultSample: 'SELECTED' });
      });
      return projects.answer(row.id);
    },
  };
  return review;
}
