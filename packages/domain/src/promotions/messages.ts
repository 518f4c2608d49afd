/**
 * The promotion messages, word for word from spec 2 §2, §4, §5 and §8. Where the spec leaves a text
 * out ("message text: not shown") the words are Quire's and say so.
 */
const money = (value: string) => `$${value}`;

export const PROMO_MESSAGES = {
  // §2.2 Select Book
  selectBook: 'Enter a single eBook title or EAN that you would like to nominate for this promotion.',
  offSaleNote: 'Please remove eBooks that are off sale from this promotion before continuing.',
  /** Quire's words (the spec says only that such a message exists). */
  freeTitle:
    'This title is currently free. Please assign it a price before the scheduled start of the promotion.',
  priceNote: 'If selected, the price will be updated by the B&N Press team for you.',
  flexibleAdvice: 'We recommend that you be flexible on your dates.',
  rangeAdvice: 'Preferred date range from 1 day to 3 months.',
  limitedTimeAdvice:
    'Limited-time promotions run from 1 to 4 weeks; final dates are at the discretion of the B&N Press team.',
  startTime: '@ 12:00 AM ET',
  endTime: '@ 2:59 AM ET',
  submitted: 'Your nomination was submitted successfully.',
  noMonthly: 'There are no monthly promotions available at this time. Please check back later.',
  additionalDetailsLabel: 'Please let us know...',
  searchPlaceholder: 'Search by Title or ISBN',
  adminSearchPlaceholder: 'Search by Title, Author, ISBN',
  includeExpired: 'Include Expired Promos',

  // §5 Book choice
  eanRequired: 'Please enter an EAN.',
  titleRequired: 'Please enter a Book Title.',
  eanInvalid: 'Please enter a valid on sale eBook EAN or one that belongs to you.',
  titleInvalid: 'Please enter a valid on sale eBook title or one that belongs to you.',
  notAllowed: 'This title/EAN cannot be submitted due to an active or pending nomination',
  template3Ean: 'Please enter an EAN of the title published in 2019',
  template3Title: 'Please enter a book title published in 2019.',

  // §5 Regular price
  listPriceMin: (min: string) => `Nominated title must have a minimum listing price of ${money(min)}.`,
  listPriceMax: (max: string) => `Nominated title must have a maximum listing price of ${money(max)}.`,

  // §5 Promo price
  promoPriceMissing: 'Promo price is missing.',
  promoPriceMin: (min: string) => `Minimum Promo Price is ${money(min)}`,
  promoPriceMax: (max: string) => `Maximum Promo Price is ${money(max)}`,
  under299: 'Must be $0 or $.99 to $2.99',
  minimum99: 'Minimum Promo Price is $.99',
  template3Minimum: 'Minimum Promo Price is $0.99',
  halfOff: 'Minimum 50% off Regular Price',
  templates12: 'Must be $.99 to $4.99',
  /** Quire's words: a promotion lowers the price. */
  notBelowRegular: 'Promo Price must be lower than the Regular Price.',

  // §5 Dates
  startRequired: 'Please enter the Start Date.',
  endRequired: 'Please enter the End Date.',
  futureStart: 'Please enter a future Start Date',
  futureEnd: 'Please enter a future End Date',
  orLater: (date: string) => `Please enter ${date} or later.`,
  orEarlier: (date: string) => `Please enter ${date} or earlier.`,
  freeFriday: 'You must choose a future Friday within 6 months for this promotion.',
  /** The server's words for a free-Friday start that is no Friday (spec 2 §5: the form shows it on the start date). */
  dayOfWeek: 'Day of week expected: Friday.',
  /** Quire's words (spec 2 §5: "message text: not shown"). */
  presentsWindow: (from: string, to: string) =>
    `Please choose a title published within the featured month or two weeks either side (${from} to ${to}).`,
  invalidDate: 'Invalid',

  // §8 generic rule messages
  required: (label: string) => `Please enter the ${label}.`,
  maxLength: (n: number) => `Max Length ${n}`,
  minLength: (n: number) => `Min Length ${n}`,
  pattern: 'Invalid',
  numbersOnly: 'Please enter numbers only in this field.',

  // §4 confirmations
  pendingTitle: 'Update Request Status',
  pendingText: 'Are you sure you want to move this request to pending?',
  declineTitle: 'Decline Request',
  declineText: 'Are you sure you want to decline this request?',
  deleteTitle: 'Delete Request',
  /** Quire's words for the publisher's delete-request confirmation (spec 2 §2.3 names it only). */
  deleteText: 'Are you sure you want to delete this request? This cannot be undone.',

  // §2.3 empty states
  emptyPublisher: (tab: string) => `You don't have any ${tab} merchandising requests.`,
  emptyAdmin: (tab: string) => `There are no ${tab} merchandising requests.`,
  emptySearch: 'We found no requests matching your search criteria with this status.',

  /** Quire's words: what the server says of a definition or request it cannot act on. */
  definitionClosed: 'This promotion is no longer taking nominations.',
  definitionTypeLocked: 'This promotion has nominations: its promotion type cannot change.',
  definitionTypeMismatch: 'This promotion is not of the chosen promotion type.',
  definitionInUse:
    'This promotion has nominations and cannot be deleted. Decline or delete its requests first.',
  standardHasNoDates: 'A standard promotion has no dates: give a start and an end to make it monthly.',
  definitionFieldName:
    'Each field is one of ean, regularPrice, promoPrice or additionalComments, listed once.',
  notWithinRange: 'Not within valid ranges',
  notEditable: 'Only a pending request can be changed.',
  declineReasonRequired: 'Please choose a reason for the decline.',
  declineOtherText: 'Please tell the publisher why.',
  eligibleAgainRequired: 'Please enter the date the title is eligible again.',
  acceptDatesRequired: 'Please enter a start and end date for the accepted promotion.',
  undoExpired: 'This change can no longer be undone.',
  undoStale: 'These requests have changed since; nothing was undone.',
  nothingToChange: 'Please choose at least one request.',

  /** Quire's words: the upload of a spreadsheet of nominations (uploadPromoSheet). */
  sheetNoFile: 'Please choose the spreadsheet of nominations to upload.',
  sheetNotSpreadsheet:
    'This file is not a spreadsheet. Please upload an .xlsx workbook or a UTF-8 .csv file.',
  sheetTooLarge: (mb: number) =>
    `This spreadsheet is larger than ${mb} MB. Please split it into smaller files.`,
  sheetTooManyRows: (max: number) =>
    `This spreadsheet has more than ${max} rows of nominations. Please split it into smaller files.`,
  sheetNoHeader: 'The first row must name the columns, with an ean column.',
  sheetEmpty: 'This spreadsheet has no nominations below its header row.',
  sheetFormula: 'Formulas are not accepted: please paste the values.',
  sheetFlexDate: 'Please enter true or false.',
  sheetRow: (row: number, message: string) => `Row ${row}: ${message}`,
} as const;

/**
 * A promo submission's error descriptions carry their field before a pipe ("startDate|Day of week
 * expected: Friday."); the form shows the text after the pipe (spec 2 §8).
 */
export const promoErrorDescription = (field: string, message: string): string => `${field}|${message}`;

/** The text after the first pipe of a description (the whole text when it has none). */
export function promoErrorMessage(description: string): string {
  const at = description.indexOf('|');
  return at === -1 ? description : description.slice(at + 1);
}
