// Bundles the API server (src/main.ts) into dist/server.cjs, which dist/main.js (src/launch.ts) runs
// through V8's code cache (decision 032), and src/worker.ts (`npm run worker`) into dist/worker.js,
// with the npm packages they use (decision 031: a few files to load at start instead of some 1,500 under
// node_modules; the bundle is tree-shaken, so date-fns, zod and drizzle bring only what Quire uses).
// Then it makes the embedded database's cluster template (decision 031).
// The packages in KEEP_EXTERNAL stay in node_modules and are loaded from there at run time; each says
// why. Migrations are not bundled: the server reads apps/server/drizzle at run time, relative to dist/.
// The seed's pictures (src/seed/assets/*.webp) are copied to dist/assets/, where the bundle reads them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

/** Packages loaded from node_modules rather than bundled, and why. */
const KEEP_EXTERNAL = {
  '@electric-sql/pglite': 'reads pglite.wasm, pglite.data and the extension tarballs next to its own files',
  '@node-rs/argon2': 'a native addon',
  '@napi-rs/canvas': "a native addon, which pdfjs-dist loads to draw a PDF cover's first page (decision 055)",
  sharp: 'a native addon',
  'pdfjs-dist': 'the PDF worker thread imports it by path',
  mammoth: 'the DOCX worker thread imports it by path',
  pino: 'starts transports from files next to its own (thread-stream)',
  ioredis: 'reads its own package.json through __dirname; loaded only with REDIS_URL',
  pg: 'requires the optional pg-native; loaded only with DATABASE_URL',
  '@aws-sdk/client-s3': 'large, and loaded only with S3_BUCKET',
  '@aws-sdk/lib-storage': 'loaded only with S3_BUCKET',
  nodemailer: 'loaded only with SMTP_URL, at the first message',
  qrcode: 'loaded with import() at the first two-step enrolment (see the check below)',
  exceljs:
    'its zip writer (archiver, glob) reads files through __dirname; loaded at the first spreadsheet upload',
};
for (const name of Object.keys(KEEP_EXTERNAL)) {
  if (!pkg.dependencies[name]) throw new Error(`KEEP_EXTERNAL names ${name}, which is not a dependency`);
}
// Development tools are never imported by the server's sources.
const external = [...Object.keys(KEEP_EXTERNAL), ...Object.keys(pkg.devDependencies), 'pg-native'];

