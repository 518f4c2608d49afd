import type { FileKind } from '@quire/domain';
import { ACCEPT_LIST } from '@quire/domain/files/limits';

/**
 * What a drop zone accepts, by project type and element (spec 1 §5): the domain's rules
 * (packages/domain/src/files/limits.ts), read here in the drop zone's shapes. The server decides
 * in the end (magic bytes, not names); this only refuses early.
 */
export { ACCEPT_LIST, acceptedKinds, maxUploadBytes } from '@quire/domain/files/limits';

const MB = 1024 * 1024;

/** react-dropzone's accept map: mime type → extensions (a file matches by either). */
export function dropzoneAccept(kinds: readonly FileKind[]): Record<string, string[]> {
  return Object.fromEntries(kinds.map((k) => [ACCEPT_LIST[k].mime, [...ACCEPT_LIST[k].extensions]]));
}

/** "EPUB or DOCX", "PDF, JPEG or PNG". */
export function kindsText(kinds: readonly FileKind[], or: string): string {
  if (kinds.length <= 1) return kinds.join('');
  return `${kinds.slice(0, -1).join(', ')} ${or} ${kinds[kinds.length - 1]}`;
}

/** A size for people: 650 MB, 1.2 MB, 900 KB. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) {
    const mb = bytes / MB;
    return `${mb >= 10 || Number.isInteger(mb) ? Math.round(mb) : mb.toFixed(1)} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
