/**
 * Pure checks on the names inside a ZIP container (OCF 3.3 §4.1.3 file names and paths):
 * strict UTF-8, forbidden characters, unsafe paths, and names that collide once normalized.
 */
import type { Finding } from '@quire/domain';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a raw entry name; null when the bytes are not valid UTF-8 (whatever bit 11 says). */
export function decodeZipName(raw: Buffer): string | null {
  try {
    return utf8.decode(raw);
  } catch {
    return null;
  }
}

/** A readable rendering of an undecodable name, for messages only (bad bytes become U+FFFD). */
export function displayZipName(raw: Buffer): string {
  return new TextDecoder('utf-8').decode(raw);
}

/** Characters OCF forbids in file names (code points), with a short description. */
function forbiddenCharacter(cp: number): string | null {
  if (cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f)) return 'a control character';
  if ('"*:<>?\\|'.includes(String.fromCodePoint(cp))) return `"${String.fromCodePoint(cp)}"`;
  if (cp >= 0xe000 && cp <= 0xf8ff) return 'a private-use character';
  if (cp >= 0xfdd0 && cp <= 0xfdef) return 'a Unicode non-character';
  if (cp >= 0xfff0 && cp <= 0xffff) return 'a Unicode special character';
  if (cp >= 0xe0000 && cp <= 0xe0fff) return 'a tag or variation selector character';
  if (cp >= 0xf0000) return 'a private-use character';
  if ((cp & 0xfffe) === 0xfffe) return 'a Unicode non-character';
  return null;
}

/** What is wrong with a decoded path's characters, or null. Checks every segment. */
export function forbiddenInName(name: string): string | null {
  const bad = new Set<string>();
  for (const ch of name) {
    const what = forbiddenCharacter(ch.codePointAt(0)!);
    if (what) bad.add(what);
  }
  const segments = name.split('/').filter((s, i, all) => s !== '' || i < all.length - 1);
  if (segments.some((s) => s.endsWith('.') && s !== '.' && s !== '..'))
    bad.add('a full stop at the end of a name');
  return bad.size > 0 ? [...bad].join(', ') : null;
}

/** Unsafe path shapes: absolute, drive letters, `..`, backslashes, empty or `.` segments. */
export function unsafePath(name: string): { code: string; why: string } | null {
  if (name.includes('\\')) return { code: 'ZIP_PATH_BACKSLASH', why: 'contains a backslash (\\)' };
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    return { code: 'ZIP_PATH_ABSOLUTE', why: 'is an absolute path' };
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.includes('..')) return { code: 'ZIP_PATH_TRAVERSAL', why: 'climbs out of the book with ".."' };
  if (segments.some((s) => s === '' || s === '.'))
    return { code: 'ZIP_PATH_INVALID', why: 'has an empty or "." folder name' };
  return null;
}

/** Full case folding, close enough for file names: upper then lower (ß → SS → ss), then NFC. */
export function foldName(name: string): string {
  return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/**
 * Duplicate and colliding names: exact duplicates, names equal after NFC (canonical) normalization,
 * and names equal after full case folding. Compatibility (NFKC) equivalents are allowed, as in OCF.
 */
export function nameCollisions(names: string[]): Finding[] {
  const findings: Finding[] = [];
  const exact = new Map<string, number>();
  const nfc = new Map<string, string>();
  const folded = new Map<string, string>();
  for (const name of names) {
    const seen = exact.get(name) ?? 0;
    exact.set(name, seen + 1);
    if (seen === 1) {
      findings.push({
        severity: 'ERROR',
        code: 'ZIP_DUPLICATE_ENTRY',
        message: `The archive contains "${name}" more than once. Rebuild the EPUB so that each file appears once.`,
        path: name,
        source: 'quire',
      });
    }
    if (seen > 0) continue;
    const n = name.normalize('NFC');
    const other = nfc.get(n);
    if (other !== undefined) {
      findings.push({
        severity: 'ERROR',
        code: 'ZIP_NAME_COLLISION_NORMALIZATION',
        message: `"${name}" and "${other}" are the same name written with different Unicode forms (one uses a combining accent). Rename one of them.`,
        path: name,
        source: 'quire',
      });
      continue;
    }
    nfc.set(n, name);
    const f = foldName(name);
    const otherFolded = folded.get(f);
    if (otherFolded !== undefined) {
      findings.push({
        severity: 'ERROR',
        code: 'ZIP_NAME_COLLISION_CASE',
        message: `"${name}" and "${otherFolded}" differ only by upper/lower case, so they overwrite each other on case-insensitive systems (Windows, macOS). Rename one of them.`,
        path: name,
        source: 'quire',
      });
      continue;
    }
    folded.set(f, name);
  }
  return findings;
}
