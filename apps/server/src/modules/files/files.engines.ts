/**
 * The engines the files module drives (contract sections B, C, D), behind one seam so the
 * preflight job reads as a sequence of steps. Every function here is the real engine.
 */
import type { Finding, PdfFacts } from '@quire/domain';
import { CoverArtUnusable } from './engines/cover/cover-art-error';
import type { CoverTemplateSpec } from './engines/cover/layout';
import type { EpubReport } from './engines/epub/preflight-epub';
import { inspectPdf, PdfUnreadableError } from './engines/pdf/inspect-pdf';
import { decodeZipName } from './engines/zip/zip-names';

export type { CoverTemplateSpec, EpubReport };

export interface Engines {
  preflightEpub(
    path: string,
    opts?: { epubcheck?: 'auto' | 'off'; signal?: AbortSignal },
  ): Promise<EpubReport>;
  extractEpub(path: string, write: (entryPath: string, data: Buffer) => Promise<void>): Promise<void>;
  convertDocxToEpub(
    docxPath: string,
    outEpubPath: string,
    meta: { title: string; author: string | null; language: string },
  ): Promise<{ findings: Finding[] }>;
  buildSampleEpub(
    epubPath: string,
    outEpubPath: string,
    opts: { hrefs: string[]; title: string },
  ): Promise<{ findings: Finding[] }>;
  inspectPdf(
    path: string,
    opts?: { signal?: AbortSignal; onProgress?(done: number, total: number): void },
  ): Promise<PdfFacts>;
  /** A PDF the inspector refused as broken or pathological (a file at fault, not a transient error). */
  isPdfUnreadable(error: unknown): error is Error;
  inspectImage(
    path: string,
    opts: {
      purpose: 'EBOOK_COVER' | 'PRINT_COVER';
      expect?: { widthIn: number; heightIn: number };
      alternatives?: { widthIn: number; heightIn: number }[];
    },
  ): Promise<{ findings: Finding[]; width: number; height: number }>;
  reencodeImage(
    inPath: string,
    outPath: string,
    opts?: { toSrgb?: boolean },
  ): Promise<{ width: number; height: number; format: 'jpeg' | 'png' }>;
  /** An sRGB JPEG of a cover for the web, at most `maxWidth` pixels wide (the public product page). */
  webImage(
    inPath: string,
    outPath: string,
    opts: { maxWidth: number },
  ): Promise<{ width: number; height: number }>;
  /**
   * A cover's image for its dashboard card: a WebP covering 400 × 600 pixels, from a cover image
   * or a PDF cover's first page (drawn in the PDF worker; a PDF it cannot draw: isPdfUnreadable).
   */
  coverThumbnail(
    path: string,
    kind: 'PDF' | 'IMAGE',
    outPath: string,
  ): Promise<{ width: number; height: number }>;
  generateCoverTemplate(spec: CoverTemplateSpec): Promise<Uint8Array>;
  /** Rejects with an error `isCoverArtUnusable` knows when a cover that passed preflight cannot be placed. */
  composeFullCover(
    front: { path: string; kind: 'PDF' | 'JPEG' | 'PNG' },
    back: { path: string; kind: 'PDF' | 'JPEG' | 'PNG' },
    spec: CoverTemplateSpec,
    spineColor: string,
  ): Promise<Uint8Array>;
  /** A cover composeFullCover could not place (the author's file at fault, with a message for them). */
  isCoverArtUnusable(error: unknown): error is Error;
}

/** The names inside a zip (central directory only, nothing inflated), at most `max`; [] when unreadable. */
export async function zipEntryNames(path: string, max = 20_000): Promise<string[]> {
  try {
    const { openZipArchive } = await import('./engines/zip/zip-archive');
    const archive = await openZipArchive(path);
    try {
      const names: string[] = [];
      await archive.entries((e) => {
        const name = decodeZipName(e.rawName);
        if (name !== null) names.push(name);
        return names.length < max;
      });
      return names;
    } finally {
      archive.close();
    }
  } catch {
    return [];
  }
}

/*
 * The engines and their libraries (sharp, pdf-lib, mammoth, sanitize-html, parse5, saxes, yazl,
 * yauzl: about 100 MB resident and a second of loading together) are imported the first time a
 * file needs them, not when the server starts (a lighter start; build.mjs splits them into chunks).
 */
export const engines: Engines = {
  preflightEpub: async (...a) => (await import('./engines/epub/preflight-epub')).preflightEpub(...a),
  extractEpub: async (...a) => (await import('./engines/epub/preflight-epub')).extractEpub(...a),
  convertDocxToEpub: async (...a) => (await import('./engines/docx/convert-docx')).convertDocxToEpub(...a),
  buildSampleEpub: async (...a) => (await import('./engines/sample/build-sample')).buildSampleEpub(...a),
  inspectPdf: (path, opts) => inspectPdf(path, opts),
  isPdfUnreadable: (error: unknown): error is Error => error instanceof PdfUnreadableError,
  inspectImage: async (...a) => (await import('./engines/image/image')).inspectImage(...a),
  reencodeImage: async (...a) => (await import('./engines/image/image')).reencodeImage(...a),
  webImage: async (...a) => (await import('./engines/image/image')).webImage(...a),
  coverThumbnail: async (...a) => (await import('./engines/cover/thumbnail')).coverThumbnail(...a),
  generateCoverTemplate: async (...a) =>
    (await import('./engines/cover/template')).generateCoverTemplate(...a),
  composeFullCover: async (...a) => (await import('./engines/cover/compose')).composeFullCover(...a),
  isCoverArtUnusable: (error: unknown): error is Error => error instanceof CoverArtUnusable,
};
