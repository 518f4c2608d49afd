/**
 * dcterms:conformsTo of an EPUB: which version of EPUB Accessibility, and which WCAG version and
 * level, the publication claims. EPUB Accessibility 1.1 writes it as text ("EPUB Accessibility 1.1
 * - WCAG 2.1 Level AA", §2.1.3 of the specification); 1.0 as the IDPF's URL with a fragment for
 * the level (`http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa`), WCAG 2.0.
 */

export const WCAG_VERSIONS = ['2.0', '2.1', '2.2'] as const;
export type WcagVersion = (typeof WCAG_VERSIONS)[number];
export const WCAG_LEVELS = ['A', 'AA', 'AAA'] as const;
export type WcagLevel = (typeof WCAG_LEVELS)[number];

export interface Conformance {
  /** The EPUB Accessibility version claimed. */
  epub: '1.0' | '1.1';
  wcag: WcagVersion;
  level: WcagLevel;
}

/** The IDPF's EPUB Accessibility 1.0 address; `#wcag-a` or `#wcag-aa` gives the level. */
export const EPUB_A11Y_10_URL = 'http://www.idpf.org/epub/a11y/accessibility-20170105.html';

/** The statement EPUB Accessibility 1.1 asks for, exactly as written. */
export const conformanceText = (c: Conformance): string =>
  c.epub === '1.0'
    ? `${EPUB_A11Y_10_URL}#wcag-${c.level.toLowerCase()}`
    : `EPUB Accessibility 1.1 - WCAG ${c.wcag} Level ${c.level}`;

/** The conformance statements an author may choose in Quire (EPUB Accessibility 1.1, every WCAG level). */
export const CONFORMANCE_STATEMENTS = WCAG_VERSIONS.flatMap((wcag) =>
  WCAG_LEVELS.map((level) => conformanceText({ epub: '1.1', wcag, level })),
);

const A11Y_11 = /^epub\s+accessibility\s+1\.1\s*[-–—]\s*wcag\s+(2\.[012])\s+level\s+(a{1,3})$/i;
const A11Y_10 = /^https?:\/\/(?:www\.)?idpf\.org\/epub\/a11y\/accessibility-20170105\.html#wcag-(a{1,2})$/i;

/**
 * What a dcterms:conformsTo value claims, or null when it names no EPUB Accessibility conformance
 * with a WCAG level (another standard, a typo, a 1.0 address without its `#wcag-…` fragment).
 * Spacing, case and the kind of dash are forgiven.
 */
export function parseConformance(value: string): Conformance | null {
  const text = value.trim().replace(/\s+/g, ' ');
  const v11 = A11Y_11.exec(text);
  if (v11) return { epub: '1.1', wcag: v11[1] as WcagVersion, level: v11[2]!.toUpperCase() as WcagLevel };
  const v10 = A11Y_10.exec(text);
  if (v10) return { epub: '1.0', wcag: '2.0', level: v10[1]!.toUpperCase() as WcagLevel };
  return null;
}

/** "EPUB Accessibility 1.1, WCAG 2.1 Level AA": the claim in words. */
export const conformanceLabel = (c: Conformance): string =>
  `EPUB Accessibility ${c.epub}, WCAG ${c.wcag} Level ${c.level}`;

const LEVEL_RANK: Record<WcagLevel, number> = { A: 1, AA: 2, AAA: 3 };

/** Of several claims, the strongest (newest EPUB Accessibility, then WCAG version, then level). */
export function strongestConformance(claims: readonly Conformance[]): Conformance | null {
  const score = (c: Conformance) =>
    (c.epub === '1.1' ? 100 : 0) + WCAG_VERSIONS.indexOf(c.wcag) * 10 + LEVEL_RANK[c.level];
  return claims.reduce<Conformance | null>((best, c) => (!best || score(c) > score(best) ? c : best), null);
}
