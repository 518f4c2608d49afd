import { createReadStream } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  type CoverFormat,
  declaresAccessibility,
  type ElementType,
  type EpubAccessibility,
  type Finding,
  fullCoverSize,
  type PaperColor,
  type PrintColor,
  panelArtSizes,
  parsePageSize,
  pdfFindings,
} from '@quire/domain';
import { z } from 'zod';
import type { Tx } from '../../db/unit-of-work';
import { entryKey } from '../../storage';
import type { JobContext, JobDefinition } from '../jobs';
import type { ProjectFileContext, ProjectFileState } from '../projects';
import { accessibilityFindings } from './files.accessibility';
import { type FilesCore, PREFLIGHT_JOB, STATUS_FIELD } from './files.core';
import type { Engines } from './files.engines';
import type { FileMeta, ProjectFileRow } from './files.tables';

export const COULD_NOT_CHECK = 'We could not check this file. Please upload it again.';

const payloadSchema = z.object({ fileId: z.uuid() });
type Payload = z.infer<typeof payloadSchema>;

interface Outcome {
  ok: boolean;
  findings: Finding[];
  conversionStatus?: string | null;
  pageCount?: number | null;
  meta: FileMeta;
  /** Project fields beyond the element's status (page count, warnings). */
  project?: ProjectFileState;
}

const quire = (severity: Finding['severity'], code: string, message: string): Finding => ({
  severity,
  code,
  message,
  source: 'quire',
});
const hasError = (findings: Finding[]) => findings.some((f) => f.severity === 'ERROR');
const MAX_PREVIEW_ENTRY = 64 * 1024 * 1024;

export interface PreflightOptions {
  epubcheck: 'auto' | 'off';
  /**
   * Whether the account reports an interior EPUB's accessibility metadata as findings (EAA_ACCESS,
   * decision 046); without it, the metadata is still read and kept on the project.
   */
  accessibilityChecks?: (ownerCustomerId: string) => Promise<boolean>;
}

