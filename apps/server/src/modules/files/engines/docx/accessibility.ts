import type { EpubAccessibility } from '@quire/domain';

/**
 * The accessibility metadata Quire vouches for in an EPUB it converts from Word (decision 046),
 * and nothing more: the conversion guarantees text in one reading order, reflowable and styled in
 * `em` (the reader's settings apply); a table of contents and headings only when the Word file had
 * headings to split at. It does not vouch for images: Word's alternative texts may be missing or
 * poor, and a GIF may flash, so a book with images gets the visual mode and no hazard statement.
 * No conformance claim: only a check of the whole book could make one.
 */
export function conversionAccessibility(facts: { images: boolean; headings: boolean }): EpubAccessibility {
  const features = [
    'readingOrder',
    'displayTransformability',
    ...(facts.headings ? ['tableOfContents', 'structuralNavigation'] : []),
  ];
  const navigation = facts.headings
    ? 'a table of contents and a heading for each chapter'
    : 'a one-entry table of contents (the Word file had no headings)';
  const summary = [
    `Converted by Quire from a Word file: reflowable text in a single reading order, with ${navigation}; text size, font and colors follow the reader's settings.`,
    facts.images
      ? 'The book has images; their text alternatives are those of the Word file and have not been checked.'
      : 'The book has no images.',
  ].join(' ');
  return {
    accessModes: facts.images ? ['textual', 'visual'] : ['textual'],
    accessModesSufficient: facts.images ? ['textual,visual'] : ['textual'],
    features,
    hazards: facts.images ? [] : ['none'],
    summary,
    conformsTo: [],
  };
}
