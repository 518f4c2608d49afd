import { z } from 'zod';
import { CONTENT_MESSAGES as M } from '../content/messages';
import {
  BANNER_PAGES,
  BANNER_RESOURCE_TYPES,
  BANNER_SIZES,
  MODULE_TEMPLATES,
  MODULE_TYPES,
} from '../content/types';
import { optionalParam } from './common';
import { siteMessageSchema } from './content-messages';
import { endpoint } from './endpoint';

// Site modules and ad banners (spec 3 §3 "Banner and site module", §7 "Site modules and banners";
// spec 1 §7 page-banners/{page}). Images are uploaded first (re-encoded; the answer names the
// stored file) and then referred to by filePath.

const page = z.enum(BANNER_PAGES);
const copy = z.string().max(4000).describe('HTML, sanitised with the rich-text allow-list');
const link = z.string().trim().max(500).nullish();

/** One column of a module: copy, an image, a link. */
export const moduleColumnSchema = z
  .object({
    heading: z.string().max(120).nullable(),
    copy: z.string().nullable(),
    imagePath: z.string().nullable().describe('A stored image (from site-module-image-upload)'),
    imageUrl: z.string().nullable().describe('Where the browser loads it'),
    imageAlt: z.string().max(200).nullable(),
    link: z.string().nullable(),
    linkLabel: z.string().max(80).nullable(),
  })
  .describe('ModuleColumn');

export const siteModuleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    moduleType: z.enum(MODULE_TYPES),
    template: z.enum(MODULE_TEMPLATES),
    doubleTemplate: z.boolean().describe('Two columns side by side'),
    columns: z.array(moduleColumnSchema).min(1).max(2),
    pages: z.array(page),
    position: z.number().int(),
    active: z.boolean(),
    startAt: z.string().nullable(),
    endAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .describe('SiteModule');
export type SiteModule = z.infer<typeof siteModuleSchema>;

const columnInput = z.object({
  heading: z.string().trim().max(120).nullish(),
  copy: copy.nullish(),
  imagePath: z.string().max(200).nullish(),
  imageAlt: z.string().trim().max(200).nullish(),
  link,
  linkLabel: z.string().trim().max(80).nullish(),
});

export const siteModuleInputSchema = z
  .object({
    id: z.string().max(100).nullish(),
    name: z.string().trim().min(1, { error: M.titleRequired }).max(120),
    moduleType: z.enum(MODULE_TYPES),
    template: z.enum(MODULE_TEMPLATES, { error: M.moduleTemplateRequired }),
    doubleTemplate: z.boolean().default(false),
    columns: z.array(columnInput).min(1).max(2),
    pages: z.array(page).min(1, { error: M.modulePagesRequired }).max(BANNER_PAGES.length),
    position: z.number().int().min(0).max(1000).default(0),
    active: z.boolean().default(true),
    startAt: z.string().max(40).nullish(),
    endAt: z.string().max(40).nullish(),
  })
  .describe('SiteModuleInput');

export const adBannerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    size: z.enum(BANNER_SIZES.map((s) => s.code) as [string, ...string[]]),
    resourceType: z.enum(BANNER_RESOURCE_TYPES),
    imagePath: z.string().nullable(),
    imageUrl: z.string().nullable(),
    imageAlt: z.string().nullable(),
    html: z.string().nullable().describe('HTML resource type: sanitised'),
    link: z.string().nullable(),
    pages: z.array(page),
    active: z.boolean(),
    startAt: z.string().nullable(),
    endAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .describe('AdBanner');
export type AdBanner = z.infer<typeof adBannerSchema>;

export const adBannerInputSchema = z
  .object({
    id: z.string().max(100).nullish(),
    name: z.string().trim().min(1, { error: M.titleRequired }).max(120),
    size: z.enum(BANNER_SIZES.map((s) => s.code) as [string, ...string[]]),
    resourceType: z.enum(BANNER_RESOURCE_TYPES),
    imagePath: z.string().max(200).nullish(),
    imageAlt: z.string().trim().max(200).nullish(),
    html: copy.nullish(),
    link,
    pages: z.array(page).min(1, { error: M.modulePagesRequired }).max(BANNER_PAGES.length),
    active: z.boolean().default(true),
    startAt: z.string().max(40).nullish(),
    endAt: z.string().max(40).nullish(),
  })
  .describe('AdBannerInput');

const uploaded = z.object({
  filePath: z.string().describe('Refer to the image by this in a module or banner'),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
  bytes: z.number().int(),
});

const pageOf = {
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(100).default(20),
};