/** The `files.preflight` job: checks (and converts) one uploaded file, then records the result once. */
export function preflightJob(
  core: FilesCore,
  engines: Engines,
  options: PreflightOptions,
): JobDefinition<Payload> {
  const { storage, repo, projects } = core;

  async function withTemp<T>(fn: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'quire-preflight-'));
    try {
      return await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const putFile = (key: string, path: string) =>
    storage.put(key, createReadStream(path), { maxBytes: Number.MAX_SAFE_INTEGER });

  /** An eBook interior's accessibility metadata for the project, and its findings when the account asks for them. */
  async function accessibilityOf(
    row: ProjectFileRow,
    project: ProjectFileContext,
    declared: EpubAccessibility | null,
  ) {
    if (!declared || row.elementType !== 'INTERIOR' || project.project.type !== 'EBOOK') return null;
    const checked = (await options.accessibilityChecks?.(project.project.ownerCustomerId)) ?? false;
    return { declared, checked };
  }

  async function checkEpub(
    row: ProjectFileRow,
    path: string,
    ctx: JobContext,
    prior: Finding[],
    project: ProjectFileContext,
  ) {
    const report = await engines.preflightEpub(path, { epubcheck: options.epubcheck, signal: ctx.signal });
    const a11y = await accessibilityOf(row, project, report.accessibility);
    const findings = [
      ...prior,
      ...report.findings,
      ...(a11y?.checked ? accessibilityFindings(a11y.declared, report.opfPath) : []),
    ];
    // Kept only when the file declares something: a new upload has already cleared the old file's.
    const projectState: ProjectFileState | undefined =
      a11y && declaresAccessibility(a11y.declared) ? { epubAccessibility: a11y.declared } : undefined;
    const meta: FileMeta = {
      title: report.title,
      language: report.language,
      spine: report.spine,
      toc: report.toc as FileMeta['toc'],
      coverImage: report.coverImage,
      opfPath: report.opfPath,
    };
    if (hasError(findings)) return { ok: false, findings, meta };
    await core.repo.markProgress(row.id, 70);
    const prefix = `files/${row.id}/preview/`;
    await storage.deletePrefix(prefix);
    const skipped: Finding[] = [];
    await engines.extractEpub(path, async (entryPath, data) => {
      if (data.length > MAX_PREVIEW_ENTRY) {
        skipped.push({
          ...quire(
            'INFO',
            'PREVIEW_ENTRY_SKIPPED',
            'This file is too large to show in the preview; the book keeps it.',
          ),
          path: entryPath,
        });
        return;
      }
      await storage.put(`${prefix}${entryKey(entryPath)}`, Readable.from([data]), {
        maxBytes: MAX_PREVIEW_ENTRY,
      });
    });
    return {
      ok: true,
      findings: [...findings, ...skipped],
      meta: { ...meta, previewPrefix: prefix },
      ...(projectState ? { project: projectState } : {}),
    };
  }

  async function checkPdf(
    row: ProjectFileRow,
    path: string,
    project: ProjectFileContext,
    ctx: JobContext,
  ): Promise<Outcome> {
    const p = project.project;
    const trim = parsePageSize(p.pageSize);
    if (!trim) {
      return {
        ok: false,
        findings: [
          quire('ERROR', 'BOOK_SIZE_MISSING', 'Choose the book size first, then upload the file again.'),
        ],
        meta: {},
      };
    }
    let facts: Awaited<ReturnType<Engines['inspectPdf']>>;
    try {
      let reported = 0;
      facts = await engines.inspectPdf(path, {
        signal: ctx.signal,
        // The progress bar moves from 10 to 90 % with the pages, written at most once a second.
        onProgress(done, total) {
          if (Date.now() - reported < 1000 || total <= 0) return;
          reported = Date.now();
          void repo.markProgress(row.id, 10 + (80 * done) / total).catch(() => {});
        },
      });
    } catch (error) {
      if (!engines.isPdfUnreadable(error)) throw error;
      return { ok: false, findings: [quire('ERROR', 'PDF_UNREADABLE', error.message)], meta: {} };
    }
    const element = row.elementType as ElementType;
    const purpose = element === 'SAMPLE' ? 'INTERIOR' : element;
    const full =
      element === 'FULL_COVER' && p.pageCount && p.paperColor && p.printColor
        ? fullCoverSize(
            trim,
            p.pageCount,
            p.paperColor as PaperColor,
            p.printColor as PrintColor,
            (p.coverFormat ?? 'SOFTCOVER') as CoverFormat,
          )
        : undefined;
    const findings = pdfFindings(facts, {
      purpose,
      trim,
      ...(full ? { fullCover: full } : {}),
      previousPageCount: element === 'INTERIOR' ? p.pageCount : null,
    });
    const ok = !hasError(findings);
    const outcome: Outcome = { ok, findings, pageCount: facts.pageCount, meta: {} };
    if (ok && element === 'INTERIOR' && facts.pageCount !== p.pageCount) {
      const changed = p.pageCount !== null;
      outcome.project = {
        pageCount: facts.pageCount,
        pageCountChanged: changed,
        warningMessage: changed
          ? `Your interior has ${facts.pageCount} pages; the book was set up with ${p.pageCount}. Check the price and your cover's spine width.`
          : p.warningMessage,
      };
    }
    return outcome;
  }

  async function checkImage(
    row: ProjectFileRow,
    path: string,
    project: ProjectFileContext,
  ): Promise<Outcome> {
    const p = project.project;
    const ebook = p.type === 'EBOOK';
    const trim = parsePageSize(p.pageSize);
    let expect: { widthIn: number; heightIn: number } | undefined;
    let alternatives: { widthIn: number; heightIn: number }[] = [];
    if (!ebook && trim) {
      if (row.elementType === 'FULL_COVER' && p.pageCount && p.paperColor && p.printColor) {
        const full = fullCoverSize(
          trim,
          p.pageCount,
          p.paperColor as PaperColor,
          p.printColor as PrintColor,
          (p.coverFormat ?? 'SOFTCOVER') as CoverFormat,
        );
        expect = { widthIn: full.widthIn, heightIn: full.heightIn };
      } else if (row.elementType !== 'FULL_COVER') {
        // A separate panel: the trim, or the trim with bleed on three or four sides.
        const sizes = panelArtSizes(trim);
        expect = sizes.trim;
        alternatives = [sizes.bleed3, sizes.bleed4];
      }
    }
    if (!ebook && !expect) {
      return {
        ok: false,
        findings: [
          quire(
            'ERROR',
            'BOOK_SIZE_MISSING',
            'Complete the book size and type first, then upload the cover again.',
          ),
        ],
        meta: {},
      };
    }
    const report = await engines.inspectImage(path, {
      purpose: ebook ? 'EBOOK_COVER' : 'PRINT_COVER',
      ...(expect ? { expect, alternatives } : {}),
    });
    const meta: FileMeta = { width: report.width, height: report.height };
    if (hasError(report.findings)) return { ok: false, findings: report.findings, meta };
    return withTemp(async (dir) => {
      const out = join(dir, 'reencoded');
      const made = await engines.reencodeImage(path, out, { toSrgb: ebook });
      const key = `files/${row.id}/reencoded`;
      await putFile(key, out);
      const kind = made.format === 'png' ? 'PNG' : 'JPEG';
      return {
        ok: true,
        findings: report.findings,
        meta: { ...meta, reencodedKey: key, reencodedKind: kind },
      };
    });
  }

  async function analyse(
    row: ProjectFileRow,
    project: ProjectFileContext,
    ctx: JobContext,
  ): Promise<Outcome> {
    return storage.withLocalCopy(row.storageKey, async (path) => {
      if (row.kind === 'EPUB') {
        // Stored objects have no extension, and EpubCheck takes a file without `.epub` for
        // something else (it then reports nothing): check it under a name that ends in .epub.
        const r = await withTemp(async (dir) => {
          const named = join(dir, 'book.epub');
          await symlink(path, named);
          return checkEpub(row, named, ctx, [], project);
        });
        return { ...r, conversionStatus: r.ok ? 'CONVERTED' : 'UNAVAILABLE' };
      }
      if (row.kind === 'DOCX') {
        return withTemp(async (dir) => {
          const out = join(dir, 'converted.epub');
          const p = project.project;
          const conversion = await engines.convertDocxToEpub(path, out, {
            title: p.title?.trim() || row.originalName.replace(/\.docx$/i, ''),
            author: project.author,
            language: p.languageCode ?? 'eng',
          });
          if (hasError(conversion.findings)) {
            return { ok: false, findings: conversion.findings, meta: {}, conversionStatus: 'UNAVAILABLE' };
          }
          await core.repo.markProgress(row.id, 40);
          const convertedKey = `files/${row.id}/converted.epub`;
          await putFile(convertedKey, out);
          const r = await checkEpub(row, out, ctx, conversion.findings, project);
          return {
            ...r,
            meta: { ...r.meta, convertedKey },
            conversionStatus: r.ok ? 'CONVERTED_FROM_DOC' : 'UNAVAILABLE',
          };
        });
      }
      if (row.kind === 'PDF') return checkPdf(row, path, project, ctx);
      return checkImage(row, path, project);
    });
  }

  /** The project's fields after a finished preflight, if the file is still the element's current one. */
  function projectPatch(row: ProjectFileRow, outcome: Outcome): ProjectFileState {
    const element = row.elementType as ElementType;
    const patch: ProjectFileState = {
      [STATUS_FIELD[element]]: outcome.ok ? 'SUCCESSFUL' : 'ERROR',
      ...(outcome.ok ? outcome.project : {}),
    };
    if (element === 'INTERIOR') patch.interiorPdfConversionStatus = outcome.conversionStatus ?? null;
    return patch;
  }

  /** Writes the result; answers whether the file is still the element's current one. */
  async function record(tx: Tx, row: ProjectFileRow, outcome: Outcome, at: Date): Promise<boolean> {
    const files = core.on(tx);
    await files.finish(row.id, {
      preflightStatus: outcome.ok ? 'SUCCESSFUL' : 'ERROR',
      conversionStatus: outcome.conversionStatus ?? null,
      findings: outcome.findings,
      pageCount: outcome.pageCount ?? null,
      meta: { ...row.meta, ...outcome.meta },
      completedAt: at,
    });
    const now = await files.find(row.id);
    if (!now || now.supersededAt !== null) return false;
    await projects.applyFileState(row.projectId, projectPatch(row, outcome), tx);
    return true;
  }

  /** A replaced file's stored objects go once nothing works on them any more (the row stays). */
  const forget = (row: ProjectFileRow) => storage.deletePrefix(`files/${row.id}/`).catch(() => {});

  return {
    kind: PREFLIGHT_JOB,
    schema: payloadSchema,
    maxAttempts: 4,
    async run({ fileId }, ctx) {
      const row = await repo.find(fileId);
      const project = row ? await projects.fileContext(row.projectId) : null;
      if (
        !row ||
        !project ||
        row.supersededAt !== null ||
        row.preflightStatus === 'SUCCESSFUL' ||
        row.preflightStatus === 'ERROR'
      ) {
        await ctx.complete(async () => {});
        if (row?.supersededAt) await forget(row);
        return;
      }
      await repo.markProgress(row.id, 10);
      await projects.applyFileState(row.projectId, {
        [STATUS_FIELD[row.elementType as ElementType]]: 'IN_PROGRESS',
      });
      const outcome = await analyse(row, project, ctx);
      let current = true;
      await ctx.complete(async (tx) => {
        current = await record(tx, row, outcome, core.now());
      });
      if (!current) await forget(row);
    },
    async onFailed({ fileId }, error, tx) {
      const row = await core.on(tx).find(fileId);
      if (!row) return;
      const outcome: Outcome = {
        ok: false,
        findings: [quire('ERROR', 'PREFLIGHT_FAILED', COULD_NOT_CHECK)],
        conversionStatus: row.elementType === 'INTERIOR' ? 'UNAVAILABLE' : null,
        meta: {},
      };
      void error;
      await record(tx, row, outcome, core.now());
    },
  };
}
