import type { Conformance } from './conformance';
import type { AccessibilityFeature, AccessibilityHazard, AccessMode } from './vocabulary';

/**
 * What an EPUB's package document declares (EPUB Accessibility 1.1 §2.1), as written: values
 * outside the vocabulary are kept so that they can be reported. `accessModesSufficient` holds one
 * entry per schema:accessModeSufficient (a comma-separated set, e.g. "textual,visual").
 */
export interface EpubAccessibility {
  accessModes: string[];
  accessModesSufficient: string[];
  features: string[];
  hazards: string[];
  summary: string | null;
  /** Every dcterms:conformsTo, as a <meta> text or a <link> href. */
  conformsTo: string[];
}

/** What the author states in Quire (the About step), checked by `accessibilityStatementSchema`. */
export interface AccessibilityStatement {
  accessModes: AccessMode[];
  /** Sets in one spelling (`normalizeSufficientSet`): "textual", "textual,visual". */
  accessModesSufficient: string[];
  features: AccessibilityFeature[];
  hazards: AccessibilityHazard[];
  summary: string | null;
  /** One of CONFORMANCE_STATEMENTS, or null. */
  conformsTo: string | null;
}

/** The six items the status is made of, by their schema.org / Dublin Core names. */
export const ACCESSIBILITY_PROPERTIES = [
  'accessMode',
  'accessModeSufficient',
  'accessibilityFeature',
  'accessibilityHazard',
  'accessibilitySummary',
  'conformsTo',
] as const;
export type AccessibilityProperty = (typeof ACCESSIBILITY_PROPERTIES)[number];

/** The items EPUB Accessibility 1.1 requires of every publication (accessModeSufficient is recommended). */
export const REQUIRED_PROPERTIES: readonly AccessibilityProperty[] = [
  'accessMode',
  'accessibilityFeature',
  'accessibilityHazard',
  'accessibilitySummary',
];

/** The book's accessibility metadata: the file's declarations with the author's statements over them. */
export interface AccessibilityMetadata {
  accessModes: AccessMode[];
  accessModesSufficient: string[];
  features: AccessibilityFeature[];
  hazards: AccessibilityHazard[];
  summary: string | null;
  /** The conformance statement in its standard spelling (`conformanceText`), or null. */
  conformsTo: string | null;
  conformance: Conformance | null;
}

/**
 * conformant: every required item is there and a conformance statement claims a WCAG level;
 * partial: some items are there; missing: none is.
 */
export const ACCESSIBILITY_STATUSES = ['conformant', 'partial', 'missing'] as const;
export type AccessibilityStatus = (typeof ACCESSIBILITY_STATUSES)[number];

/** One missing, unknown or contradictory item, in words an author can act on. */
export interface AccessibilityFinding {
  code: string;
  /** WARNING: the metadata is incomplete or wrong; INFO: a recommendation. Never blocks anything. */
  severity: 'WARNING' | 'INFO';
  property: AccessibilityProperty;
  message: string;
}

export interface AccessibilityReport {
  metadata: AccessibilityMetadata;
  /** Where each item comes from: the EPUB, the author's statement in Quire, or nowhere. */
  sources: Record<AccessibilityProperty, 'file' | 'author' | null>;
  findings: AccessibilityFinding[];
  status: AccessibilityStatus;
}
