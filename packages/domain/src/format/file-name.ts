/** File names longer than this are shortened for display (spec 1 §9, spec 3 §9). */
export const FILE_NAME_DISPLAY_MAX = 40;
/** Characters of the name kept when it is shown after a type prefix (spec 1 §5, spec 3 §5). */
export const FILE_NAME_PREFIXED_KEEP = 24;
export const FILE_NAME_ELLIPSIS = '...';

export interface ShortenFileNameOptions {
  /**
   * A label shown before the name, such as 'Interior: ' or 'PDF '. With a prefix the name is
   * cut to 24 characters so prefix and name together stay short; without one it is cut to 40.
   */
  typePrefix?: string;
}

/**
 * Display form of an uploaded file name. Names of at most 40 characters are kept whole; longer
 * ones are cut to 24 characters (with a type prefix) or 40 (without), followed by '...'.
 * Characters are counted as Unicode code points, so a cut never splits an emoji or accent pair.
 *
 *   shortenFileName('a'.repeat(41))                          → 'a'.repeat(40) + '...'
 *   shortenFileName('a'.repeat(41), { typePrefix: 'PDF: ' }) → 'PDF: ' + 'a'.repeat(24) + '...'
 */
export function shortenFileName(name: string, options: ShortenFileNameOptions = {}): string {
  const prefix = options.typePrefix ?? '';
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_DISPLAY_MAX) return `${prefix}${name}`;
  const keep = prefix ? FILE_NAME_PREFIXED_KEEP : FILE_NAME_DISPLAY_MAX;
  return `${prefix}${chars.slice(0, keep).join('')}${FILE_NAME_ELLIPSIS}`;
}
