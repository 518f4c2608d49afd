import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** Ultra Premium print in the back office: the comparison dialog and its conversion. */
export const ultraPremiumEnUS = {
  'ultra.action': 'Compare Ultra Premium',
  'ultra.closeX': 'Close the comparison',
  'ultra.actionLabel': 'Compare Ultra Premium for {title}',
  'ultra.menu': 'Print',
  'ultra.title': 'Ultra Premium: {title}',
  'ultra.intro':
    'Ultra Premium prints the book in full color on 80# premium white paper with a soft-touch matte cover. Its size, page count and cover format stay as they are.',
  'ultra.table': 'Current print option and Ultra Premium',
  'ultra.col.what': 'Item',
  'ultra.col.current': 'Current ({label})',
  'ultra.col.ultra': 'Ultra Premium',
  'ultra.row.specification': 'Specification',
  'ultra.row.size': 'Book size',
  'ultra.row.pages': 'Pages',
  'ultra.row.printingCost': 'Printing cost per copy',
  'ultra.row.floor': 'Lowest list price that earns a royalty',
  'ultra.row.royalty': 'Royalty per copy at {price}',
  'ultra.row.royaltyNoPrice': 'Royalty per copy (no list price set)',
  'ultra.notPriced': 'Cannot be priced',
  'ultra.changes': 'Printing cost {cost} per copy; royalty {royalty} per copy at today’s list price.',
  'ultra.belowFloor':
    'Today’s list price is below the Ultra Premium floor price of {floor}: converting resets it, and the author is asked to set a new price.',
  'ultra.cannot': 'This book cannot be converted to Ultra Premium',
  'ultra.convert': 'Convert to Ultra Premium',
  'ultra.close': 'Close',
  'ultra.confirm.title': 'Convert to Ultra Premium?',
  'ultra.confirm.message':
    'Convert {title} to Ultra Premium? Its printing cost becomes {cost} per copy and the author is e-mailed. This is recorded in the audit log and cannot be undone here.',
  'ultra.confirm.submit': 'Yes, Convert',
  'ultra.confirm.cancel': 'Cancel',
  'ultra.done': '{title} is now printed as Ultra Premium.',
  'ultra.doneEmailed': '{title} is now printed as Ultra Premium. The author has been e-mailed.',
  'ultra.failed': 'The book was not converted',
  'ultra.loading': 'Loading the comparison…',
  'ultra.loadFailed': 'The comparison could not be loaded.',
} as const;

export type UltraPremiumMessageKey = keyof typeof ultraPremiumEnUS;

export const ultraText: (key: UltraPremiumMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': ultraPremiumEnUS },
  locale,
);
