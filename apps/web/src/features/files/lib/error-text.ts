import { AppErrorBase } from '@quire/domain';
import { filesText } from '../messages';

/** A failed call in the envelope's words, as the field or step shows it. */
export function errorText(e: unknown): string {
  if (e instanceof DOMException && e.name === 'AbortError') return filesText('files.upload.cancelled');
  if (e instanceof AppErrorBase) {
    if (e.code === 'UNEXPECTED') return filesText('files.error.network');
    return [...new Set(e.items.map((i) => i.description))].join(' ');
  }
  return filesText('files.error.network');
}