/** What a page shows of the site's content, in one request (spec 1 §7 page-banners/{page}). */
export const pageContentSchema = z
  .object({
    page: z.string(),
    modules: z.array(siteModuleSchema).describe('Active now, aimed at this page, by position'),
    banners: z.array(adBannerSchema),
    messages: z
      .array(siteMessageSchema)
      .describe("The signed-in reader's site messages (none for a visitor)"),
  })
  .describe('PageContent');

export const contentModulesEndpoints = {
  pageBanners: endpoint({
    method: 'GET',
    path: '/api/project/page-banners/:page',
    params: z.object({ page: z.string().max(60) }),
    response: pageContentSchema,
  }),
  modules: endpoint({
    method: 'GET',
    path: '/api/admin/site-modules',
    query: z.object({ moduleType: optionalParam(z.enum(MODULE_TYPES)), ...pageOf }),
    response: z.object({ modules: z.array(siteModuleSchema), totalCount: z.number().int() }),
  }),
  module: endpoint({
    method: 'GET',
    path: '/api/admin/site-module',
    query: z.object({ id: z.string().max(100) }),
    response: z.object({ module: siteModuleSchema }),
  }),
  moduleDisplay: endpoint({
    method: 'GET',
    path: '/api/admin/site-module-display',
    query: z.object({ moduleType: z.enum(MODULE_TYPES), pageUrl: page }),
    response: z.object({ modules: z.array(siteModuleSchema) }),
  }),
  moduleCreate: endpoint({
    method: 'POST',
    path: '/api/admin/site-module-create',
    body: z.object({ module: siteModuleInputSchema }),
    response: z.object({ module: siteModuleSchema }),
  }),
  modulesDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/site-modules-delete',
    query: z.object({ id: z.string().max(100) }),
    response: z.object({ deleted: z.literal(true), id: z.string() }),
  }),
  moduleImageUpload: endpoint({
    method: 'POST',
    path: '/api/admin/site-module-image-upload',
    response: uploaded.describe('multipart/form-data with one file (field "file")'),
  }),
  moduleImageNew: endpoint({
    method: 'GET',
    path: '/api/admin/site-module-image-upload-new',
    query: z.object({ filePath: z.string().max(200) }),
    response: uploaded,
  }),
  moduleImage: endpoint({
    method: 'GET',
    path: '/api/admin/site-module-image',
    query: z.object({
      id: optionalParam(z.string().max(100)).describe(
        "One module's images; without it, every stored image, newest first",
      ),
    }),
    response: z.object({ images: z.array(uploaded) }),
  }),
  banners: endpoint({
    method: 'GET',
    path: '/api/admin/ad-banners',
    query: z.object(pageOf),
    response: z.object({ banners: z.array(adBannerSchema), totalCount: z.number().int() }),
  }),
  banner: endpoint({
    method: 'GET',
    path: '/api/admin/ad-banner',
    query: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({ banner: adBannerSchema }),
  }),
  bannerDelete: endpoint({
    method: 'DELETE',
    path: '/api/admin/ad-banners',
    query: z.object({
      id: z.string().max(100),
      page: z.coerce.number().int().min(1).default(1),
      recordsPerPage: pageOf.recordsPerPage,
    }),
    response: z.object({
      deleted: z.literal(true),
      id: z.string(),
      banners: z.array(adBannerSchema),
      totalCount: z.number().int(),
    }),
  }),
  bannerSave: endpoint({
    method: 'POST',
    path: '/api/admin/ad-banner-save',
    body: z.object({ banner: adBannerInputSchema }),
    response: z.object({ banner: adBannerSchema }),
  }),
  bannerResourceType: endpoint({
    method: 'GET',
    path: '/api/admin/banner-resource-type',
    query: z.object({ type: optionalParam(z.enum(BANNER_RESOURCE_TYPES)) }),
    response: z.object({
      resourceTypes: z.array(
        z.object({ type: z.enum(BANNER_RESOURCE_TYPES), label: z.string(), description: z.string() }),
      ),
    }),
  }),
  bannerSizes: endpoint({
    method: 'GET',
    path: '/api/admin/banner-sizes',
    response: z.object({
      sizes: z.array(
        z.object({ code: z.string(), label: z.string(), width: z.number().int(), height: z.number().int() }),
      ),
    }),
  }),
  bannerImageUpload: endpoint({
    method: 'POST',
    path: '/api/admin/banner-image-upload',
    response: uploaded.describe('multipart/form-data with one file (field "file")'),
  }),
} as const;
