import type { CheckedFile } from '../modules/files';
import checked from './demo-files.json' with { type: 'json' };

/**
 * The demo books' files as an upload and its passed preflight left them (demo-files.json, made
 * and checked against real uploads by test/demo-files.test.ts): an EPUB interior and a cover
 * JPEG for the on-sale eBooks, a print interior and a full cover PDF for the print-on-demand
 * book. A few kilobytes each, so seeding stays quick; the seed places them with the files
 * module (`placeChecked`), no preflight runs at start.
 */
export type DemoFileName = 'ebookInterior' | 'ebookCover' | 'podInterior' | 'podCover';

export const DEMO_FILES = checked as unknown as Record<DemoFileName, CheckedFile>;

/** The print specification the print-on-demand demo files were made for (its book uses the same). */
export const DEMO_FILE_SPEC = {
  pod: {
    pageSize: '6x9',
    widthIn: 6,
    heightIn: 9,
    pageCount: 48,
    printColor: 'BLACK_WHITE',
    paperColor: 'CREAM',
    coverFormat: 'SOFTCOVER',
  },
} as const;
