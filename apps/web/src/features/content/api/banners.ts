import type { AdBanner, BodyOf, contentModulesEndpoints, QueryOf, ResponseOf } from '@quire/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ErrorHandler } from '../../../lib/api-client';
import { type ImageUploader, uploadContentImage } from './modules';

/**
 * The administrators' ad banners (spec 3 §7 "Site modules and banners"): the list, one banner, save, delete
 * (which answers the page it leaves), the sizes and resource types, and the banner image upload.
 */

type Banners = typeof contentModulesEndpoints;

export type { AdBanner };
/** A page of ad-banners as the screen asks it. */
export type BannersQuery = Record<keyof QueryOf<Banners['banners']>, number>;
export type BannersPage = ResponseOf<Banners['banners']>;
/** What ad-banner-save takes: with an id it replaces that banner. */
export type BannerInput = BodyOf<Banners['bannerSave']>['banner'];
export type BannerSize = ResponseOf<Banners['bannerSizes']>['sizes'][number];
export type BannerResourceTypeOption = ResponseOf<Banners['bannerResourceType']>['resourceTypes'][number];

export const bannerKeys = {
  all: ['admin', 'ad-banners'] as const,
  list: (q: BannersQuery) => ['admin', 'ad-banners', 'list', q] as const,
  one: (id: string) => ['admin', 'ad-banners', 'one', id] as const,
  sizes: ['admin', 'ad-banners', 'sizes'] as const,
  resourceTypes: ['admin', 'ad-banners', 'resource-types'] as const,
};

const getPage = (q: BannersQuery, signal?: AbortSignal) =>
  api.get<BannersPage>('/api/admin/ad-banners', { query: q, signal });

export const bannersQuery = (q: BannersQuery) =>
  queryOptions({
    queryKey: bannerKeys.list(q),
    queryFn: ({ signal }) => getPage(q, signal),
    placeholderData: keepPreviousData,
  });

/**
 * GET ad-banner: one banner to edit, as the list shows it (sent back to ad-banner-save as read);
 * `onError` may say a 404 on the page itself.
 */
export const bannerQuery = (id: string, onError?: ErrorHandler) =>
  queryOptions({
    queryKey: bannerKeys.one(id),
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Banners['banner']>>('/api/admin/ad-banner', { query: { id }, signal, onError })
        .then((p) => p.banner),
  });

/** The banner sizes (IAB names with their pixels); they do not change while the app runs. */
export const bannerSizesQuery = () =>
  queryOptions({
    queryKey: bannerKeys.sizes,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<Banners['bannerSizes']>>('/api/admin/banner-sizes', { signal }).then((p) => p.sizes),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The resource types a banner may have (an image, or HTML), with their descriptions. */
export const bannerResourceTypesQuery = () =>
  queryOptions({
    queryKey: bannerKeys.resourceTypes,
    queryFn: ({ signal }) =>
      api
        .get<ResponseOf<Banners['bannerResourceType']>>('/api/admin/banner-resource-type', { signal })
        .then((p) => p.resourceTypes),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST ad-banner-save: creates (no id) or replaces a banner; answers it as saved. */
export function saveBanner(banner: BannerInput, onError?: ErrorHandler) {
  const body: BodyOf<Banners['bannerSave']> = { banner };
  return api
    .post<ResponseOf<Banners['bannerSave']>>('/api/admin/ad-banner-save', body, { onError })
    .then((p) => p.banner);
}

/** DELETE ad-banners: answers the page the list was on, without the banner. */
export function deleteBanner(id: string, q: BannersQuery, onError?: ErrorHandler) {
  return api.delete<ResponseOf<Banners['bannerDelete']>>('/api/admin/ad-banners', {
    query: { id, page: q.pageNumber, recordsPerPage: q.recordsPerPage },
    onError,
  });
}

/** POST banner-image-upload. */
export const uploadBannerImage: ImageUploader = (file, onProgress, signal) =>
  uploadContentImage('/api/admin/banner-image-upload', file, onProgress, signal);
