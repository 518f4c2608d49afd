import type {
  ElementType,
  FileKind,
  Finding,
  PreflightResult,
  PreviewInfo,
  UploadedFileInfo,
} from '@quire/domain';
import type { ProjectFileRow } from './files.tables';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toUploadedFileInfo(row: ProjectFileRow): UploadedFileInfo {
  return {
    id: row.id,
    elementType: row.elementType as ElementType,
    kind: row.kind as FileKind,
    originalName: row.originalName,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

const count = (findings: Finding[], severity: Finding['severity']) =>
  findings.filter((f) => f.severity === severity).length;

/** The status answer for an element: its current file's preflight, or NOT_STARTED without a file. */
export function toPreflightResult(elementType: ElementType, row: ProjectFileRow | null): PreflightResult {
  const findings = row?.findings ?? [];
  return {
    preFlightCheckStatus: row?.preflightStatus ?? 'NOT_STARTED',
    pdfConversionStatus: row?.conversionStatus ?? null,
    data: {
      elementType,
      file: row ? toUploadedFileInfo(row) : null,
      findings,
      errorCount: count(findings, 'ERROR'),
      warningCount: count(findings, 'WARNING'),
      progress: row?.progress ?? 0,
      pageCount: row?.pageCount ?? null,
      completedAt: iso(row?.completedAt ?? null),
    },
  };
}

const FILE_NAMES: Record<FileKind, string> = {
  EPUB: 'book.epub',
  DOCX: 'book.docx',
  PDF: 'file.pdf',
  JPEG: 'image.jpg',
  PNG: 'image.png',
};

/** Where a file is served: the reader's root for an extracted EPUB, the file itself otherwise. */
export function fileUrl(row: ProjectFileRow): string {
  const base = `/api/project/${row.projectId}/files/${row.id}/`;
  if (row.meta.previewPrefix) return base;
  const kind = (row.meta.reencodedKey ? (row.meta.reencodedKind ?? row.kind) : row.kind) as FileKind;
  return `${base}${FILE_NAMES[kind]}`;
}

export function toPreviewInfo(row: ProjectFileRow): PreviewInfo {
  const epub = Boolean(row.meta.previewPrefix);
  return {
    kind: epub ? 'EPUB' : row.kind === 'PDF' ? 'PDF' : 'IMAGE',
    url: fileUrl(row),
    title: row.meta.title ?? null,
    spine: (row.meta.spine ?? []) as PreviewInfo['spine'],
    toc: (row.meta.toc ?? []) as PreviewInfo['toc'],
    pageCount: row.pageCount ?? null,
  };
}
