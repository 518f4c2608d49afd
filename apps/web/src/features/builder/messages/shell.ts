import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';

/**
 * The wizard's shell (loading, Back and Next, the step navigation, the save state) and the
 * summary step: what a book's summary page shows of the builder's strings, in a module of its own,
 * so that page does not load every step's strings (decision 056). The builder's whole catalogue
 * (index.ts) includes these; the shell and the summary import this one.
 */
export const shellEnUS = {
  'builder.loading': 'Loading your book…',
  'builder.loadingStep': 'Loading this step…',
  'builder.untitled': 'Untitled book',
  'builder.next': 'Next',
  'builder.back': 'Back',
  'builder.nextTo': 'Next: {step}',
  'builder.backTo': 'Back: {step}',
  'builder.nav': 'Book builder steps',
  'builder.navLocked': '(not available yet)',
  'builder.shortcuts': 'Step shortcuts',
  'builder.save.saved': 'All changes saved',
  'builder.save.unsaved': 'Unsaved changes',
  'builder.save.saving': 'Saving…',
  'builder.save.error': 'Your changes could not be saved',
  'builder.printColor': 'Print color',
  'builder.paperColor': 'Paper color',
  'builder.separateCover': 'Two files; you choose the spine color and text in the spine step.',
  'summary.intro':
    'Check every detail of your book. Publishing and ordering open once your files are uploaded and approved.',
  'summary.heading': 'Book summary',
  'summary.coverOf': 'Cover of {title}',
  'summary.yourBook': 'your book',
  'summary.noCover': 'No cover yet',
  'summary.coverPdf': 'Open the cover of {title} (PDF)',
  'summary.na': 'N/A',
  'summary.yes': 'Yes',
  'summary.no': 'No',
  'summary.title': 'Title',
  'summary.productUrl': 'Product page URL',
  'summary.coverUrl': 'Cover image URL',
  'summary.contributors': 'Contributors',
  'summary.format': 'Format',
  'summary.format.print': 'Print Book',
  'summary.format.ebook': 'eBook',
  'summary.coverFormat': 'Cover format',
  'summary.publicationDate': 'Publication date',
  'summary.listPrice': 'List price',
  'summary.series': 'Series',
  'summary.status': 'Status',
  'summary.mature': 'Mature',
  'summary.primaryCategory': 'Primary category',
  'summary.otherCategories': 'Other categories',
  'summary.ageRange': 'Age range',
  'summary.pageSize': 'Page size',
  'summary.pageSize.value': '{size} in',
  'summary.pageCount': 'Page count',
  'summary.coverFinish': 'Cover finish',
  'size.finish.MATTE': 'Matte',
  'size.finish.GLOSS': 'Gloss',
  'ultra.summary': 'Print option',
  'backlist.open': 'Load metadata from the retail catalogue',
  'backlist.hint':
    'Already on sale elsewhere under this ISBN? Bring in the title, contributors, description, categories, language, series and list price from its retail listing.',
} as const;

export type ShellMessageKey = keyof typeof shellEnUS;

/** Commonwealth spelling (colour) for en-au, en-ca, en-gb, en-ie and en-nz; en-il follows US spelling. */
export const shellCommonwealth = {
  'builder.printColor': 'Print colour',
  'builder.paperColor': 'Paper colour',
  'builder.separateCover': 'Two files; you choose the spine colour and text in the spine step.',
} as const satisfies Partial<Record<ShellMessageKey, string>>;

export const SHELL_CATALOGUES: Catalogues<ShellMessageKey> = withCommonwealth(shellEnUS, shellCommonwealth);

/** The builder's translator over the shell's and the summary's strings only (index.ts has them all). */
export const builderText: (key: ShellMessageKey, params?: MessageParams) => string = createTranslator(
  SHELL_CATALOGUES,
  locale,
);
