import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/**
 * The projects dashboard's strings (en-US holds every key; other locales override only what
 * differs). Kept beside the feature so the dashboard chunk carries them, not the first page.
 */
export const projectsEnUS = {
  'projects.title': 'My Projects',
  'projects.intro': 'Every book you are building or selling, newest changes first.',
  'projects.create': 'Create a New Book',
  'projects.loading': 'Loading your projects…',
  'projects.loadError': 'We could not load your projects.',
  'projects.retry': 'Try Again',
  'projects.count': '{count} books',
  'projects.countOne': '1 book',
  'projects.showing': 'Showing {from}–{to} of {total}',
  'projects.empty.title': 'You have no books yet',
  'projects.empty.body':
    'Start with an eBook, a print-on-demand book or a short-run print order. You can save as you go and come back any time.',
  'projects.empty.filtered': 'No books match these filters.',
  'projects.empty.clear': 'Clear Filters',
  'projects.controls': 'Sort and filter your books',
  'projects.sort': 'Sort by',
  'projects.sort.updated-desc': 'Last updated (newest first)',
  'projects.sort.updated-asc': 'Last updated (oldest first)',
  'projects.sort.created-desc': 'Created (newest first)',
  'projects.sort.created-asc': 'Created (oldest first)',
  'projects.sort.title-asc': 'Title (A–Z)',
  'projects.sort.title-desc': 'Title (Z–A)',
  'projects.sort.status-asc': 'Status (A–Z)',
  'projects.sort.status-desc': 'Status (Z–A)',
  'projects.filter.type': 'Format',
  'projects.filter.status': 'Status',
  'projects.filter.all': 'All',
  'projects.group': 'Group by',
  'projects.group.none': 'No grouping',
  'projects.group.series': 'Series',
  'projects.group.group': 'Book group',
  'projects.list': 'Your books',
  'projects.field.format': 'Format',
  'projects.field.status': 'Status',
  'projects.field.price': 'List price',
  'projects.field.isbn': 'ISBN',
  'projects.field.series': 'Series',
  'projects.field.updated': 'Updated',
  'projects.none': 'None',
  'projects.untitled': 'Untitled book',
  'projects.seriesEntry': '{name}, book {number}',
  'projects.cover': 'Cover of {title}',
  'projects.open': 'Open {title}',
  'projects.delete': 'Delete {title}',
  'projects.deleteLabel': 'Delete',
  'projects.deleted': '“{title}” was deleted.',
  'projects.deleteRefused.title': 'This book cannot be deleted',
  'projects.pagination': 'Pages of your books',
  'projects.page': 'Page {page}',
  'projects.previous': 'Previous page',
  'projects.next': 'Next page',
  'projects.groupBooks': '{count} books',
  'projects.groupBooksOne': '1 book',
  'projects.groupUnnamed': 'Untitled group',
  'projects.groupEmpty': 'You have no series yet. Add a book to a series in its book details.',
  'projects.groupEmptyGroups': 'You have no book groups yet. A group links the editions of one book.',
  'projects.groupNoSeries': 'Not in a series',

  'projects.status.NEW': 'New',
  'projects.status.EDITING': 'In progress',
  'projects.status.ERROR': 'Needs attention',
  'projects.status.ONSALE': 'On sale',
  'projects.status.LSI_ONSALE': 'On sale (print)',
  'projects.status.OFFSALE': 'Off sale',
  'projects.status.ORDERED': 'Ordered',
  'projects.status.PROCESSING_ONSALE': 'Going on sale',
  'projects.status.PROCESSING_OFFSALE': 'Coming off sale',
  'projects.status.CORRECTING': 'Being corrected',
  'projects.status.DROPSHIP_READY': 'Ready to ship',
  'projects.status.REQUESTED_DROPSHIP': 'Shipping requested',
  'projects.status.PROCESSING_DROPSHIP': 'Shipping in progress',

  'projects.deleteReason.PENDING_ORDER':
    'This book has an order being processed, so it can’t be deleted until the order is complete.',
  'projects.deleteReason.PENDING_ORDER_STATUS_BLOCK':
    'This book has an order being processed and is on sale or changing status, so it can’t be deleted.',
  'projects.deleteReason.PROJECT_IN_CART':
    'This book is in your cart. Remove it from your cart, then delete it.',
  'projects.deleteReason.STATUS_BLOCK': 'This book is on sale or being processed, so it can’t be deleted.',
  'projects.deleteReason.other': 'This book can’t be deleted right now.',
} as const;

export type ProjectsMessageKey = keyof typeof projectsEnUS;

export const pt: (key: ProjectsMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': projectsEnUS },
  locale,
);
