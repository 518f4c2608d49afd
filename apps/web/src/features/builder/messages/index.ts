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
import { shellCommonwealth, shellEnUS } from './shell';
import { detailsStepsCommonwealth, detailsStepsEnUS } from './steps-details';
import { printStepsCommonwealth, printStepsEnUS } from './steps-print';
import { startStepsCommonwealth, startStepsEnUS } from './steps-start';

/**
 * The book builder's strings (en-US holds every key; other locales override only what differs):
 * the wizard's shell and the summary in shell.ts (which the summary page loads alone), each group
 * of steps in its own file beside this one. Kept beside the feature so the builder's chunks carry
 * them, not the first page.
 */
export const builderEnUS = {
  ...shellEnUS,
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
  ...shellCommonwealth,
} as const satisfies Partial<Record<BuilderMessageKey, string>>;

/** Canadian English spells colour like the other Commonwealth locales; en-il keeps US spelling. */
export const BUILDER_CATALOGUES: Catalogues<BuilderMessageKey> = withCommonwealth(builderEnUS, commonwealth);

export const builderText: (key: BuilderMessageKey, params?: MessageParams) => string = createTranslator(
  BUILDER_CATALOGUES,
  locale,
);
