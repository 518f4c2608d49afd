/** Backlist metadata: loading a book's details from its retail catalogue listing (ISBN and summary steps). */
export const backlistEnUS = {
  'backlist.isbn': 'ISBN {isbn}',
  'backlist.title': 'Load metadata from the retail catalogue',
  'backlist.closeX': 'Close without loading metadata',
  'backlist.loading': 'Looking up ISBN {isbn} in the retail catalogue…',
  'backlist.listing': 'The retail catalogue lists ISBN {isbn} as “{title}” ({publisher}).',
  'backlist.choose': 'Tick the details to load into your book. Unticked details stay as they are.',
  'backlist.none': 'Your book already has every detail the retail catalogue lists for it.',
  'backlist.table': 'Details that would change',
  'backlist.col.detail': 'Detail',
  'backlist.col.current': 'Your book',
  'backlist.col.catalogue': 'Retail catalogue',
  'backlist.current': 'Your book: ',
  'backlist.catalogue': 'Retail catalogue: ',
  'backlist.empty': '(none)',
  'backlist.selected': '{count} of {total} selected',
  'backlist.apply': 'Apply selected',
  'backlist.cancel': 'Cancel',
  'backlist.applied': 'Loaded from the retail catalogue: {fields}.',
  'backlist.failed': 'Your book was not changed',
  'backlist.loadFailed': 'The retail catalogue could not be reached. Please try again.',
} as const;

export const backlistCommonwealth = {} as const;
