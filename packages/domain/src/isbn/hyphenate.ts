// Its own module, so that only the pages that show ISBNs load isbn3's range table (about 8 KB
// gzipped): @quire/domain is side-effect free, and the rules in ./isbn do not need the table.
import { hyphenate } from 'isbn3';
import { normalizeIsbn } from './isbn';

/**
 * An ISBN as Quire shows it: hyphenated by the registration group and registrant ranges of the
 * International ISBN Agency (isbn3's table), '9798886450101' → '979-8-88645-010-1',
 * '0306406152' → '0-306-40615-2'. Text that is not a valid ISBN in an assigned range (a non-book
 * EAN, a partial number) is shown as given, without spaces or hyphens added.
 */
export function hyphenateIsbn(text: string): string {
  const s = normalizeIsbn(text);
  return (s && hyphenate(s)) || text;
}
