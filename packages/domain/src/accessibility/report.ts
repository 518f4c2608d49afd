import { type Conformance, conformanceText, parseConformance, strongestConformance } from './conformance';
import {
  conformanceUnrecognised,
  featureConflict,
  featureDeprecated,
  hazardConflict,
  missing,
  unknownValue,
} from './messages';
import {
  type AccessibilityFinding,
  type AccessibilityMetadata,
  type AccessibilityProperty,
  type AccessibilityReport,
  type AccessibilityStatement,
  type AccessibilityStatus,
  type EpubAccessibility,
  REQUIRED_PROPERTIES,
} from './types';
import {
  type AccessibilityFeature,
  type AccessibilityHazard,
  type AccessMode,
  DEPRECATED_FEATURES,
  HAZARD_KINDS,
  isAccessMode,
  isFeature,
  isHazard,
  normalizeSufficientSet,
} from './vocabulary';

/** Nothing declared or stated. */
export const EMPTY_ACCESSIBILITY: AccessibilityStatement = {
  accessModes: [],
  accessModesSufficient: [],
  features: [],
  hazards: [],
  summary: null,
  conformsTo: null,
};

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** Whether the hazards contradict each other: none/unknown with others, or one hazard present and absent. */
export function hazardsContradict(hazards: readonly string[]): boolean {
  const set = new Set(hazards);
  if ((set.has('none') || set.has('unknown')) && set.size > 1) return true;
  return HAZARD_KINDS.some((k) => [k.present, k.absent, k.unknown].filter((v) => set.has(v)).length > 1);
}

/** Whether the features say "none" beside particular features. */
export const featuresContradict = (features: readonly string[]): boolean =>
  features.includes('none') && new Set(features).size > 1;

/** Whether a package document declared any accessibility item at all. */
export function declaresAccessibility(d: EpubAccessibility | null | undefined): boolean {
  if (!d) return false;
  return (
    d.accessModes.length + d.accessModesSufficient.length + d.features.length + d.hazards.length > 0 ||
    Boolean(d.summary?.trim()) ||
    d.conformsTo.length > 0
  );
}

type Source = 'file' | 'author' | null;

/**
 * One list item: the author's statement when they gave one, else the file's values that the
 * vocabulary knows (each unknown one a finding).
 */
function pick<T extends string>(
  property: AccessibilityProperty,
  fileValues: readonly string[] | undefined,
  stated: readonly string[] | undefined,
  valid: (v: string) => v is T,
  findings: AccessibilityFinding[],
): { values: T[]; source: Source } {
  if (stated && stated.length > 0) return { values: unique(stated.filter(valid)), source: 'author' };
  const raw = unique((fileValues ?? []).map((v) => v.trim()).filter(Boolean));
  const values: T[] = [];
  for (const v of raw) {
    if (valid(v)) values.push(v);
    else findings.push(unknownValue(property, v));
  }
  return { values, source: values.length > 0 ? 'file' : null };
}

function pickSufficient(
  fileValues: readonly string[] | undefined,
  stated: readonly string[] | undefined,
  findings: AccessibilityFinding[],
): { values: string[]; source: Source } {
  const from = stated && stated.length > 0 ? stated : (fileValues ?? []);
  const values: string[] = [];
  for (const raw of from) {
    const set = normalizeSufficientSet(raw);
    if (set) values.push(set);
    else if (from !== stated && raw.trim()) findings.push(unknownValue('accessModeSufficient', raw.trim()));
  }
  const source: Source = values.length === 0 ? null : from === stated ? 'author' : 'file';
  return { values: unique(values), source };
}

