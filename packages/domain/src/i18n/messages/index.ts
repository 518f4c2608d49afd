import type { Catalogues } from '../translator';
import { createTranslator, type Translate } from '../translator';
import { DOMAIN_MESSAGES_ENAU } from './en-au';
import { DOMAIN_MESSAGES_ENCA } from './en-ca';
import { DOMAIN_MESSAGES_ENGB } from './en-gb';
import { DOMAIN_MESSAGES_ENIE } from './en-ie';
import { DOMAIN_MESSAGES_ENIL } from './en-il';
import { DOMAIN_MESSAGES_ENNZ } from './en-nz';
import { DOMAIN_MESSAGES, type DomainMessageKey } from './en-US';

export type { DomainMessageKey, StaticDomainMessageKey } from './en-US';
export { DOMAIN_MESSAGES };

/** DOMAIN_MESSAGES with the six locale override files (spec 1 §9, spec 3 §9). */
export const DOMAIN_CATALOGUES: Catalogues<DomainMessageKey> = {
  'en-US': DOMAIN_MESSAGES,
  'en-au': DOMAIN_MESSAGES_ENAU,
  'en-ca': DOMAIN_MESSAGES_ENCA,
  'en-gb': DOMAIN_MESSAGES_ENGB,
  'en-ie': DOMAIN_MESSAGES_ENIE,
  'en-il': DOMAIN_MESSAGES_ENIL,
  'en-nz': DOMAIN_MESSAGES_ENNZ,
};

/** A translator over the domain messages, e.g. `domainTranslator('en-gb')('vendorStatus.Cancelled')`. */
export function domainTranslator(locale: string): Translate<DomainMessageKey> {
  return createTranslator(DOMAIN_CATALOGUES, locale);
}

/** en-US domain messages; the form engine's default. */
export const tDomain: Translate<DomainMessageKey> = domainTranslator('en-US');
