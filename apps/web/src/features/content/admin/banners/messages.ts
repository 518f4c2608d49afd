import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../../i18n';

/** The administrators' ad banners: list and editor (the shared words are the modules'). en-US holds every key. */
export const bannersEnUS = {
  'resource.IMAGE': 'Image',
  'resource.HTML': 'HTML',

  'list.title': 'Ad banners',
  'list.intro': 'The advertising banners of the site pages, the projects page and the book builder.',
  'list.new': 'New banner',
  'list.caption': 'Ad banners',
  'list.pages': 'Pages of ad banners',
  'list.loading': 'Loading the ad banners…',
  'list.loadError': 'We could not load the ad banners.',
  'list.none': 'No ad banner yet.',
  'list.count': '{count} banners',
  'list.col.name': 'Name',
  'list.col.size': 'Size',
  'list.col.resource': 'Resource',
  'list.col.pages': 'Pages',
  'list.col.active': 'Active',
  'list.col.dates': 'Dates',
  'list.col.actions': 'Actions',
  'list.size': '{label} ({width} × {height})',
  'list.deleteItem': 'the banner “{name}”',
  'list.deleted': 'The banner “{name}” was deleted.',

  'form.newTitle': 'New ad banner',
  'form.editTitle': 'Edit {name}',
  'form.editFallback': 'Edit ad banner',
  'form.back': 'Back to the ad banners',
  'form.loading': 'Loading the banner…',
  'form.loadError': 'We could not load this banner.',
  'form.notFound': 'There is no such banner.',
  'form.name': 'Name',
  'form.nameHint': 'For administrators; authors do not see it.',
  'form.size': 'Size',
  'form.sizeOption': '{label} ({width} × {height} px)',
  'form.resourceType': 'Resource type',
  'form.image': 'Image',
  'form.imageOf': 'the banner',
  'form.imageAlt': 'Image description (alt text)',
  'form.imageAltHint': 'What the banner shows, for readers who cannot see it.',
  'form.html': 'HTML',
  'form.htmlHint': 'These tags only: {tags}. Any other tag or attribute is removed.',
  'form.pagesHint': 'The pages the banner shows on.',
  'form.active': 'Active',
  'form.preview': 'Preview at {width} × {height} px',
  'form.save': 'Save banner',
  'form.saved': 'The banner “{name}” is saved.',
} as const;

export type BannersMessageKey = keyof typeof bannersEnUS;

export const bannersText: (key: BannersMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': bannersEnUS },
  locale,
);
