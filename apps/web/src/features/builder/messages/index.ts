import { createTranslator, type MessageParams } from '@quire/domain/i18n/translator';
import { locale } from '../../i18n';

/**
 * The book builder's shared strings (en-US holds every key; other locales override only what
 * differs). Kept beside the feature so the builder's chunks carry them, not the first page.
 */
export const builderEnUS = {
  'builder.loading': 'Loading your book…',
  'builder.untitled': 'Untitled book',
  'builder.next': 'Next',
  'builder.back': 'Back',
  'builder.nextTo': 'Next: {step}',
  'builder.backTo': 'Back: {step}',
  'builder.nav': 'Book builder steps',
  'builder.navLocked': '(not available yet)',
  'builder.shortcuts': 'Step shortcuts',
  'builder.save.saved': 'All changes saved',
  'builder.save.unsaved': 'Unsaved changes',
  'builder.save.saving': 'Saving…',
  'builder.save.error': 'Your changes could not be saved',
  'builder.printColor': 'Print color',
  'builder.paperColor': 'Paper color',
  'builder.spineColor': 'Spine color',
  'builder.spineHint': 'Pick a color that matches the edges of your front and back covers.',
  'builder.separateCover': 'Two files; you choose the spine color and text in the spine step.',
} as const;

export type BuilderMessageKey = keyof typeof builderEnUS;

const commonwealth = {
  'builder.printColor': 'Print colour',
  'builder.paperColor': 'Paper colour',
  'builder.spineColor': 'Spine colour',
  'builder.spineHint': 'Pick a colour that matches the edges of your front and back covers.',
  'builder.separateCover': 'Two files; you choose the spine colour and text in the spine step.',
} as const satisfies Partial<Record<BuilderMessageKey, string>>;

export const bt: (key: BuilderMessageKey, params?: MessageParams) => string = createTranslator(
  {
    'en-US': builderEnUS,
    'en-au': commonwealth,
    'en-ca': commonwealth,
    'en-gb': commonwealth,
    'en-ie': commonwealth,
    'en-il': commonwealth,
    'en-nz': commonwealth,
  },
  locale,
);
