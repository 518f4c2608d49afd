import { z } from 'zod';
import type { Finding, PreflightResult, PreviewInfo, UploadedFileInfo } from '../files/types';
import { ELEMENT_TYPES, FILE_KINDS } from '../files/types';
import { pageCountProblem } from '../projects/rules';
import { bookSizeMatch, trimSizeOf } from '../projects/trim';
import { COVER_FORMATS, PAPER_COLORS, PRINT_COLORS } from '../projects/types';
import { idParams } from './common';
import { conforming } from './conforms';
import { endpoint } from './endpoint';
import { projectSchema } from './projects';

// The files calls of spec 1 §7 (prefix /api/project): uploads, preflight, approvals, spine,
// samples, previews, file serving and the cover template. The domain's files/types.ts interfaces
// are checked against these schemas.

export const findingSchema = conforming<Finding>()(
  z.object({
    severity: z.enum(['ERROR', 'WARNING', 'INFO']),
    code: z.string(),
    message: z.string(),
    page: z.number().optional(),
    path: z.string().optional(),
    line: z.number().optional(),
    column: z.number().optional(),
    source: z.enum(['quire', 'epubcheck']),
  }),
);

export const uploadedFileSchema = conforming<UploadedFileInfo>()(
  z.object({
    id: z.string(),
    elementType: z.enum(ELEMENT_TYPES),
    kind: z.enum(FILE_KINDS),
    originalName: z.string(),
    size: z.number(),
    uploadedAt: z.string(),
  }),
);

export const preflightResultSchema = conforming<PreflightResult>()(
  z.object({
    preFlightCheckStatus: z.string(),
    pdfConversionStatus: z.string().nullable(),
    data: z.object({
      elementType: z.enum(ELEMENT_TYPES),
      file: uploadedFileSchema.nullable(),
      findings: z.array(findingSchema),
      errorCount: z.number(),
      warningCount: z.number(),
      progress: z.number(),
      pageCount: z.number().nullable().optional(),
      completedAt: z.string().nullable(),
    }),
  }),
);

const tocEntry: z.ZodType<{ label: string; href: string; children: unknown[] }> = z.lazy(() =>
  z.object({ label: z.string(), href: z.string(), children: z.array(tocEntry) }),
);

export const previewInfoSchema = conforming<PreviewInfo>()(
  z.object({
    kind: z.enum(['EPUB', 'PDF', 'IMAGE']),
    url: z.string(),
    title: z.string().nullable(),
    spine: z.array(
      z.object({ idref: z.string(), href: z.string(), title: z.string().nullable(), linear: z.boolean() }),
    ),
    toc: z.array(tocEntry),
    pageCount: z.number().nullable(),
  }),
);

const COVER_FORMAT_MESSAGE = 'This cover format is not available at this page size.';

/** The template generator's query (spec 1 §2 book-cover-template-generator); every field checked. */
export const coverQuerySchema = z
  .object({
    pageSize: z
      .string()
      .max(20)
      .refine((v) => trimSizeOf(v) !== null, { message: 'Choose one of the page sizes we print.' }),
    pageCount: z.coerce
      .number()
      .refine((n) => pageCountProblem(n) === null, { message: 'Enter an even page count from 18 to 800.' }),
    paperColor: z.enum(PAPER_COLORS),
    printColor: z.enum(PRINT_COLORS),
    coverFormat: z.enum(COVER_FORMATS).default('SOFTCOVER'),
  })
  .superRefine((q, ctx) => {
    if (trimSizeOf(q.pageSize) && !bookSizeMatch(q.coverFormat, q.pageSize)) {
      ctx.addIssue({ code: 'custom', path: ['coverFormat'], message: COVER_FORMAT_MESSAGE });
    }
  });
export type CoverQuery = z.infer<typeof coverQuerySchema>;

export const coverDimensionsSchema = z.object({
  pageSize: z.string(),
  trimWidthIn: z.number(),
  trimHeightIn: z.number(),
  spineWidthIn: z.number(),
  bookBlockSpineIn: z.number(),
  fullCover: z.record(z.string(), z.number()),
});

