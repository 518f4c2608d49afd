import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The contributors screen and the invitation shown on the contributor page. */
export const contributorsEnUS = {
  'contributors.title': 'Contributors',
  'contributors.intro':
    'Invite people to work in your account. They sign in with the link we e-mail them and can do only what you allow.',
  'contributors.invite': 'Invite a Contributor',
  'contributors.notAllowed': 'The author has not given you access to their list of contributors.',
  'contributors.notEnabled':
    'Sharing your account with contributors (Author Shared Access) is not enabled for your account. Please contact support to request it.',
  'contributors.firstName': 'First Name',
  'contributors.lastName': 'Last Name',
  'contributors.email': 'E-mail Address',
  'contributors.permissions': 'Permissions',
  'contributors.send': 'Send Invitation',
  'contributors.sent': 'We e-mailed an invitation to {email}.',
  'contributors.list': 'Your contributors',
  'contributors.none': 'You have no contributors yet.',
  'contributors.pages': 'Pages of contributors',
  'contributors.name': 'Name',
  'contributors.status': 'Status',
  'contributors.actions': 'Actions',
  'contributors.status.INVITED': 'Invited (link valid until {date})',
  'contributors.status.ACTIVE': 'Active',
  'contributors.status.EXPIRED': 'Invitation expired',
  'contributors.change': 'Change Permissions',
  'contributors.changeLabel': 'Change permissions of {name}',
  'contributors.changeTitle': 'Permissions of {name}',
  'contributors.save': 'Save',
  'contributors.cancel': 'Cancel',
  'contributors.changed': 'The permissions of {name} have been changed.',
  'contributors.remove': 'Remove',
  'contributors.removeLabel': 'Remove {name}',
  'contributors.removeTitle': 'Remove Contributor',
  'contributors.removeConfirm':
    '{name} will no longer be able to work in your account. Their next action takes them out of it.',
  'contributors.removed': '{name} has been removed.',
  'contributors.loading': 'Loading…',
  'contributors.loadError': 'We could not load your contributors.',
  'contributors.required.firstName': 'Please enter the first name.',
  'contributors.required.lastName': 'Please enter the last name.',
  'contributors.required.email': 'Please enter the email address.',
  'contributors.invalid.email': 'Please enter a valid email address.',
  'contributors.required.permissions': 'Please choose at least one permission.',
} as const;

export type ContributorsMessageKey = keyof typeof contributorsEnUS;

export const contributorsText: (key: ContributorsMessageKey, params?: MessageParams) => string =
  createTranslator({ 'en-US': contributorsEnUS }, locale);
