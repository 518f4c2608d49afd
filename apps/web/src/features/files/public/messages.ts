import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/** The public sample reader's strings (a product page's "Read a sample"). */
const sampleEnUS = {
  'sample.heading': 'Free sample',
  'sample.pageTitle': 'Free sample of {title}',
  'sample.loading': 'Opening the sample…',
  'sample.missing': 'This book has no sample to read.',
  'sample.loadError': 'We could not open the sample. Check your connection and try again.',
  'sample.retry': 'Try again',
  'sample.by': 'by {authors}',
  'sample.buy': 'Buy',
  'sample.back': 'Back to the book',
  'sample.intro':
    'You are reading the free sample of this book. Turn the pages with the buttons below the page or the arrow keys.',
  'sample.reader': 'Sample of {title}',
  'sample.end': 'Enjoyed the sample? The whole book is one step away.',
} as const;

export type SampleMessageKey = keyof typeof sampleEnUS;

const CATALOGUES: Catalogues<SampleMessageKey> = withCommonwealth(sampleEnUS, {});

export const sampleText: (key: SampleMessageKey, params?: MessageParams) => string = createTranslator(
  CATALOGUES,
  locale,
);
