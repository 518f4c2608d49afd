import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/**
 * The preview's strings (interior reader, PDF pages, cover guides). en-US holds every key; the
 * Commonwealth locales override only the words spelt differently. Kept beside the preview so
 * its lazy chunk carries them.
 */
const previewEnUS = {
  'preview.loading': 'Preparing your preview…',
  'preview.loadingSample': 'Preparing your sample preview…',
  'preview.errorTitle': 'The preview could not be shown',
  'preview.error.nps':
    'Your file has not passed its check yet, so there is nothing to preview. Fix the problems the check reported and upload the file again.',
  'preview.error.web': 'We could not reach Quire to fetch the preview. Check your connection and try again.',
  'preview.error.timeout': 'Preparing the preview is taking longer than usual. Try again in a few minutes.',
  'preview.error.file':
    'The preview file could not be opened. Try again, or upload the file again if this keeps happening.',
  'preview.retry': 'Try again',
  'preview.empty': 'There are no pages to show yet.',
  'preview.region': 'Interior preview',
  'preview.regionSample': 'Sample preview',
  'preview.toc': 'Table of contents',
  'preview.pages': 'Page navigation',
  'preview.previous': 'Previous page',
  'preview.next': 'Next page',
  'preview.pageOf': 'Page {page} of {pages}',
  'preview.chapterFrame': 'Book page: {title}',
  'preview.untitledChapter': 'Untitled section',
  'preview.keys': 'Use the left and right arrow keys to turn the pages.',
  'preview.pdfPage': 'Page {page} of {pages} of your interior',
  'preview.thumbnails': 'Pages',
  'preview.thumbnail': 'Go to page {page}',
  'preview.image': 'Your interior image',
  'cover.region': 'Cover preview',
  'cover.image': 'Your cover',
  'cover.imageGuides': 'Your cover with trim, bleed and spine guides',
  'cover.loading': 'Loading your cover…',
  'cover.none': 'No cover has been uploaded yet.',
  'cover.error':
    'Your cover could not be shown. Try again, or upload the file again if this keeps happening.',
  'cover.legend': 'Guides',
  'cover.legend.trim': 'Trim line: where the printed cover is cut',
  'cover.legend.bleed': 'Bleed: artwork here is cut off; extend your background into it',
  'cover.legend.spine': 'Spine: {width} in wide for {pages} pages',
  'cover.legend.safe': 'Safe zone: keep text and faces inside it',
  'cover.legend.barcode': 'Barcode area: leave it clear; we print the barcode here',
  'cover.sizes': 'Full cover {width} × {height} in, including {bleed} in bleed on each edge.',
  'cover.noSize': 'Choose the trim size, page count, paper and cover format to see the cover guides.',
} as const;

export type PreviewMessageKey = keyof typeof previewEnUS;

const commonwealth = {} as const satisfies Partial<Record<PreviewMessageKey, string>>;

const CATALOGUES: Catalogues<PreviewMessageKey> = withCommonwealth(previewEnUS, commonwealth);

export const previewText: (key: PreviewMessageKey, params?: MessageParams) => string = createTranslator(
  CATALOGUES,
  locale,
);
