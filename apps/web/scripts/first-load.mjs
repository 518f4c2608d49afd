// Gzipped JavaScript the first page loads, from the built files: the entry script with its static
// imports, plus each route chunk given (e.g. SignInPage, HomePage) with its static imports.
// Usage: node scripts/first-load.mjs [RouteChunk ...]   (after `npm run build -w apps/web`)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));

function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = readFileSync(join(assets, start), 'utf8');
  // Static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    closure(m[1], seen);
  return seen;
}

const gz = (f) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
const routes = process.argv.slice(2);
for (const route of routes.length ? routes : ['SignInPage', 'HomePage']) {
  const chunk = files.find((f) => f.startsWith(`${route}-`));
  if (!chunk) throw new Error(`No chunk for ${route}`);
  const set = closure(chunk, closure(entry));
  const total = [...set].reduce((sum, f) => sum + gz(f), 0);
  console.info(`${route}: ${(total / 1024).toFixed(1)} KB gz in ${set.size} files`);
  for (const f of [...set].sort((a, b) => gz(b) - gz(a)))
    console.info(`  ${(gz(f) / 1024).toFixed(1).padStart(6)} KB  ${f}`);
}
