import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The administrators' retailer API keys (en-US holds every key). */
export const retailEnUS = {
  'keys.title': 'Retailer Keys',
  'keys.intro':
    'The API keys retailers’ systems use to check and redeem eBook coupons. Issue one key to each retailer, and revoke a key that is lost or no longer used.',
  'keys.issue': 'Issue a key',
  'keys.caption': 'Retailer API keys',
  'keys.loading': 'Loading the keys…',
  'keys.loadError': 'We could not load the retailer keys.',
  'keys.none': 'No key has been issued yet.',
  'keys.count': '{count} keys, {active} in use',
  'keys.countOne': '1 key, {active} in use',
  'keys.col.name': 'Retailer',
  'keys.col.prefix': 'Key begins with',
  'keys.col.created': 'Issued',
  'keys.col.createdBy': 'Issued by',
  'keys.col.lastUsed': 'Last used',
  'keys.col.revoked': 'Revoked',
  'keys.col.actions': 'Actions',
  'keys.never': 'Never',
  'keys.unknown': '—',
  'keys.active': 'Active',
  'keys.revoke': 'Revoke',
  'keys.revokeLabel': 'Revoke the key of {name}',
  'keys.revokeTitle': 'Revoke the key of {name}?',
  'keys.revokeMessage':
    'Calls made with the key beginning {prefix} will be refused from now on. This cannot be undone: {name} will need a new key.',
  'keys.revokeConfirm': 'Revoke Key',
  'keys.revoked': 'The key of {name} was revoked.',
  'keys.revokeRefused': 'The key was not revoked',

  'issue.title': 'Issue a retailer key',
  'issue.name': 'Retailer name',
  'issue.nameHint': 'The retailer whose system will use the key, as you will recognise it in this list.',
  'issue.submit': 'Issue Key',
  'issue.cancel': 'Cancel',
  'issue.problems': 'The key was not issued',
  'issue.doneTitle': 'The key for {name}',
  'issue.warningTitle': 'Copy this key now',
  'issue.warning':
    'This is the only time the whole key is shown: Quire keeps only a fingerprint of it. Give it to {name} through a safe channel. If it is lost, revoke it and issue a new one.',
  'issue.secret': 'API key for {name}',
  'issue.copy': 'Copy Key',
  'issue.copyFailed': 'Your browser did not allow copying. Select the key and copy it yourself.',
  'issue.done': 'Done',
} as const;

export type RetailMessageKey = keyof typeof retailEnUS;

export const retailText: (key: RetailMessageKey, params?: MessageParams) => string = createTranslator(
  { 'en-US': retailEnUS },
  locale,
);
