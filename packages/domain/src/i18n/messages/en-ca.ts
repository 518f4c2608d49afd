import { COMMONWEALTH_SPELLING } from './commonwealth';
import type { StaticDomainMessageKey } from './en-US';

/** en-ca: the domain messages that differ from en-US (spelling only; dates use D MMMM YYYY). */
export const DOMAIN_MESSAGES_ENCA: Readonly<Partial<Record<StaticDomainMessageKey, string>>> = {
  ...COMMONWEALTH_SPELLING,
};
