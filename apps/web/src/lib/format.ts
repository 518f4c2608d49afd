import { type DateInput, formatDisplayDate } from '@quire/domain/format/dates';
import { type Amount, type Currency, formatPrice } from '@quire/domain/format/price-text';
import { LOCALE_INFO } from '@quire/domain/i18n/locales';
import { locale } from '../i18n';

/**
 * Dates and prices for this session's locale, through the domain's formatting helpers: dates in
 * America/New_York as 'MMMM D, YYYY' (US) or 'D MMMM YYYY' (other locales); prices with '--' when
 * missing, two decimals, thousands commas, the currency symbol, negatives in parentheses.
 * Import from here in screens; it is a separate module so pages without dates stay light.
 */
export function formatDate(value: DateInput, fallback = ''): string {
  return formatDisplayDate(value, locale, fallback);
}

export function formatMoney(amount: Amount, currency: Currency = LOCALE_INFO[locale].currency): string {
  return formatPrice(amount, currency);
}
