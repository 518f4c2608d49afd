import {
  type AdBanner,
  BANNER_PAGES,
  BANNER_RESOURCE_TYPES,
  BANNER_SIZES,
  type BannerResourceType,
  CONTENT_MESSAGES as M,
} from '@quire/domain';
import { maxLength, required } from '@quire/domain/forms/rules';
import type { BannerInput } from '../../api/banners';
import { aLink, imageValueOf, requiredWith, scheduleControls, sentMoment } from '../form-rules';

/**
 * The banner editor's controls and rules (named as ad-banner-save names its fields), and the
 * way to and from its payload: an image banner has an image and its description, an HTML one
 * its HTML; the other kind's controls are idle and send nothing.
 */

export function bannerForm(loaded: AdBanner | undefined) {
  const image = imageValueOf(loaded);
  return {
    name: { label: 'name', initial: loaded?.name ?? '', rules: [required(M.titleRequired), maxLength(120)] },
    size: { label: 'size', initial: loaded?.size ?? (BANNER_SIZES[0].code as string) },
    resourceType: { label: 'resource type', initial: (loaded?.resourceType ?? 'IMAGE') as string },
    image: { label: 'image', initial: image, rules: [required(M.imageRequired)] },
    imageAlt: {
      label: 'image description',
      initial: loaded?.imageAlt ?? '',
      rules: [requiredWith('image', M.imageAltRequired), maxLength(200)],
    },
    html: {
      label: 'HTML',
      initial: loaded?.html ?? '',
      text: false,
      rules: [required(M.bannerHtmlRequired), maxLength(4000)],
    },
    link: { label: 'link', initial: loaded?.link ?? '', rules: [aLink, maxLength(500)] },
    pages: {
      label: 'pages',
      initial: [...(loaded?.pages ?? [])] as string[],
      rules: [required(M.modulePagesRequired)],
    },
    active: { label: 'active', initial: loaded?.active ?? true },
    ...scheduleControls(loaded),
  };
}

export type BannerValues = {
  [K in keyof ReturnType<typeof bannerForm>]: ReturnType<typeof bannerForm>[K]['initial'];
};

export const resourceTypeOf = (v: string): BannerResourceType =>
  BANNER_RESOURCE_TYPES.find((t) => t === v) ?? 'IMAGE';

/** The controls the chosen resource type leaves idle. */
export const idleControls = (v: BannerValues): readonly string[] =>
  resourceTypeOf(v.resourceType) === 'IMAGE' ? ['html'] : ['image', 'imageAlt'];

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** ad-banner-save's banner: with the loaded banner's id when editing. */
export function bannerInput(loaded: AdBanner | undefined, v: BannerValues): BannerInput {
  const image = resourceTypeOf(v.resourceType) === 'IMAGE';
  return {
    ...(loaded ? { id: loaded.id } : {}),
    name: v.name.trim(),
    size: v.size,
    resourceType: resourceTypeOf(v.resourceType),
    imagePath: image ? (v.image?.filePath ?? null) : null,
    imageAlt: image && v.image ? text(v.imageAlt) : null,
    html: image ? null : v.html,
    link: text(v.link),
    pages: BANNER_PAGES.filter((p) => v.pages.includes(p)),
    active: v.active,
    startAt: sentMoment(v.startAt, loaded?.startAt),
    endAt: sentMoment(v.endAt, loaded?.endAt),
  };
}

/** The form's control of a server field ("banner.imagePath" → "image"). */
export const formKeyOf = (field: string): string =>
  field.replace(/^banner\./, '').replace(/^imagePath$/, 'image');
