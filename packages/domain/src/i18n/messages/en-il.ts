import type { StaticDomainMessageKey } from './en-US';

/**
 * en-il: no domain message differs from en-US. English in Israel commonly follows US spelling,
 * so this file is empty on purpose; the locale differs only in its date pattern (D MMMM YYYY).
 */
export const DOMAIN_MESSAGES_ENIL: Readonly<Partial<Record<StaticDomainMessageKey, string>>> = {};
