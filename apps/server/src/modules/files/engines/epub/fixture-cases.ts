/**
 * Test data: the expected outcome of Quire's own checks for each EpubCheck fixture in
 * apps/server/test/fixtures/epub (see its README). Shared by the fixture tests with and without EpubCheck.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export const FIXTURES_DIR: string = process.env.QUIRE_FIXTURES_DIR
  ? resolve(process.env.QUIRE_FIXTURES_DIR, 'epub')
  : resolve(import.meta.dirname, '../../../../../test/fixtures/epub');
if (!existsSync(resolve(FIXTURES_DIR, 'valid'))) {
  throw new Error(`EPUB fixtures not found in ${FIXTURES_DIR} (see apps/server/test/fixtures/README.md)`);
}

/** invalid/ file → the Quire code it must fail with, the path it names (if any), and words of its message. */
export const INVALID_CASES: Record<string, { code: string; path?: string; message: RegExp }> = {
  'ocf-container-not-ocf-error.epub': { code: 'EPUB_NOT_EPUB_DOCX', message: /Word document \(DOCX\)/ },
  'ocf-filename-character-forbidden-error.epub': {
    code: 'ZIP_NAME_FORBIDDEN_CHARACTER',
    path: 'EPUB/content_|.xhtml',
    message: /contains "\|"/,
  },
  'ocf-filename-character-forbidden-non-publication-resource-error.epub': {
    code: 'ZIP_NAME_FORBIDDEN_CHARACTER',
    path: 'META-INF/file_<>.txt',
    message: /contains "<", ">"/,
  },
  'ocf-filename-duplicate-after-canonical-normalization-error.epub': {
    code: 'ZIP_NAME_COLLISION_NORMALIZATION',
    message: /different Unicode forms/,
  },
  'ocf-filename-duplicate-after-common-case-folding-error.epub': {
    code: 'ZIP_NAME_COLLISION_CASE',
    path: 'EPUB/content_001.xhtml',
    message: /"EPUB\/CONTENT_001\.xhtml" differ only by upper\/lower case/,
  },
  'ocf-filename-duplicate-after-full-case-folding-error.epub': {
    code: 'ZIP_NAME_COLLISION_CASE',
    path: 'EPUB/content_\u00df.xhtml',
    message: /"EPUB\/content_ss\.xhtml" differ only by upper\/lower case/,
  },
  'ocf-filename-duplicate-zip-entry-error.epub': {
    code: 'ZIP_DUPLICATE_ENTRY',
    path: 'OPS/content_001.xhtml',
    message: /more than once/,
  },
  'ocf-filename-not-utf8-error.epub': { code: 'ZIP_NAME_NOT_UTF8', message: /not valid UTF-8/ },
  'ocf-filepath-not-utf8-error.epub': { code: 'ZIP_NAME_NOT_UTF8', message: /not valid UTF-8/ },
  'ocf-mimetype-file-missing-error.epub': {
    code: 'EPUB_MIMETYPE_MISSING',
    path: 'mimetype',
    message: /no "mimetype" file/,
  },
  'ocf-zip-mimetype-entry-extra-field-error.epub': {
    code: 'EPUB_MIMETYPE_EXTRA_FIELD',
    path: 'mimetype',
    message: /extra field/,
  },
  'ocf-zip-unreadable-empty-fatal.epub': { code: 'ZIP_EMPTY', message: /empty \(0 bytes\)/ },
  'ocf-zip-unreadable-image-with-epub-extension-fatal.epub': { code: 'ZIP_NOT_ZIP', message: /JPEG image/ },
  'ocf-zip-unreadable-no-end-header-fatal.epub': { code: 'ZIP_UNREADABLE', message: /truncated or damaged/ },
};

export function fixtureFiles(kind: 'valid' | 'invalid'): string[] {
  return readdirSync(resolve(FIXTURES_DIR, kind))
    .filter((f) => f.endsWith('.epub'))
    .sort();
}
