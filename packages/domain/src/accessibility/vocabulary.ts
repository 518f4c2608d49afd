/**
 * The controlled values of the schema.org accessibility properties an EPUB declares (EPUB
 * Accessibility 1.1 §2.1, values from the W3C "Schema.org Accessibility Properties for
 * Discoverability Vocabulary"), with the words Quire shows authors for each.
 */

/** schema:accessMode: the senses the content as published asks of a reader. */
export const ACCESS_MODES = [
  'textual',
  'visual',
  'auditory',
  'tactile',
  'textOnVisual',
  'chartOnVisual',
  'chemOnVisual',
  'colorDependent',
  'diagramOnTactile',
  'diagramOnVisual',
  'mathOnVisual',
  'musicOnVisual',
] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

export const ACCESS_MODE_LABELS: Record<AccessMode, string> = {
  textual: 'Text',
  visual: 'Images and other visual content',
  auditory: 'Audio',
  tactile: 'Tactile (braille, tactile graphics)',
  textOnVisual: 'Text shown as images',
  chartOnVisual: 'Charts shown as images',
  chemOnVisual: 'Chemistry shown as images',
  colorDependent: 'Meaning carried by color',
  diagramOnTactile: 'Tactile diagrams',
  diagramOnVisual: 'Diagrams shown as images',
  mathOnVisual: 'Math shown as images',
  musicOnVisual: 'Sheet music shown as images',
};

/** The modes a schema:accessModeSufficient set may name (each set is a comma-separated list of them). */
export const SUFFICIENT_MODES = ['textual', 'visual', 'auditory', 'tactile'] as const;
export type SufficientMode = (typeof SUFFICIENT_MODES)[number];

/** The sets the About step offers; any comma-separated set of SUFFICIENT_MODES is valid. */
export const SUFFICIENT_SETS = [
  'textual',
  'visual',
  'auditory',
  'tactile',
  'textual,visual',
  'textual,auditory',
  'auditory,visual',
] as const;

