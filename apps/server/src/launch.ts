import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildId } from './lib/build-id';
import { loadWithCodeCache } from './lib/code-cache';

/**
 * The built server's entry, dist/main.js (`npm start`): it runs the server bundle, dist/server.cjs
 * (src/main.ts and everything it uses), through V8's code cache (decision 032), so a restart of the
 * same build compiles nothing from source. The cache is written beside the bundle, named after the
 * build, once the server has started; where dist/ cannot be written, every start compiles as before.
 */
const SAVE_AFTER_MS = 2_000;

const dist = dirname(fileURLToPath(import.meta.url));
const buildId = readBuildId(dist);
// No build.json: not a complete build, so no cache is trusted or written.
const loaded = loadWithCodeCache(join(dist, 'server.cjs'), buildId && join(dist, `server-${buildId}.cache`));
const server = loaded.exports as typeof import('./main');
await server.startServer({ codeCache: loaded.status }).catch(server.failedToStart);
if (loaded.status !== 'used' && loaded.status !== 'off') {
  // After the first requests rather than in their way, or at exit if that comes first (a stop right
  // after starting); whatever V8 compiled by then is kept.
  let saved = false;
  const save = () => {
    if (saved) return;
    saved = true;
    loaded.save();
  };
  setTimeout(save, SAVE_AFTER_MS).unref();
  process.once('exit', save);
}
