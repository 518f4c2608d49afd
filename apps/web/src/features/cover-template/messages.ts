import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The book cover template generator's strings (spec 1 §2); Commonwealth spelling overrides. */
const templateEnUS = {
  'template.title': 'Book cover template generator',
  'template.intro':
    'Enter your book’s trim size, page count, paper and cover format to see how wide the spine is and how big the full cover must be. Download the PDF template and design your cover on it.',
  'template.form': 'Your book',
  'template.coverFormat': 'Cover format',
  'template.trimSize': 'Trim size',
  'template.trimSize.option': '{width} × {height} in',
  'template.trimSize.hint': 'Only the sizes this cover format can be bound in.',
  'template.pageCount': 'Page count',
  'template.pageCount.hint': 'An even number from 18 to 800, including blank pages.',
  'template.paperColor': 'Paper color',
  'template.printColor': 'Print color',
  'template.results': 'Your cover',
  'template.spineWidth': 'Spine width',
  'template.fullCover': 'Full cover (with bleed)',
  'template.panel': 'Front and back panels',
  'template.bleed': 'Bleed on each edge',
  'template.inMm': '{inches} in ({mm} mm)',
  'template.size': '{width} × {height} in ({wmm} × {hmm} mm)',
  'template.pixels': 'At 300 ppi: {width} × {height} pixels',
  'template.spineNoText': 'Under 80 pages the spine is too narrow for text; leave it plain.',
  'template.drawing':
    'Cover template: back cover, spine {spine} in and front cover, {width} × {height} in in all',
  'template.label.back': 'Back cover',
  'template.label.front': 'Front cover',
  'template.label.spine': 'Spine',
  'template.label.barcode': 'Barcode',
  'template.label.flap': 'Flap',
  'template.legend': 'Key',
  'template.legend.trim': 'Trim line: where the printed cover is cut',
  'template.legend.bleed': 'Bleed: extend your background into it; it is cut off',
  'template.legend.spine': 'Spine',
  'template.legend.fold': 'Panel edges and folds',
  'template.legend.safe': 'Safe zone: keep text and faces inside it',
  'template.legend.barcode': 'Barcode area: leave it clear; we print the barcode here',
  'template.download': 'Download template (PDF)',
  'template.downloadDisabled': 'Enter a valid page count to download the template.',
} as const;

export type TemplateMessageKey = keyof typeof templateEnUS;

const commonwealth = {
  'template.paperColor': 'Paper colour',
  'template.printColor': 'Print colour',
} as const satisfies Partial<Record<TemplateMessageKey, string>>;

const CATALOGUES: Catalogues<TemplateMessageKey> = withCommonwealth(templateEnUS, commonwealth);

export const templateText: (key: TemplateMessageKey, params?: MessageParams) => string = createTranslator(
  CATALOGUES,
  locale,
);