rmSync(join(here, 'dist'), { recursive: true, force: true });
const started = Date.now();
const shared = {
  absWorkingDir: here,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Kept packages are resolved at run time from node_modules, including their sub-paths.
  external: external.flatMap((name) => [name, `${name}/*`]),
  metafile: true,
  logLevel: 'warning',
};
// The API server: src/main.ts and everything it uses in one CommonJS file, dist/server.cjs, which
// dist/main.js (src/launch.ts) runs through V8's code cache (decision 032). Node 20 caches no
// compiled ES modules; a script it can. Modules imported with import() stay lazy: esbuild turns each
// into a require() that runs the module's code at that moment.
const server = await build({
  ...shared,
  entryPoints: [{ in: join(here, 'src', 'main.ts'), out: 'server' }],
  outdir: join(here, 'dist'),
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // Without comments and indentation the file is 4.4 MB instead of 6.4 MB, read at every start and
  // kept as a string while the server runs. Names stay as written, so a stack trace still names
  // each function; the source map beside the bundle gives the lines.
  minifyWhitespace: true,
  supported: { 'dynamic-import': false },
  // import.meta.url, as the ES module build would give it: the bundle's own address.
  define: { 'import.meta.url': '__quireImportMetaUrl' },
  banner: { js: "var __quireImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
// The other entries stay ES modules: main.js (the launcher), worker.js (`npm run worker`), the PDF
// inspection worker thread, loaded by inspectPdf from next to the bundle (pdf-worker.js), and the
// cluster template's maker, run below.
const modules = await build({
  ...shared,
  entryPoints: [
    { in: join(here, 'src', 'launch.ts'), out: 'main' },
    join(here, 'src', 'worker.ts'),
    { in: join(here, 'src', 'modules', 'files', 'engines', 'pdf', 'pdf-worker.ts'), out: 'pdf-worker' },
    { in: join(here, 'src', 'db', 'make-pglite-template.ts'), out: 'make-pglite-template' },
  ],
  outbase: join(here, 'src'),
  outdir: join(here, 'dist'),
  // Modules imported with import() (the file engines, the S3 adapter, the PostgreSQL driver) become
  // chunks loaded when first imported, with the packages they import.
  splitting: true,
  format: 'esm',
  // Bundled CommonJS packages call require() for Node's built-ins; give the ESM bundle one.
  banner: {
    js: "import { createRequire as __quireCreateRequire } from 'node:module'; const require = __quireCreateRequire(import.meta.url);",
  },
});
// The seed's pictures (the home page's screenshots): read at run time beside the bundle, as
// new URL('./assets/…', import.meta.url) finds them in src/seed/assets/ from source.
const seedAssets = join(here, 'src', 'seed', 'assets');
const shippedAssets = readdirSync(seedAssets).filter((f) => f.endsWith('.webp'));
for (const file of shippedAssets) cpSync(join(seedAssets, file), join(here, 'dist', 'assets', file));

const inputs = { ...modules.metafile.inputs, ...server.metafile.inputs };
const outputs = { ...modules.metafile.outputs, ...server.metafile.outputs };

// In an ES module __dirname and __filename do not exist: a bundled package that uses them would
// fail only when that line runs. Such a package belongs in KEEP_EXTERNAL, unless the use is harmless.
const HARMLESS_DIRNAME = {
  '@fastify/swagger/lib/util/read-package-json.js':
    'in a try/catch, for a default title and version of the document; Quire gives both',
  '@fastify/swagger-ui/index.js': 'only when no logo is given; Quire gives one (plugins/openapi.ts)',
  '@fastify/swagger-ui/lib/routes.js': 'only when no baseDir is given; Quire gives one (plugins/openapi.ts)',
};
const usesDirname = Object.keys(inputs)
  .filter((path) => path.includes('node_modules/'))
  .filter((path) => !Object.keys(HARMLESS_DIRNAME).some((file) => path.endsWith(`node_modules/${file}`)))
  .filter((path) => /\b__(dirname|filename)\b/.test(readFileSync(join(here, path), 'utf8')));
if (usesDirname.length) {
  throw new Error(
    `Bundled packages use __dirname or __filename; add them to KEEP_EXTERNAL:\n${usesDirname.join('\n')}`,
  );
}

// In the ES module build, a bundled CommonJS module imported with import() has only a default export:
// the named exports that Node's own loader would find in it are missing (@fastify/cookie's
// import('cookie') failed so). The server's CommonJS bundle turns import() into require(), which
// keeps them, so @fastify/cookie is bundled there.
const dynamicCommonJs = Object.entries(modules.metafile.inputs).flatMap(([from, input]) =>
  input.imports
    .filter(
      (i) => i.kind === 'dynamic-import' && !i.external && modules.metafile.inputs[i.path]?.format === 'cjs',
    )
    .map((i) => `${from} → ${i.path}`),
);
if (dynamicCommonJs.length) {
  throw new Error(`import() of bundled CommonJS; keep the package external:\n${dynamicCommonJs.join('\n')}`);
}

// The build's identity: its code and the migrations it runs. A start on a database that this same
// build seeded skips the seed (src/seed/index.ts, seedAtStart).
const hash = createHash('sha256');
for (const file of Object.keys(outputs)
  .filter((f) => !f.endsWith('.map'))
  .sort()) {
  hash.update(file).update(readFileSync(join(here, file)));
}
for (const file of shippedAssets) hash.update(file).update(readFileSync(join(seedAssets, file)));
const migrations = join(here, 'drizzle');
for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
  if (file.endsWith('.sql') || file.endsWith('.json'))
    hash.update(file).update(readFileSync(join(migrations, file)));
}
writeFileSync(
  join(here, 'dist', 'build.json'),
  `${JSON.stringify({ id: hash.digest('hex').slice(0, 32) })}\n`,
);

const bytes = Object.values(outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
console.info(
  `apps/server: dist/ built in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with map)`,
);

// The cluster template a first start copies instead of running PGlite's initdb (decision 031), in a
// process of its own: initdb peaks at several hundred MB. Kept in node_modules/.cache across builds.
const template = spawnSync(process.execPath, [join(here, 'dist', 'make-pglite-template.js')], {
  stdio: 'inherit',
});
if (template.status !== 0) {
  console.warn(
    'apps/server: no PGlite cluster template; a first start on a new data directory runs initdb itself.',
  );
}
