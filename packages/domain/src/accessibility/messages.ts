import type { AccessibilityFinding, AccessibilityProperty } from './types';

/**
 * The findings' messages. Each says what is missing or wrong and the two ways to fix it: in
 * Quire (the About step's Accessibility section, which then speaks for the file) or in the EPUB's
 * package document.
 */
const IN_QUIRE = 'State it under Accessibility in the About step';

export const ACCESSIBILITY_MESSAGES = {
  accessModeMissing: `Say how the book is read (access modes): "Text" for a book of text, with "Images" if pictures carry meaning. ${IN_QUIRE}, or add <meta property="schema:accessMode">textual</meta> to your EPUB.`,
  sufficientMissing: `Say which ways of reading are enough to read the whole book (for example "Text alone" when every image has a text alternative). ${IN_QUIRE}, or add <meta property="schema:accessModeSufficient">textual</meta> to your EPUB.`,
  featureMissing: `List the accessibility features the book has, such as a table of contents and headings for chapters ("None of these" if it has none). ${IN_QUIRE}, or add <meta property="schema:accessibilityFeature">tableOfContents</meta> to your EPUB.`,
  hazardMissing: `Say whether the book has content that can harm some readers (flashing, motion simulation, sound), or "No hazards". ${IN_QUIRE}, or add <meta property="schema:accessibilityHazard">none</meta> to your EPUB.`,
  summaryMissing: `Write a short accessibility summary: a sentence or two on how accessible the book is and any limits. ${IN_QUIRE}, or add <meta property="schema:accessibilitySummary">…</meta> to your EPUB.`,
  conformanceMissing: `Say which accessibility standard the book meets, for example "EPUB Accessibility 1.1 - WCAG 2.1 Level AA", if you have checked it against one. ${IN_QUIRE}, or add <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta> to your EPUB.`,
  hazardNoneWithOthers:
    'The hazards say both "none" (or "unknown") and a particular hazard. Keep only what is true of the book.',
  featureNoneWithOthers:
    'The features say both "none" and particular features. Keep "none" only when the book has none of them.',
  sufficientInvalid:
    'Each way of reading must name only text, images (visual), audio (auditory) or touch (tactile).',
} as const;

const EXAMPLES: Record<AccessibilityProperty, string> = {
  accessMode: 'textual, visual, auditory, tactile',
  accessModeSufficient: 'textual, visual, auditory, tactile, or several joined by commas ("textual,visual")',
  accessibilityFeature:
    'tableOfContents, structuralNavigation, readingOrder, alternativeText, displayTransformability',
  accessibilityHazard: 'none, noFlashingHazard, flashing, noMotionSimulationHazard, noSoundHazard, unknown',
  accessibilitySummary: '',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
};

const finding = (
  code: string,
  severity: AccessibilityFinding['severity'],
  property: AccessibilityProperty,
  message: string,
): AccessibilityFinding => ({ code, severity, property, message });

/** A value the vocabulary does not have (a typo, another vocabulary's word). */
export const unknownValue = (property: AccessibilityProperty, value: string): AccessibilityFinding =>
  finding(
    'A11Y_VALUE_UNKNOWN',
    'WARNING',
    property,
    `Your EPUB declares schema:${property} "${value}", which is not one of its values, so reading apps ignore it. Use one of: ${EXAMPLES[property]}.`,
  );

/** A conformance statement that names no EPUB Accessibility version with a WCAG level. */
export const conformanceUnrecognised = (value: string): AccessibilityFinding =>
  finding(
    'A11Y_CONFORMANCE_UNRECOGNISED',
    'WARNING',
    'conformsTo',
    `Your EPUB's dcterms:conformsTo "${value}" does not name EPUB Accessibility with a WCAG level. Write it as "${EXAMPLES.conformsTo}" (with your WCAG version and level), or choose the standard under Accessibility in the About step.`,
  );

/** A deprecated feature and its replacement. */
export const featureDeprecated = (value: string, replacement: string): AccessibilityFinding =>
  finding(
    'A11Y_FEATURE_DEPRECATED',
    'INFO',
    'accessibilityFeature',
    `The feature "${value}" is no longer used; write "${replacement}" instead.`,
  );

const MISSING: Record<
  AccessibilityProperty,
  [code: string, severity: AccessibilityFinding['severity'], message: string]
> = {
  accessMode: ['A11Y_ACCESS_MODE_MISSING', 'WARNING', ACCESSIBILITY_MESSAGES.accessModeMissing],
  accessModeSufficient: ['A11Y_SUFFICIENT_MISSING', 'INFO', ACCESSIBILITY_MESSAGES.sufficientMissing],
  accessibilityFeature: ['A11Y_FEATURE_MISSING', 'WARNING', ACCESSIBILITY_MESSAGES.featureMissing],
  accessibilityHazard: ['A11Y_HAZARD_MISSING', 'WARNING', ACCESSIBILITY_MESSAGES.hazardMissing],
  accessibilitySummary: ['A11Y_SUMMARY_MISSING', 'WARNING', ACCESSIBILITY_MESSAGES.summaryMissing],
  conformsTo: ['A11Y_CONFORMANCE_MISSING', 'WARNING', ACCESSIBILITY_MESSAGES.conformanceMissing],
};

/** The finding of an item nobody gave. */
export function missing(property: AccessibilityProperty): AccessibilityFinding {
  const [code, severity, message] = MISSING[property];
  return finding(code, severity, property, message);
}

export const hazardConflict = (): AccessibilityFinding =>
  finding(
    'A11Y_HAZARD_CONFLICT',
    'WARNING',
    'accessibilityHazard',
    ACCESSIBILITY_MESSAGES.hazardNoneWithOthers,
  );

export const featureConflict = (): AccessibilityFinding =>
  finding(
    'A11Y_FEATURE_CONFLICT',
    'WARNING',
    'accessibilityFeature',
    ACCESSIBILITY_MESSAGES.featureNoneWithOthers,
  );

/** The label of each status, for badges and lists. */
export const ACCESSIBILITY_STATUS_LABELS = {
  conformant: 'Conformant',
  partial: 'Partial',
  missing: 'Missing',
} as const;
