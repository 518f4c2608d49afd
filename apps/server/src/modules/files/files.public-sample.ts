import {
  type EpubSpineItem,
  type EpubTocEntry,
  openingSample,
  type PreviewInfo,
  readingOrder,
  type SampleType,
  sampleToc,
  spinePath,
} from '@quire/domain';
import { entryKey, StorageKeyError } from '../../storage';
import type { FilesCore } from './files.core';
import { contentTypeOf, type ServedFile, serveStored } from './files.serve';
import type { ProjectFileRow } from './files.tables';

/** The book a public sample is asked for (the caller has checked that it is on sale). */
export interface SampleOf {
  id: string;
  isEBook: boolean;
  isDefaultSample: SampleType | null;
}

/** A book's free sample: the file it is read from, its pages and contents, and what may be read. */
interface Sample {
  file: ProjectFileRow;
  spine: EpubSpineItem[];
  toc: EpubTocEntry[];
  /** Documents of the file that are not in the sample (the rest of the book): never served. */
  withheld: ReadonlySet<string>;
}

/** How many files' standard samples are remembered (a file never changes once checked). */
const REMEMBERED = 500;

/**
 * The free sample of an on-sale eBook for its product page (decision 042), by the builder's rules:
 * a custom or selected sample is the author's checked SAMPLE file, read whole; the standard one is
 * the opening of the checked interior (`openingSample`), and the interior's other documents are
 * withheld. Print books have no sample (the sample steps are the eBook's). Like the public cover,
 * these calls check no user: the caller (the storefront) decides which books are public.
 */
export function createPublicSample(core: FilesCore) {
  const { repo, storage } = core;
  const opened = new Map<string, Sample | null>();

  const keyOf = (file: ProjectFileRow, path: string) => `${file.meta.previewPrefix}${entryKey(path)}`;

  async function standardSample(file: ProjectFileRow): Promise<Sample | null> {
    const known = opened.get(file.id);
    if (known !== undefined) return known;
    const spine = file.meta.spine ?? [];
    const sized = await Promise.all(
      readingOrder(spine).map(async (item) => {
        let bytes = 0;
        try {
          bytes = (await storage.stat(keyOf(file, spinePath(item.href))))?.size ?? 0;
        } catch (error) {
          if (!(error instanceof StorageKeyError)) throw error;
        }
        return { ...item, bytes };
      }),
    );
    const opening = openingSample(sized);
    let sample: Sample | null = null;
    if (opening) {
      const inSample = new Set(opening.map((s) => spinePath(s.href)));
      sample = {
        file,
        spine: opening.map(({ bytes: _, ...item }) => item),
        toc: sampleToc((file.meta.toc ?? []) as EpubTocEntry[], inSample),
        withheld: new Set(spine.map((s) => spinePath(s.href)).filter((p) => !inSample.has(p))),
      };
    }
    if (opened.size >= REMEMBERED) opened.delete(opened.keys().next().value as string);
    opened.set(file.id, sample);
    return sample;
  }

  async function sampleOf(book: SampleOf): Promise<Sample | null> {
    if (!book.isEBook) return null;
    if (book.isDefaultSample === 'CUSTOM' || book.isDefaultSample === 'SELECTED') {
      const file = await repo.current(book.id, 'SAMPLE');
      if (file?.preflightStatus !== 'SUCCESSFUL' || !file.meta.previewPrefix) return null;
      return {
        file,
        spine: file.meta.spine ?? [],
        toc: (file.meta.toc ?? []) as EpubTocEntry[],
        withheld: new Set(),
      };
    }
    const file = await repo.current(book.id, 'INTERIOR');
    return file?.meta.previewPrefix ? standardSample(file) : null;
  }

  return {
    /** What the public reader needs, its files under `filesUrl`; null when the book has no sample. */
    async publicSample(book: SampleOf, filesUrl: string): Promise<PreviewInfo | null> {
      const sample = await sampleOf(book);
      if (!sample) return null;
      return {
        kind: 'EPUB',
        url: filesUrl,
        title: sample.file.meta.title ?? null,
        spine: sample.spine,
        toc: sample.toc,
        pageCount: null,
      };
    },

    /** One file of a book's sample (a document of the sample, a style sheet, an image, a font), or null. */
    async openPublicSample(book: SampleOf, path: string, rangeHeader?: string): Promise<ServedFile | null> {
      const sample = await sampleOf(book);
      if (!sample || !path || sample.withheld.has(path)) return null;
      let key: string;
      try {
        key = keyOf(sample.file, path);
      } catch (error) {
        if (error instanceof StorageKeyError) return null;
        throw error;
      }
      const name = path.split('/').pop() as string;
      return serveStored(storage, key, { name, contentType: contentTypeOf(name), rangeHeader });
    },
  };
}
