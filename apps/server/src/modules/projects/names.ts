/** How the projects module compares names (series, group titles) and how alike a suggestion must be. */

/** Lowest trigram word similarity a suggestion needs (decision 010): one typo in a word of 6+ letters passes. */
export const SIMILARITY = 0.4;

/**
 * What separates the words of a search text (decision 058), as a PostgreSQL regular expression:
 * white space (and the no-break space), ASCII punctuation and the general-punctuation dashes and
 * quotes (U+2010–U+201F, so "keeper’s" is "keeper" and "s"). Spelled out rather than `[^[:alnum:]]`,
 * whose meaning follows the database's locale: PostgreSQL and PGlite must split alike.
 */
export const WORD_SEPARATORS = '[\\s!-/:-@[-`{-~\\u00a0\\u2010-\\u201f]+';

export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