function pickConformance(
  fileValues: readonly string[] | undefined,
  stated: string | null | undefined,
  findings: AccessibilityFinding[],
): { value: Conformance | null; source: Source } {
  const own = stated ? parseConformance(stated) : null;
  if (own) return { value: own, source: 'author' };
  const raw = unique((fileValues ?? []).map((v) => v.trim()).filter(Boolean));
  const claims = raw.map(parseConformance).filter((c): c is Conformance => c !== null);
  const best = strongestConformance(claims);
  if (!best) for (const v of raw) findings.push(conformanceUnrecognised(v));
  return { value: best, source: best ? 'file' : null };
}

/**
 * The book's accessibility metadata and what is missing, from what its EPUB declares (`declared`,
 * null without an EPUB) and what the author states in Quire (`stated`). For each item the author's
 * statement, when given, replaces the file's: the author knows the book, the file may come from a
 * template. The findings are about what the book ends up with; the status is `conformant` when
 * every required item is there and a conformance statement claims a WCAG level, `missing` when no
 * item is there, else `partial`. Pure: no I/O, the same answer in the server and the browser.
 */
export function accessibilityReport(
  declared: EpubAccessibility | null | undefined,
  stated: AccessibilityStatement | null | undefined,
): AccessibilityReport {
  const findings: AccessibilityFinding[] = [];
  const modes = pick<AccessMode>(
    'accessMode',
    declared?.accessModes,
    stated?.accessModes,
    isAccessMode,
    findings,
  );
  const sufficient = pickSufficient(declared?.accessModesSufficient, stated?.accessModesSufficient, findings);
  const features = pick<AccessibilityFeature>(
    'accessibilityFeature',
    declared?.features,
    stated?.features,
    isFeature,
    findings,
  );
  const hazards = pick<AccessibilityHazard>(
    'accessibilityHazard',
    declared?.hazards,
    stated?.hazards,
    isHazard,
    findings,
  );
  const ownSummary = stated?.summary?.trim() || null;
  const fileSummary = declared?.summary?.trim() || null;
  const summary = ownSummary ?? fileSummary;
  const conformance = pickConformance(declared?.conformsTo, stated?.conformsTo, findings);

  if (features.source === 'file')
    for (const f of features.values) {
      const replacement = DEPRECATED_FEATURES[f];
      if (replacement) findings.push(featureDeprecated(f, replacement));
    }
  if (featuresContradict(features.values)) findings.push(featureConflict());
  if (hazardsContradict(hazards.values)) findings.push(hazardConflict());

  const metadata: AccessibilityMetadata = {
    accessModes: modes.values,
    accessModesSufficient: sufficient.values,
    features: features.values,
    hazards: hazards.values,
    summary,
    conformsTo: conformance.value ? conformanceText(conformance.value) : null,
    conformance: conformance.value,
  };
  const sources: AccessibilityReport['sources'] = {
    accessMode: modes.source,
    accessModeSufficient: sufficient.source,
    accessibilityFeature: features.source,
    accessibilityHazard: hazards.source,
    accessibilitySummary: ownSummary ? 'author' : fileSummary ? 'file' : null,
    conformsTo: conformance.source,
  };
  const present = (p: AccessibilityProperty) => sources[p] !== null;
  const absent = (Object.keys(sources) as AccessibilityProperty[]).filter((p) => !present(p));
  // Unknown conformance text was reported already; a statement that is not there is missing.
  const reportedConformance = findings.some((f) => f.code === 'A11Y_CONFORMANCE_UNRECOGNISED');
  for (const p of absent) if (!(p === 'conformsTo' && reportedConformance)) findings.push(missing(p));

  let status: AccessibilityStatus = 'partial';
  if (absent.length === Object.keys(sources).length) status = 'missing';
  else if (REQUIRED_PROPERTIES.every(present) && metadata.conformance) status = 'conformant';
  return { metadata, sources, findings, status };
}

/** The report of a project: its interior EPUB's declarations and the author's statement. */
export const projectAccessibility = (p: {
  epubAccessibility: EpubAccessibility | null;
  accessibility: AccessibilityStatement | null;
}): AccessibilityReport => accessibilityReport(p.epubAccessibility, p.accessibility);
