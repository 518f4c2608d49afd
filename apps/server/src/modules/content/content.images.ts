import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  AppError,
  appError,
  CONTENT_IMAGE_MAX_BYTES,
  fieldError,
  isAdmin,
  type LoggedInUser,
  CONTENT_MESSAGES as M,
  uploadMessages,
} from '@quire/domain';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type Storage, StorageNotFoundError } from '../../storage';
import type { AuditService } from '../audit';
import type { ContentImagesRepository } from './content.modules.images.repository';
import type { ContentImageRow } from './content.tables';

/** Where the images live in storage, and the address the browser loads them from ('/' + key). */
export const CONTENT_IMAGE_PREFIX = 'content-images/';
/** Largest image decoded: 50 megapixels (a small file declaring a gigantic image is refused unread). */
const MAX_PIXELS = 50_000_000;
/** The stored names: a UUID and the extension of what it was re-encoded to. */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;
/** A stored name never changes its bytes: browsers and shared caches keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What an upload answers and what the admin screens read about a stored image. */
export interface ContentImageFacts {
  filePath: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
  bytes: number;
}

export interface Encoded {
  data: Buffer;
  ext: 'png' | 'jpg' | 'webp';
  contentType: string;
  width: number;
  height: number;
}

const fileFailure = (description: string, code: string, status: number) =>
  new AppError([{ code, field: 'file', description }], status);
const notImage = () => fileFailure(M.imageNotImage, 'UNSUPPORTED_MEDIA_TYPE', 415);
const tooLarge = () => fileFailure(M.imageTooLarge, 'PAYLOAD_TOO_LARGE', 413);

/** The address of a stored image (a storage key under content-images/). */
export const contentImageUrl = (path: string): string => `/${path}`;

const factsOf = (r: ContentImageRow): ContentImageFacts => ({
  filePath: r.path,
  url: contentImageUrl(r.path),
  width: r.width,
  height: r.height,
  contentType: r.contentType,
  bytes: r.bytes,
});

/** How another module wants an image: always WebP, fitted inside a square of `within` pixels. */
export interface ReencodeOptions {
  webpWithin?: number;
}

/**
 * Re-encodes an image with sharp, judged by its content (never the file name or the client's type):
 * PNG stays PNG, a GIF becomes a PNG of its first frame, JPEG stays JPEG, WebP stays WebP (or, with
 * `webpWithin`, each becomes a WebP no larger than that square, never enlarged). The EXIF
 * orientation is applied and every piece of metadata (EXIF, XMP, ICC, comments) is dropped. Anything
 * sharp cannot read, and any other format (SVG, TIFF, HEIF, AVIF, PDF…), is refused as not an image.
 */
export async function reencodeContentImage(input: Buffer, options: ReencodeOptions = {}): Promise<Encoded> {
  const sharp = (await import('sharp')).default;
  const open = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' });
  let format: string | undefined;
  try {
    format = (await open().metadata()).format;
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message))) throw tooLarge();
    throw notImage();
  }
  const within = options.webpWithin;
  const image = within
    ? open().rotate().resize({ width: within, height: within, fit: 'inside', withoutEnlargement: true })
    : open().rotate();
  let out: ReturnType<typeof image.png>;
  let ext: Encoded['ext'];
  if (!['png', 'gif', 'jpeg', 'webp'].includes(format ?? '')) throw notImage();
  if (within) [out, ext] = [image.webp({ quality: 85 }), 'webp'];
  else if (format === 'png' || format === 'gif') [out, ext] = [image.png({ compressionLevel: 9 }), 'png'];
  else if (format === 'jpeg') [out, ext] = [image.jpeg({ quality: 85, mozjpeg: true }), 'jpg'];
  else if (format === 'webp') [out, ext] = [image.webp({ quality: 85 }), 'webp'];
  else throw notImage();
  try {
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    if (data.length > CONTENT_IMAGE_MAX_BYTES) throw tooLarge();
    const contentType = ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
    return { data, ext, contentType, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test(String((error as Error)?.message))) throw tooLarge();
    throw notImage();
  }
}

/** The one file of the body, read whole up to the limit (413 past it); fields before it are kept. */
async function readLimited(stream: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > CONTENT_IMAGE_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** What busboy says about a broken or truncated multipart body. */
const MALFORMED_BODY =
  /Unexpected end of (form|multipart data)|Premature close|terminated early|Malformed part header|Boundary not found/i;

export interface ImageUploadInput {
  parts: AsyncIterable<Multipart>;
  /** Throws unless the token (the authenticityToken field, else the CSRF header) is this session's. */
  checkCsrf(token: string | undefined): void;
}

/**
 * The image of an upload: the CSRF token (the `authenticityToken` field sent before the file, or
 * the header) is checked before a byte of the file is read; nothing is stored here.
 */
export async function receiveImage(input: ImageUploadInput): Promise<Buffer> {
  let token: string | undefined;
  let content: Buffer | null = null;
  let checked = false;
  try {
    for await (const part of input.parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'authenticityToken' && typeof part.value === 'string')
          token = part.value.slice(0, 200);
        continue;
      }
      if (part.fieldname !== 'file' || content) {
        part.file.resume();
        throw fieldError('file', M.imageRequired);
      }
      input.checkCsrf(token);
      checked = true;
      content = await readLimited(part.file);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code ?? '';
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw fieldError('file', M.imageRequired);
    if (code.startsWith('FST_') || MALFORMED_BODY.test(String((error as Error)?.message)))
      throw new AppError(
        [{ code: 'MALFORMED_REQUEST', description: uploadMessages.interrupted, field: 'file' }],
        400,
      );
    throw error;
  }
  if (!checked) input.checkCsrf(token);
  if (!content) throw fieldError('file', M.imageRequired);
  return content;
}

