import {
  type Catalogues,
  createTranslator,
  type MessageParams,
  withCommonwealth,
} from '@quire/domain/i18n/translator';
import { locale } from '../../../i18n';
import { accessibilityCommonwealth, accessibilityEnUS } from './accessibility';
import { backlistCommonwealth, backlistEnUS } from './backlist';
import { guidanceCommonwealth, guidanceEnUS } from './guidance';
import { detailsStepsCommonwealth, detailsStepsEnUS } from './steps-details';
import { printStepsCommonwealth, printStepsEnUS } from './steps-print';
import { startStepsCommonwealth, startStepsEnUS } from './steps-start';

/**
 * The book builder's strings (en-US holds every key; other locales override only what differs):
 * the shared wizard chrome here, each group of steps in its own file beside this one. Kept beside
 * the feature so the builder's chunks carry them, not the first page.
 */
const sharedEnUS = {
  'builder.loading': 'Loading your book…',
  'builder.loadingStep': 'Loading this step…',
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
  'builder.separateCover': 'Two files; you choose the spine color and text in the spine step.',
} as const;

export const builderEnUS = {
  ...sharedEnUS,
  ...startStepsEnUS,
  ...printStepsEnUS,
  ...detailsStepsEnUS,
  ...guidanceEnUS,
  ...backlistEnUS,
  ...accessibilityEnUS,
} as const;

export type BuilderMessageKey = keyof typeof builderEnUS;

/**
 * Commonwealth spelling (colour, cancelled, greyscale) for en-au, en-ca, en-gb, en-ie and en-nz,
 * as the domain's locale files do. en-il follows US spelling (packages/domain/src/i18n/messages/en-il.ts).
 */
const commonwealth = {
  ...startStepsCommonwealth,
  ...printStepsCommonwealth,
  ...detailsStepsCommonwealth,
  ...guidanceCommonwealth,
  ...backlistCommonwealth,
  ...accessibilityCommonwealth,
  'builder.printColor': 'Print colour',
  'builder.paperColor': 'Paper colour',
  'builder.separateCover': 'Two files; you choose the spine colour and text in the spine step.',
} as const satisfies Partial<Record<BuilderMessageKey, string>>;

/** Canadian English spells colour like the other Commonwealth locales; en-il keeps US spelling. */
export const BUILDER_CATALOGUES: Catalogues<BuilderMessageKey> = withCommonwealth(builderEnUS, commonwealth);

export const builderText: (key: BuilderMessageKey, params?: MessageParams) => string = createTranslator(
  BUILDER_CATALOGUES,
  locale,
);
