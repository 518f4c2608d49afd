import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../../../i18n';

/**
 * The administrators' static pages: the list, the editor with its preview, and the versions
 * (en-US holds every key). The rules' words come from the domain (CONTENT_MESSAGES).
 */
export const pagesEnUS = {
  'list.title': 'Static pages',
  'list.intro':
    'The pages of the footer and the home page’s content. Every save is kept as a version and may be published at a later time.',
  'list.caption': 'Static pages',
  'list.loading': 'Loading the pages…',
  'list.loadError': 'We could not load the pages.',
  'list.none': 'There are no pages yet.',
  'col.url': 'Address',
  'col.title': 'Title',
  'col.published': 'Published',
  'col.scheduled': 'Scheduled',
  'col.actions': 'Actions',
  'list.version': 'Version {version}',
  'list.notPublished': 'Not published',
  'list.notScheduled': '—',
  'list.edit': 'Edit',
  'list.editLabel': 'Edit {title}',
  'edit.title': 'Edit “{title}”',
  'edit.fallback': 'Edit a static page',
  'edit.back': 'Back to the pages',
  'edit.loading': 'Loading the page…',
  'edit.loadError': 'We could not load the page.',
  'edit.address': 'Address: /{url}',
  'edit.problems': 'Please check the page:',
  'form.title': 'Page title',
  'form.html': 'Page HTML',
  'form.htmlTags':
    'Write HTML with these tags only: {tags}. Links and images may point to a path of the site (/how-it-works) or an https:// address. Anything else is removed when saved.',
  'form.publish': 'Publish',
  'form.publish.NOW': 'Now',
  'form.publish.LATER': 'At a scheduled time',
  'form.publishAt': 'Publish at',
  'form.publishAtHint': 'New York time.',
  'form.at': 'That is {when}.',
  'form.preview': 'Preview',
  'form.save': 'Save page',
  'form.saved': 'Version {version} of “{title}” was saved.',
  'preview.heading': 'Preview',
  'preview.intro': 'What visitors would see, cleaned as it will be. Its links do not leave this page.',
  'preview.none': 'Choose Preview to see the page as visitors would.',
  'versions.heading': 'Versions',
  'versions.caption': 'Versions of the page, newest first',
  'versions.none': 'No version saved yet.',
  'col.version': 'Version',
  'col.state': 'State',
  'col.publishAt': 'Published at',
  'col.savedBy': 'Saved by',
  'col.restoredFrom': 'Restored from',
  'state.PUBLISHED': 'Published',
  'state.SCHEDULED': 'Scheduled',
  'state.SUPERSEDED': 'Superseded',
  'versions.restoredFrom': 'Version {version}',
  'versions.view': 'View',
  'versions.viewLabel': 'View version {version}',
  'versions.restore': 'Restore',
  'versions.restoreLabel': 'Restore version {version}',
  'versions.viewTitle': 'Version {version}: {title}',
  'restore.title': 'Restore version {version}?',
  'restore.message':
    'A new version copying version {version} is saved and published now. Changes not saved in the editor are replaced by its content.',
  'restore.confirm': 'Restore',
  'restore.done': 'Version {version} was restored as version {newVersion}.',
  'rule.publishAt': 'Please enter the date and time to publish at.',
  'rule.dateTime': 'Please enter a date and time.',
  'rule.dateTimeGap': 'This time does not exist in New York (the clocks go forward). Please choose another.',
} as const;

export type PagesKey = keyof typeof pagesEnUS;

export const pagesText: (key: PagesKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': pagesEnUS },
  locale,
);
