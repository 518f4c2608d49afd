// Bundles src/main.ts into dist/main.js and src/worker.ts (`npm run worker`) into dist/worker.js. npm dependencies stay external (installed next to the
// bundle); @quire/domain is bundled because its package exports TypeScript source. Migrations are
// not bundled: the server reads apps/server/drizzle at run time, relative to dist/.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@quire/domain',
);
const domain = JSON.parse(readFileSync(join(here, '..', '..', 'packages', 'domain', 'package.json'), 'utf8'));
external.push(...Object.keys(domain.dependencies ?? {}).filter((name) => !external.includes(name)));

rmSync(join(here, 'dist'), { recursive: true, force: true });
const started = Date.now();
const result = await build({
  // One output per entry, at its path under src/ (src/worker.ts → dist/worker.js).
  entryPoints: [
    join(here, 'src', 'main.ts'),
    join(here, 'src', 'worker.ts'),
    // The PDF inspection worker thread, loaded by inspectPdf from next to the bundle: dist/pdf-worker.js.
    { in: join(here, 'src', 'modules', 'files', 'engines', 'pdf', 'pdf-worker.ts'), out: 'pdf-worker' },
  ],
  outbase: join(here, 'src'),
  outdir: join(here, 'dist'),
  bundle: true,
  // Modules imported with import() (the file engines, the S3 adapter, the PostgreSQL driver) become
  // chunks loaded on first use, with the packages they import: a lighter start (issue 16).
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Packages are resolved at run time from node_modules, including their sub-paths (drizzle-orm/pg-core).
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Some dependencies are CommonJS; give the ESM bundle a require() for any that esbuild inlines.
  banner: {
    js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
console.info(
  `apps/server: dist/ built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with map)`,
);
