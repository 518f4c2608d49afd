import {
  type AdBanner,
  type adBannerInputSchema,
  appError,
  BANNER_RESOURCE_TYPE_TEXT,
  BANNER_RESOURCE_TYPES,
  BANNER_SIZES,
  type BannerPage,
  type BannerResourceType,
  isAdmin,
  isUuid,
  type LoggedInUser,
  CONTENT_MESSAGES as M,
} from '@quire/domain';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditService } from '../audit';
import type { AdBannersRepository, NewAdBannerRow } from './content.banners.repository';
import { type ContentImages, contentImageUrl } from './content.images';
import { checkLink, checkWindow, cleanHtml, Problems, textOrNull } from './content.modules.input';
import { sanitizeMessageHtml } from './content.sanitize';
import type { AdBannerRow } from './content.tables';

export type AdBannerInput = z.output<typeof adBannerInputSchema>;

/** A banner the demo seed adds once (by its fixed id). */
export type AdBannerSeed = Omit<NewAdBannerRow, 'createdAt' | 'updatedAt' | 'updatedBy'> & { id: string };

export interface AdBannersDeps {
  uow: UnitOfWork<AdBannersRepository>;
  images: Pick<ContentImages, 'known'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/** A row as the API answers it, the image with the address the browser loads it from. */
export function toAdBanner(r: AdBannerRow): AdBanner {
  return {
    id: r.id,
    name: r.name,
    size: r.size,
    resourceType: r.resourceType as AdBanner['resourceType'],
    imagePath: r.imagePath,
    imageUrl: r.imagePath ? contentImageUrl(r.imagePath) : null,
    imageAlt: r.imageAlt,
    html: r.html,
    link: r.link,
    pages: r.pages as AdBanner['pages'],
    active: r.active,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * A banner's rules: IMAGE needs a stored image (uploaded first) and its alt text, HTML needs HTML
 * (kept as the rich-text allow-list leaves it); the link https or of the site; the end after the
 * start. Every problem on its field (banner.…) at once.
 */
export function checkBannerInput(input: AdBannerInput, stored: ReadonlySet<string>) {
  const problems = new Problems('banner.');
  const isImage = input.resourceType === 'IMAGE';
  const imagePath = isImage ? textOrNull(input.imagePath) : null;
  const imageAlt = isImage ? textOrNull(input.imageAlt) : null;
  const html = isImage ? null : cleanHtml(input.html);
  if (isImage && (!imagePath || !stored.has(imagePath))) problems.add('imagePath', M.imageRequired);
  if (isImage && !imageAlt) problems.add('imageAlt', M.imageAltRequired);
  if (!isImage && !html) problems.add('html', M.bannerHtmlRequired);
  const link = checkLink(problems, 'link', input.link);
  const window = checkWindow(problems, input);
  problems.throwIfAny();
  return {
    name: input.name,
    size: input.size,
    resourceType: input.resourceType,
    imagePath,
    imageAlt,
    html,
    link,
    pages: [...new Set(input.pages)],
    active: input.active,
    ...window,
  };
}

/**
 * Ad banners (spec 3 §7 "Site modules and banners"): an image or HTML of an IAB size, aimed at pages,
 * shown between its start and end. Administrators page through, save and delete them (audited).
 */
export function createAdBannersService({ uow, images, audit, now }: AdBannersDeps) {
  const assertAdmin = (user: LoggedInUser) => {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  };
  const actorOf = (user: LoggedInUser) => ({ customerId: user.customerId, email: user.email });

  async function page(pageNumber: number, recordsPerPage: number) {
    const { rows, totalCount } = await uow.repos.list({ page: pageNumber, limit: recordsPerPage });
    return { banners: rows.map(toAdBanner), totalCount };
  }

  return {
    /** GET ad-banners: a page of banners, the most recently changed first. */
    async list(user: LoggedInUser, q: { pageNumber: number; recordsPerPage: number }) {
      assertAdmin(user);
      return page(q.pageNumber, q.recordsPerPage);
    },

    /** GET ad-banner: one banner as the list shows it (404 when unknown). */
    async get(user: LoggedInUser, id: string): Promise<AdBanner> {
      assertAdmin(user);
      const row = isUuid(id) ? await uow.repos.find(id) : null;
      if (!row) throw appError('NOT_FOUND', { field: 'id', description: M.bannerNotFound });
      return toAdBanner(row);
    },

    /** What a page shows now (the page-banners call; no user check). */
    async showing(pageName: BannerPage): Promise<AdBanner[]> {
      return (await uow.repos.showing(pageName, now())).map(toAdBanner);
    },

    /** POST ad-banner-save: creates a banner (no id) or changes one, audited. */
    async save(user: LoggedInUser, input: AdBannerInput): Promise<AdBanner> {
      assertAdmin(user);
      const path = textOrNull(input.imagePath);
      const known = await images.known(path ? [path] : []);
      const columns = checkBannerInput(input, new Set(known.keys()));
      const at = now();
      const id = textOrNull(input.id);
      return uow.withTransaction(async (repos, tx) => {
        const before = id && isUuid(id) ? await repos.lockRow(id) : null;
        if (id && !before) throw appError('NOT_FOUND', { field: 'banner.id' });
        const row = before
          ? await repos.update(before.id, { ...columns, updatedAt: at, updatedBy: user.customerId })
          : await repos.insert({ ...columns, createdAt: at, updatedAt: at, updatedBy: user.customerId });
        const after = toAdBanner(row);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.banner.save',
            targetType: 'ad-banner',
            targetId: row.id,
            before: before ? toAdBanner(before) : null,
            after,
          },
          tx,
        );
        return after;
      });
    },

    /** DELETE ad-banners: removes a banner (404 when unknown), audited; answers the page asked for. */
    async remove(user: LoggedInUser, q: { id: string; page: number; recordsPerPage: number }) {
      assertAdmin(user);
      const id = await uow.withTransaction(async (repos, tx) => {
        const row = isUuid(q.id) ? await repos.lockRow(q.id) : null;
        if (!row) throw appError('NOT_FOUND', { field: 'id' });
        await repos.remove(row.id);
        await audit.record(
          {
            actor: actorOf(user),
            action: 'content.banner.delete',
            targetType: 'ad-banner',
            targetId: row.id,
            before: toAdBanner(row),
          },
          tx,
        );
        return row.id;
      });
      return { deleted: true as const, id, ...(await page(q.page, q.recordsPerPage)) };
    },

    /** GET banner-resource-type: the resource types in words (only `type` when given). */
    resourceTypes(user: LoggedInUser, type?: BannerResourceType) {
      assertAdmin(user);
      return BANNER_RESOURCE_TYPES.filter((t) => !type || t === type).map((t) => ({
        type: t,
        ...BANNER_RESOURCE_TYPE_TEXT[t],
      }));
    },

    /** GET banner-sizes: the IAB sizes a banner may have. */
    sizes(user: LoggedInUser) {
      assertAdmin(user);
      return BANNER_SIZES.map((s) => ({ ...s }));
    },

    /** The demo seed: each banner added unless its id is there already (insert-only). */
    async seedBanners(seeds: readonly AdBannerSeed[]): Promise<void> {
      const at = now();
      await uow.withTransaction(async (repos) => {
        for (const s of seeds)
          await repos.insertSeeded({
            ...s,
            html: s.html ? sanitizeMessageHtml(s.html) : null,
            createdAt: at,
            updatedAt: at,
            updatedBy: 'seed',
          });
      });
    },
  };
}
export type AdBannersService = ReturnType<typeof createAdBannersService>;
