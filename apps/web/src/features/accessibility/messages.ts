import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/** The eBook accessibility list (decision 046). */
export const accessibilityEnUS = {
  'eaa.title': 'eBook accessibility',
  'eaa.intro':
    'The accessibility metadata of your eBooks, which the European Accessibility Act asks for. Open a book’s About step to see what is missing and to state it.',
  'eaa.filter': 'Show',
  'eaa.filter.all': 'All ({count})',
  'eaa.filter.conformant': 'Conformant ({count})',
  'eaa.filter.partial': 'Partial ({count})',
  'eaa.filter.missing': 'Missing ({count})',
  'eaa.loading': 'Loading your eBooks…',
  'eaa.loadError': 'We could not load your eBooks.',
  'eaa.empty': 'No eBooks here.',
  'eaa.table': 'eBooks and their accessibility',
  'eaa.col.title': 'eBook',
  'eaa.col.status': 'Accessibility',
  'eaa.col.findings': 'Findings',
  'eaa.untitled': 'Untitled eBook',
  'eaa.findings': '{count} to look at',
  'eaa.findingsNone': 'None',
  'eaa.more': 'Showing {shown} of {total}.',
} as const;

export type AccessibilityMessageKey = keyof typeof accessibilityEnUS;

export const accessibilityText: (key: AccessibilityMessageKey, params?: MessageParams) => string =
  createTranslator({ 'en-US': accessibilityEnUS }, locale);