export interface ContentImagesDeps {
  uow: UnitOfWork<ContentImagesRepository>;
  storage: Storage;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}

/**
 * The images of site modules and ad banners (spec 3 §7): administrators upload them (re-encoded,
 * refused when not an image or over 5 MB, nothing stored then), modules and banners refer to them
 * by filePath, and anyone loads them at /content-images/{name}.
 */
export function createContentImages({ uow, storage, audit, now }: ContentImagesDeps) {
  const assertAdmin = (user: LoggedInUser) => {
    if (!isAdmin(user.permissions)) throw appError('FORBIDDEN');
  };

  /** Stores the re-encoded image and its row (audited); the object is removed if the row fails. */
  async function store(
    user: LoggedInUser | null,
    encoded: Encoded,
    path?: string,
  ): Promise<ContentImageFacts> {
    const key = path ?? `${CONTENT_IMAGE_PREFIX}${randomUUID()}.${encoded.ext}`;
    await storage.put(key, Readable.from([encoded.data]), { maxBytes: CONTENT_IMAGE_MAX_BYTES });
    const row = {
      path: key,
      contentType: encoded.contentType,
      width: encoded.width,
      height: encoded.height,
      bytes: encoded.data.length,
      createdAt: now(),
      createdBy: user?.customerId ?? 'seed',
    };
    try {
      if (!user) {
        await uow.repos.insertSeeded(row);
        return factsOf((await uow.repos.findByPath(key)) as ContentImageRow);
      }
      return await uow.withTransaction(async (repos, tx) => {
        const facts = factsOf(await repos.insert(row));
        await audit.record(
          {
            actor: { customerId: user.customerId, email: user.email },
            action: 'content.image.upload',
            targetType: 'content-image',
            targetId: key,
            after: { ...facts },
          },
          tx,
        );
        return facts;
      });
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  return {
    /** POST site-module-image-upload / banner-image-upload: the image re-encoded and stored. */
    async upload(user: LoggedInUser, input: ImageUploadInput): Promise<ContentImageFacts> {
      assertAdmin(user);
      const content = await receiveImage(input);
      return store(user, await reencodeContentImage(content));
    },

    /** GET site-module-image-upload-new: a stored image's facts (404 when there is none). */
    async facts(user: LoggedInUser, filePath: string): Promise<ContentImageFacts> {
      assertAdmin(user);
      const row = await uow.repos.findByPath(filePath);
      if (!row) throw appError('NOT_FOUND', { field: 'filePath' });
      return factsOf(row);
    },

    /** GET site-module-image without an id: every stored image, newest first, at most 100. */
    async newest(user: LoggedInUser): Promise<ContentImageFacts[]> {
      assertAdmin(user);
      return (await uow.repos.newest(100)).map(factsOf);
    },

    /** The stored images among these paths, by path (modules and banners check theirs). */
    async known(paths: readonly string[]): Promise<Map<string, ContentImageFacts>> {
      const rows = await uow.repos.findByPaths([...new Set(paths)]);
      return new Map(rows.map((r) => [r.path, factsOf(r)]));
    },

    /** GET /content-images/{name}: the image's bytes and headers, or null when unknown. */
    async open(name: string) {
      if (!NAME.test(name)) return null;
      const row = await uow.repos.findByPath(`${CONTENT_IMAGE_PREFIX}${name}`);
      if (!row) return null;
      try {
        return {
          stream: await storage.get(row.path),
          headers: {
            'content-type': row.contentType,
            'content-length': String(row.bytes),
            'x-content-type-options': 'nosniff',
            'cache-control': IMMUTABLE,
          },
        };
      } catch (error) {
        if (error instanceof StorageNotFoundError) return null;
        throw error;
      }
    },

    /**
     * The seed: stores `image` at `path` unless a row has that path already (insert-only: an image
     * already there is left as it is). Re-encoded like an upload, unless `known` gives the facts of
     * one of Quire's own committed pictures (checked by their hash), which is stored as it is: a
     * fresh database then costs no image encoding.
     */
    async seedImage(
      path: string,
      image: () => Promise<Buffer>,
      known?: { ext: Encoded['ext']; width: number; height: number },
    ): Promise<ContentImageFacts> {
      const existing = await uow.repos.findByPath(path);
      if (existing) return factsOf(existing);
      const data = await image();
      const encoded = known
        ? { ...known, data, contentType: known.ext === 'jpg' ? 'image/jpeg' : `image/${known.ext}` }
        : await reencodeContentImage(data);
      return store(null, encoded, path);
    },
  };
}
export type ContentImages = ReturnType<typeof createContentImages>;