export const coverSpecsSchema = z.object({
  bleedIn: z.number(),
  safeMarginIn: z.number(),
  ebookCoverMin: z.object({ width: z.number(), height: z.number() }),
  paperPageThicknessIn: z.record(z.string(), z.record(z.string(), z.number())),
  pageSizes: z.array(z.object({ pageSize: z.string(), coverFormats: z.array(z.string()) })),
  dimensions: coverDimensionsSchema.nullable(),
});
export type CoverSpecs = z.infer<typeof coverSpecsSchema>;

const id = z.string().max(100);
const elementBody = z.object({ projectId: id, elementType: z.enum(ELEMENT_TYPES) });
const previewStatusQuery = z.object({ forceRefresh: z.string().max(10).optional() });

/**
 * The multipart uploads (`upload`, `uploadSample`) have no body schema: the server streams the
 * parts (file, projectElementType, projectId, authenticityToken) and checks each as it comes.
 */
export const filesEndpoints = {
  upload: endpoint({ method: 'POST', path: '/api/project/upload', response: preflightResultSchema }),
  uploadSample: endpoint({
    method: 'POST',
    path: '/api/project/uploadSample',
    response: preflightResultSchema,
  }),
  preflightStatus: endpoint({
    method: 'GET',
    path: '/api/project/preflightstatus',
    query: z.object({ projectId: id, elementType: z.enum(ELEMENT_TYPES) }),
    response: preflightResultSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/project/approve',
    body: elementBody,
    response: projectSchema,
  }),
  approveSample: endpoint({
    method: 'POST',
    path: '/api/project/approveSample',
    body: z.object({ projectId: id, elementType: z.enum(ELEMENT_TYPES).optional() }),
    response: projectSchema,
  }),
  spine: endpoint({
    method: 'POST',
    path: '/api/project/spine',
    body: z.object({
      projectId: id,
      spineColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Choose a spine colour as #RRGGBB.' }),
    }),
    response: projectSchema,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/project/:id/preview',
    params: idParams,
    response: previewInfoSchema,
  }),
  previewSample: endpoint({
    method: 'GET',
    path: '/api/project/:id/preview_sample',
    params: idParams,
    response: previewInfoSchema,
  }),
  ebookPreviewStatus: endpoint({
    method: 'GET',
    path: '/api/project/:id/ebook-preview-prefilght-status',
    params: idParams,
    query: previewStatusQuery,
    response: preflightResultSchema,
  }),
  samplePreviewStatus: endpoint({
    method: 'GET',
    path: '/api/project/:id/sample-preview-prefilght-status',
    params: idParams,
    query: previewStatusQuery,
    response: preflightResultSchema,
  }),
  /** The file itself (an EPUB entry by path, the PDF, the cover image), not an envelope. */
  file: endpoint({
    method: 'GET',
    path: '/api/project/:id/files/:fileId/*',
    params: z.object({ id, fileId: z.string().max(100), '*': z.string().max(2000).optional() }),
    response: z.unknown(),
  }),
  /** A cover's image for its dashboard card (a WebP), not an envelope. */
  coverThumbnail: endpoint({
    method: 'GET',
    path: '/api/project/:id/cover-thumbnail/:fileId',
    params: z.object({ id, fileId: z.string().max(100) }),
    response: z.unknown(),
  }),
  createCustomSample: endpoint({
    method: 'POST',
    path: '/api/project/:id/createCustomSample',
    params: idParams,
    body: z.object({
      hrefs: z
        .array(z.string().min(1).max(500))
        .min(1, { message: 'Choose at least one chapter.' })
        .max(1000),
    }),
    response: projectSchema,
  }),
  /** Without a book (no query) only the constants; with one, its full cover's dimensions too. */
  coverSpecs: endpoint({
    method: 'GET',
    path: '/api/project/cover-specs',
    query: z.union([coverQuerySchema, z.object({}).strict()]),
    response: coverSpecsSchema,
  }),
  /** The template PDF as a download, not an envelope. */
  generateCover: endpoint({
    method: 'GET',
    path: '/api/project/generateCover',
    query: coverQuerySchema,
    response: z.unknown(),
  }),
};
