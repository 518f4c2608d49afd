import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How `npm start` runs the built server: the node options of the root package.json's start script
 * (decision 031: the WebAssembly tiering budget), then apps/server/dist/main.js. The end-to-end
 * tests and the benches start the server with exactly these, read from the script itself.
 */
export function startScriptNodeOptions(root = join(import.meta.dirname, '..')): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /\bnode((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js/.exec(String(pkg.scripts?.start));
  if (!match) throw new Error('package.json start script does not run node apps/server/dist/main.js');
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

export const SERVER_NODE_OPTIONS = startScriptNodeOptions();

/** The arguments after `node`, relative to the repository root. */
export const SERVER_ARGS = [...SERVER_NODE_OPTIONS, 'apps/server/dist/main.js'];