/** schema:accessibilityFeature (deprecated values are still understood; see DEPRECATED_FEATURES). */
export const ACCESSIBILITY_FEATURES = [
  'alternativeText',
  'annotations',
  'ARIA',
  'audioDescription',
  'braille',
  'ChemML',
  'closeCaptions',
  'describedMath',
  'displayTransformability',
  'fullRubyAnnotations',
  'highContrastAudio',
  'highContrastDisplay',
  'horizontalWriting',
  'index',
  'largePrint',
  'latex',
  'latex-chemistry',
  'longDescription',
  'MathML',
  'MathML-chemistry',
  'none',
  'openCaptions',
  'pageBreakMarkers',
  'pageNavigation',
  'readingOrder',
  'rubyAnnotations',
  'signLanguage',
  'structuralNavigation',
  'synchronizedAudioText',
  'tableOfContents',
  'tactileGraphic',
  'tactileObject',
  'taggedPDF',
  'timingControl',
  'transcript',
  'ttsMarkup',
  'unknown',
  'unlocked',
  'verticalWriting',
  'withAdditionalWordSegmentation',
  'withoutAdditionalWordSegmentation',
  // Deprecated by the vocabulary, still met in files.
  'bookmarks',
  'captions',
  'printPageNumbers',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** Deprecated features and the value that replaces each. */
export const DEPRECATED_FEATURES: Partial<Record<AccessibilityFeature, AccessibilityFeature>> = {
  printPageNumbers: 'pageBreakMarkers',
  captions: 'closeCaptions',
  bookmarks: 'annotations',
};

/** The features the About step offers (the common ones for a reflowable eBook). */
export const COMMON_FEATURES = [
  'structuralNavigation',
  'tableOfContents',
  'readingOrder',
  'displayTransformability',
  'alternativeText',
  'longDescription',
  'pageBreakMarkers',
  'pageNavigation',
  'index',
  'MathML',
  'ARIA',
  'highContrastDisplay',
  'synchronizedAudioText',
  'ttsMarkup',
  'none',
] as const satisfies readonly AccessibilityFeature[];

export const FEATURE_LABELS: Partial<Record<AccessibilityFeature, string>> = {
  structuralNavigation: 'Headings mark the chapters and sections',
  tableOfContents: 'Table of contents',
  readingOrder: 'Logical reading order',
  displayTransformability: 'Text size, font and colors can be changed',
  alternativeText: 'Images have text alternatives',
  longDescription: 'Complex images have long descriptions',
  pageBreakMarkers: 'Page numbers of the print edition',
  pageNavigation: 'Page list to go to a print page',
  index: 'Linked index',
  MathML: 'Math written in MathML',
  ARIA: 'ARIA roles',
  highContrastDisplay: 'High contrast text',
  synchronizedAudioText: 'Narration synchronised with the text',
  ttsMarkup: 'Text-to-speech pronunciation hints',
  none: 'None of these',
};

/** schema:accessibilityHazard. */
export const ACCESSIBILITY_HAZARDS = [
  'none',
  'flashing',
  'noFlashingHazard',
  'unknownFlashingHazard',
  'motionSimulation',
  'noMotionSimulationHazard',
  'unknownMotionSimulationHazard',
  'sound',
  'noSoundHazard',
  'unknownSoundHazard',
  'unknown',
] as const;
export type AccessibilityHazard = (typeof ACCESSIBILITY_HAZARDS)[number];

export const HAZARD_LABELS: Record<AccessibilityHazard, string> = {
  none: 'No hazards',
  flashing: 'Flashing (may cause seizures)',
  noFlashingHazard: 'No flashing hazard',
  unknownFlashingHazard: 'Flashing hazard not known',
  motionSimulation: 'Motion simulation (may cause nausea)',
  noMotionSimulationHazard: 'No motion simulation hazard',
  unknownMotionSimulationHazard: 'Motion simulation hazard not known',
  sound: 'Sound hazard',
  noSoundHazard: 'No sound hazard',
  unknownSoundHazard: 'Sound hazard not known',
  unknown: 'Not known',
};

/** The three hazards and their "present", "absent" and "not known" values. */
export const HAZARD_KINDS = [
  { present: 'flashing', absent: 'noFlashingHazard', unknown: 'unknownFlashingHazard' },
  {
    present: 'motionSimulation',
    absent: 'noMotionSimulationHazard',
    unknown: 'unknownMotionSimulationHazard',
  },
  { present: 'sound', absent: 'noSoundHazard', unknown: 'unknownSoundHazard' },
] as const satisfies readonly Record<'present' | 'absent' | 'unknown', AccessibilityHazard>[];

export const isAccessMode = (v: string): v is AccessMode => (ACCESS_MODES as readonly string[]).includes(v);
export const isFeature = (v: string): v is AccessibilityFeature =>
  (ACCESSIBILITY_FEATURES as readonly string[]).includes(v);
export const isHazard = (v: string): v is AccessibilityHazard =>
  (ACCESSIBILITY_HAZARDS as readonly string[]).includes(v);

/**
 * A schema:accessModeSufficient value in one spelling: its modes, trimmed, without repeats, in
 * SUFFICIENT_MODES order ("visual, textual" → "textual,visual"); null when a mode is not one of them.
 */
export function normalizeSufficientSet(value: string): string | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.some((p) => !(SUFFICIENT_MODES as readonly string[]).includes(p))) return null;
  return SUFFICIENT_MODES.filter((m) => parts.includes(m)).join(',');
}

/** "textual" → "Text alone"; "textual,visual" → "Text and images". */
export function sufficientSetLabel(set: string): string {
  const words: Record<SufficientMode, string> = {
    textual: 'text',
    visual: 'images',
    auditory: 'audio',
    tactile: 'touch',
  };
  const parts = set.split(',').map((m) => words[m as SufficientMode] ?? m);
  const text =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : `${parts[0] ?? ''} alone`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
