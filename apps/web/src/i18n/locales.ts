import type { Catalogues } from '@quire/domain/i18n/index';
import { enUS, type WebMessageKey } from './en-US';

/**
 * The web app's UI strings per locale (spec 1 §9 / spec 3 §9): en-US holds every key, the other
 * locales override only the wording that differs. Dates follow the domain's LOCALE_INFO
 * ('MMMM D, YYYY' for US, 'D MMMM YYYY' otherwise).
 */
const commonwealth = {
  'createAccount.emailOptIn': 'Send me news, tips and offers for authors by e-mail',
} as const satisfies Partial<Record<WebMessageKey, string>>;

export const WEB_CATALOGUES: Catalogues<WebMessageKey> = {
  'en-US': enUS,
  'en-au': commonwealth,
  'en-ca': commonwealth,
  'en-gb': commonwealth,
  'en-ie': commonwealth,
  'en-il': commonwealth,
  'en-nz': commonwealth,
};
