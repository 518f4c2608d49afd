/**
 * Files, preflight and conversion: the shapes shared by the server's files module, its
 * preflight engines and the web client (spec 1 §3, §4, §7).
 */
import type { ConversionStatus, PreflightStatus } from '../projects/types';

/** What an uploaded file is for: `projectElementType` of upload, `elementType` of status/approve/preview. */
export const ELEMENT_TYPES = ['INTERIOR', 'SAMPLE', 'FULL_COVER', 'FRONT_COVER', 'BACK_COVER'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The preflight statuses Quire itself writes (spec 1 §4). */
export const PREFLIGHT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'SUCCESSFUL', 'ERROR'] as const;
export type QuirePreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/** Conversion statuses; any of them means conversion is complete (spec 1 §4). */
export const CONVERSION_STATUSES = ['CONVERTED', 'CONVERTED_FROM_DOC', 'UNAVAILABLE'] as const;
export type QuireConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** A file's kind, decided by its bytes (magic numbers and, for zips, their content), never its name. */
export const FILE_KINDS = ['EPUB', 'DOCX', 'PDF', 'JPEG', 'PNG'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** How bad a finding is. ERROR fails the preflight; WARNING and INFO do not. */
export type Severity = 'ERROR' | 'WARNING' | 'INFO';

/** One thing a preflight found, in words an author can act on, and where it is. */
export interface Finding {
  severity: Severity;
  /** A stable code, e.g. 'EPUB_MIMETYPE_MISSING', 'PDF_PAGE_SIZE' or an EpubCheck id 'RSC-005'. */
  code: string;
  message: string;
  /** 1-based page number in a PDF. */
  page?: number;
  /** A path inside the EPUB/DOCX container, e.g. 'OEBPS/chapter1.xhtml'. */
  path?: string;
  /** Line (and column) inside `path`, when known. */
  line?: number;
  column?: number;
  /** Who found it: Quire's own checks or EpubCheck. */
  source: 'quire' | 'epubcheck';
}

/** `GET /api/project/preflightstatus` (spec 1 §3 "Preflight result"). */
export interface PreflightResult {
  preFlightCheckStatus: PreflightStatus;
  pdfConversionStatus: ConversionStatus | null;
  data: PreflightData;
}

export interface PreflightData {
  elementType: ElementType;
  /** The current file of this element, or null when none was uploaded. */
  file: UploadedFileInfo | null;
  findings: Finding[];
  /** Counts by severity, for the summary line. */
  errorCount: number;
  warningCount: number;
  /** 0–100 while IN_PROGRESS, for the progress bar; 100 once done. */
  progress: number;
  /** A PDF's page count, when known. */
  pageCount?: number | null;
  /** When the job ended (ISO instant), or null. */
  completedAt: string | null;
}

export interface UploadedFileInfo {
  id: string;
  elementType: ElementType;
  kind: FileKind;
  /** The name the author's file had (display only; never used as a path). */
  originalName: string;
  size: number;
  uploadedAt: string;
}

/** The sample preference of an eBook (spec 1 §3 sample types). */
export const SAMPLE_TYPES_LIST = ['DEFAULT', 'CUSTOM', 'SELECTED'] as const;

/** One entry of an EPUB's reading order or table of contents, as the preview shows it. */
export interface EpubTocEntry {
  label: string;
  /** Path inside the EPUB, with an optional #fragment. */
  href: string;
  children: EpubTocEntry[];
}

export interface EpubSpineItem {
  idref: string;
  /** Path inside the EPUB. */
  href: string;
  /** The first heading or the TOC label, when known. */
  title: string | null;
  linear: boolean;
}

/** `GET /api/project/{id}/preview` and `preview_sample`: what the in-browser reader needs. */
export interface PreviewInfo {
  kind: 'EPUB' | 'PDF' | 'IMAGE';
  /** Address of the file (PDF, image) or of the reader's root (EPUB) under /api/project/{id}/files/…. */
  url: string;
  title: string | null;
  spine: EpubSpineItem[];
  toc: EpubTocEntry[];
  pageCount: number | null;
}
