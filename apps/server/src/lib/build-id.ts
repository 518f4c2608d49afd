import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The identity of a built server: dist/build.json, written by build.mjs from the bundle's code and
 * the migrations. Null where there is none (running from source) or it cannot be read.
 */
export function readBuildId(dir: string): string | null {
  try {
    const { id } = JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as { id?: unknown };
    return typeof id === 'string' && /^[0-9a-f]+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
