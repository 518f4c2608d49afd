// `node dist/make-pglite-template.js`, run by build.mjs after bundling: makes the embedded database's
// cluster template for the installed PGlite unless it is there (pglite-template.ts, decision 031).
// A process of its own, because PGlite's initdb peaks at several hundred MB.
import { embeddedOptions } from './client';
import { makeClusterTemplate } from './pglite-template';

const started = performance.now();
const { path, made } = await makeClusterTemplate(embeddedOptions());
// The peak is printed for the start-up bench (bench/run.ts), which reports what making it costs.
const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.info(
  made
    ? `apps/server: PGlite cluster template made in ${Math.round(performance.now() - started)} ms, peak ${peakMb} MB (${path})`
    : `apps/server: PGlite cluster template present (${path})`,
);
