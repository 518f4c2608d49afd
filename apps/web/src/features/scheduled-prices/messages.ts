import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The scheduled-prices screen and the dashboard's badge (en-US holds every key). */
export const scheduledPricesEnUS = {
  'sp.title': 'Scheduled Prices',
  'sp.of': 'Scheduled prices of “{title}”',
  'sp.intro':
    'Change the list price of your eBook at a date and time you choose, and let it return at the end. Times are New York time (Eastern), to the minute. We e-mail you a reminder two days before each change.',
  'sp.current': 'Current list price: {price}',
  'sp.back': 'Back to My Projects',
  'sp.loading': 'Loading the scheduled prices…',
  'sp.loadError': 'We could not load the scheduled prices of this book.',
  'sp.notFound': 'We could not find this book.',
  'sp.add': 'Schedule a Price Change',
  'sp.empty': 'No price changes are scheduled for this book.',
  'sp.list': 'Price changes',
  'sp.pages': 'Pages of price changes',
  'sp.col.price': 'Price',
  'sp.col.start': 'Starts',
  'sp.col.end': 'Ends',
  'sp.col.after': 'After the end',
  'sp.col.status': 'Status',
  'sp.col.actions': 'Actions',
  'sp.noEnd': 'No end: the price stays',
  'sp.returnsBefore': 'Back to the price before the change',
  'sp.returnsBeforeKnown': 'Back to {price} (the price before the change)',
  'sp.returnsTo': '{price}',
  'sp.none': '—',
  'sp.status.SCHEDULED': 'Scheduled',
  'sp.status.ACTIVE': 'In effect',
  'sp.status.DONE': 'Done',
  'sp.edit': 'Edit',
  'sp.editLabel': 'Edit the price change to {price} on {date}',
  'sp.delete': 'Delete',
  'sp.deleteLabel': 'Delete the price change to {price} on {date}',
  'sp.deleteItem': 'the price change to {price} on {date}',
  'sp.deleted': 'The price change to {price} on {date} was deleted.',
  'sp.saved': 'The price change to {price} on {date} is scheduled.',
  'sp.form.addTitle': 'Schedule a Price Change',
  'sp.form.editTitle': 'Change the Scheduled Price',
  'sp.form.price': 'New price',
  'sp.form.start': 'Starts (New York time, {zone})',
  'sp.form.end': 'Ends (New York time, {zone}), optional',
  'sp.form.endHint': 'Leave empty to keep the new price.',
  'sp.form.endPrice': 'Price after the end, optional',
  'sp.form.endPriceHint': 'Leave empty to return to the price before the change.',
  'sp.form.startHint': 'From {earliest} to {latest}.',
  'sp.form.started': 'This change has started: only its end can still change.',
  'sp.form.royalty': 'At {price} you earn {royalty} a sale ({rate} royalty).',
  'sp.form.bands': 'eBook prices: {free} (free), or from {min} to {max}. Royalty: {bands}.',
  'sp.form.band': '{rate} from {min} to {max}',
  'sp.form.cancel': 'Cancel',
  'sp.form.save': 'Save',
  'sp.badge': 'Price change on {date}: {price}',
  'sp.link': 'Scheduled Prices',
  'sp.linkLabel': 'Scheduled prices of {title}',
  'sp.notEbook': 'Scheduled prices are for eBooks.',
} as const;

export type ScheduledPricesMessageKey = keyof typeof scheduledPricesEnUS;

export const scheduledPricesText: (key: ScheduledPricesMessageKey, params?: MessageParams) => string =
  createTranslator({ 'en-US': scheduledPricesEnUS }, locale);
