/** How the projects module compares names (series, group titles) and how alike a suggestion must be. */

/** Lowest trigram word similarity a suggestion needs (decision 010): one typo in a word of 6+ letters passes. */
export const SIMILARITY = 0.4;

export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
