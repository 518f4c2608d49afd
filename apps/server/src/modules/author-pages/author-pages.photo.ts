import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AUTHOR_PHOTO_MAX_SIZE, CONTENT_IMAGE_MAX_BYTES } from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type Storage, StorageNotFoundError } from '../../storage';
import { reencodeContentImage } from '../content';
import { ownPage } from './author-pages.access';
import type { AuthorPagesRepository } from './author-pages.repository';
import type { AuthorPageRow } from './author-pages.tables';

/** Where the photos live in storage: one folder per page. */
export const AUTHOR_PHOTO_PREFIX = 'author-photos/';

export interface AuthorPhotosDeps {
  uow: UnitOfWork<AuthorPagesRepository>;
  storage: Storage;
  now: () => Date;
}

/**
 * Author photos: an image (read by the content module's upload helper, or the seed's) is
 * re-encoded by the content module's helper as a WebP of at most 800 × 800 without metadata and
 * stored under a new name; the page then points at it and the old one is removed. Anything that is
 * not an image is refused before anything is stored.
 */
export function createAuthorPhotos({ uow, storage, now }: AuthorPhotosDeps) {
  /** Removes a stored photo no page points at any longer (a missing one is no matter). */
  async function discard(key: string): Promise<void> {
    await storage.delete(key).catch(() => {});
  }

  return {
    discard,

    /** The image becomes the photo of the owner's page `id` (404 when it is not theirs); `by` changed it. */
    async attach(owner: string, id: string, image: Buffer, by: string): Promise<AuthorPageRow> {
      const encoded = await reencodeContentImage(image, { webpWithin: AUTHOR_PHOTO_MAX_SIZE });
      const key = `${AUTHOR_PHOTO_PREFIX}${id}/${randomUUID()}.webp`;
      await storage.put(key, Readable.from([encoded.data]), { maxBytes: CONTENT_IMAGE_MAX_BYTES });
      let done: { row: AuthorPageRow; previous: string | null };
      try {
        done = await uow.withTransaction(async (repos) => {
          const current = await ownPage(repos, owner, id, true);
          const row = await repos.update(id, {
            photoKey: key,
            photoWidth: encoded.width,
            photoHeight: encoded.height,
            photoBytes: encoded.data.length,
            updatedAt: now(),
            updatedBy: by,
          });
          return { row, previous: current.photoKey };
        });
      } catch (error) {
        await discard(key);
        throw error;
      }
      if (done.previous) await discard(done.previous);
      return done.row;
    },

    /** A page's photo: its bytes and headers (public, like a product page's cover), or null. */
    async open(row: AuthorPageRow) {
      if (!row.photoKey || !row.photoBytes) return null;
      try {
        return {
          stream: await storage.get(row.photoKey),
          headers: {
            'content-type': 'image/webp',
            'content-length': String(row.photoBytes),
            'x-content-type-options': 'nosniff',
            'cache-control': 'public, max-age=300',
            // A shared link's preview and other sites may show the photo of a public page.
            'cross-origin-resource-policy': 'cross-origin',
          },
        };
      } catch (error) {
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      }
    },
  };
}

export type AuthorPhotos = ReturnType<typeof createAuthorPhotos>;
