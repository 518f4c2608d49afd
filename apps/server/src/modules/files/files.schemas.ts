import { ELEMENT_TYPES, FILE_KINDS } from '@quire/domain';
import { z } from 'zod';

/** Response schemas of the files calls (they double as serializers and the OpenAPI document). */
export const findingSchema = z.object({
  severity: z.enum(['ERROR', 'WARNING', 'INFO']),
  code: z.string(),
  message: z.string(),
  page: z.number().optional(),
  path: z.string().optional(),
  line: z.number().optional(),
  column: z.number().optional(),
  source: z.enum(['quire', 'epubcheck']),
});

export const uploadedFileSchema = z.object({
  id: z.string(),
  elementType: z.enum(ELEMENT_TYPES),
  kind: z.enum(FILE_KINDS),
  originalName: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});

export const preflightResultSchema = z.object({
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
});

const tocEntry: z.ZodType<{ label: string; href: string; children: unknown[] }> = z.lazy(() =>
  z.object({ label: z.string(), href: z.string(), children: z.array(tocEntry) }),
);

export const previewInfoSchema = z.object({
  kind: z.enum(['EPUB', 'PDF', 'IMAGE']),
  url: z.string(),
  title: z.string().nullable(),
  spine: z.array(
    z.object({ idref: z.string(), href: z.string(), title: z.string().nullable(), linear: z.boolean() }),
  ),
  toc: z.array(tocEntry),
  pageCount: z.number().nullable(),
});

const id = z.string().max(100);
export const elementBody = z.object({ projectId: id, elementType: z.enum(ELEMENT_TYPES) });
export const sampleBody = z.object({ projectId: id, elementType: z.enum(ELEMENT_TYPES).optional() });
export const statusQuery = z.object({ projectId: id, elementType: z.enum(ELEMENT_TYPES) });
export const spineBody = z.object({
  projectId: id,
  spineColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Choose a spine colour as #RRGGBB.' }),
});
export const customSampleBody = z.object({
  hrefs: z.array(z.string().min(1).max(500)).min(1, { message: 'Choose at least one chapter.' }).max(1000),
});
export const forceRefreshQuery = z.object({ forceRefresh: z.string().max(10).optional() });
export const fileParams = z.object({ id, fileId: z.string().max(100), '*': z.string().max(2000).optional() });
