/**
 * A book's accessibility metadata as ONIX <ProductFormFeature>s (decision 046): list 79 type 09
 * ("E-publication accessibility detail") with values of list 196, and type 12 ("US CPSIA or other
 * international hazard warning") with the hazard values of list 143. Codes as in
 * ONIX_BookProduct_CodeLists.xsd, issue 66.
 */
import type { AccessibilityMetadata, AccessibilityStatus } from '../accessibility/types';
import type { AccessibilityFeature, AccessibilityHazard } from '../accessibility/vocabulary';

export interface OnixFormFeature {
  /** List 79: '09' accessibility detail, '12' hazard warning. */
  type: '09' | '12';
  /** List 196 (type 09) or list 143 (type 12). */
  value: string;
  /** ProductFormFeatureDescription: the summary of code 00. */
  description?: string;
}

/** List 196 for each schema:accessibilityFeature that has one. */
export const ONIX_FEATURE_CODES: Partial<Record<AccessibilityFeature, string>> = {
  tableOfContents: '11', // Table of contents navigation
  index: '12', // Index navigation
  readingOrder: '13', // Single logical reading order
  alternativeText: '14', // Short alternative textual descriptions
  longDescription: '15', // Full alternative textual descriptions
  MathML: '17', // Accessible math content as MathML
  ChemML: '18', // Accessible chemistry content as ChemML
  pageBreakMarkers: '19', // Print-equivalent page numbering
  pageNavigation: '19',
  printPageNumbers: '19',
  synchronizedAudioText: '20', // Synchronised pre-recorded audio
  ttsMarkup: '21', // Text-to-speech hinting provided
  highContrastDisplay: '26', // Use of high contrast between text and background color
  highContrastAudio: '27', // Use of high contrast between foreground and background audio
  audioDescription: '28', // Full alternative audio descriptions
  structuralNavigation: '29', // Next / Previous structural navigation
  ARIA: '30', // ARIA roles provided
  'MathML-chemistry': '34', // Accessible chemistry content (as MathML)
  latex: '35', // Accessible math content (as LaTeX)
  displayTransformability: '36', // All textual content can be modified
};

/** List 196 for the ways of reading that are enough on their own. */
const SUFFICIENT_CODES: Readonly<Record<string, string>> = {
  textual: '52', // All non-decorative content supports reading without sight
  auditory: '51', // All non-decorative content supports reading via pre-recorded audio
};

/** List 143 for each hazard value ("unknown" has no code: it is left out). */
export const ONIX_HAZARD_CODES: Partial<Record<AccessibilityHazard, string>> = {
  none: '00', // No known hazards or warnings
  flashing: '13',
  noFlashingHazard: '14',
  sound: '15',
  noSoundHazard: '16',
  motionSimulation: '17',
  noMotionSimulationHazard: '18',
  unknownFlashingHazard: '24',
  unknownSoundHazard: '25',
  unknownMotionSimulationHazard: '26',
};

const WCAG_VERSION_CODES = { '2.0': '80', '2.1': '81', '2.2': '82' } as const;
const WCAG_LEVEL_CODES = { A: '84', AA: '85', AAA: '86' } as const;

/**
 * The <ProductFormFeature>s of an eBook's accessibility, in this order: conformance (02/03 for EPUB
 * Accessibility 1.0 A/AA; 04 with the WCAG version and level for 1.1), the features, the ways of
 * reading that suffice, the summary (00), then the hazards; "Unknown accessibility" (08) alone when
 * nothing at all is known. Each value once.
 */
export function onixAccessibilityFeatures(
  m: AccessibilityMetadata,
  status: AccessibilityStatus,
): OnixFormFeature[] {
  if (status === 'missing') return [{ type: '09', value: '08' }];
  const codes: string[] = [];
  const c = m.conformance;
  if (c?.epub === '1.0') codes.push(c.level === 'A' ? '02' : '03');
  if (c?.epub === '1.1') codes.push('04', WCAG_VERSION_CODES[c.wcag], WCAG_LEVEL_CODES[c.level]);
  for (const f of m.features) {
    const code = ONIX_FEATURE_CODES[f];
    if (code) codes.push(code);
  }
  for (const set of m.accessModesSufficient) {
    const code = SUFFICIENT_CODES[set];
    if (code) codes.push(code);
  }
  const out: OnixFormFeature[] = [...new Set(codes)].map((value) => ({ type: '09', value }));
  if (m.summary) out.push({ type: '09', value: '00', description: m.summary });
  const hazards = new Set(m.hazards.flatMap((h) => ONIX_HAZARD_CODES[h] ?? []));
  for (const value of hazards) out.push({ type: '12', value });
  return out;
}
