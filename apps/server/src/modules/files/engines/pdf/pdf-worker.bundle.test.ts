/**
 * The bundled server loads the PDF worker from dist/pdf-worker.js, next to the bundle that calls
 * inspectPdf. This builds both the way build.mjs does (packages external, the worker as its own
 * entry, its drawing code a chunk of it) into a scratch directory and runs them with plain node: no
 * tsx, no source files.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf } from './test-pdf';

const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = join(here, '..', '..', '..', '..', '..');
// Inside apps/server so that the bundle's bare imports (pdfjs-dist) resolve from node_modules.
mkdirSync(join(serverRoot, '.test-data'), { recursive: true });
const dir = mkdtempSync(join(serverRoot, '.test-data', 'pdf-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the PDF worker in the esbuild bundle', () => {
  it('is found next to the bundle, inspects a PDF and draws its first page', async () => {
    const probe = join(dir, 'probe.ts');
    writeFileSync(
      probe,
      `import { inspectPdf } from ${JSON.stringify(join(here, 'inspect-pdf.ts'))};
import { renderPdfFirstPage } from ${JSON.stringify(join(here, 'render-pdf.ts'))};
const facts = await inspectPdf(process.argv[2]);
const page = await renderPdfFirstPage(process.argv[2], { box: { width: 60, height: 90 }, maxPixels: 10_000 });
console.log(JSON.stringify({ pageCount: facts.pageCount, fonts: facts.fonts.map((f) => f.name), drawn: [page.width, page.height, page.data.length] }));`,
    );
    await build({
      entryPoints: [
        { in: probe, out: 'main' },
        { in: join(here, 'pdf-worker.ts'), out: 'pdf-worker' },
      ],
      outdir: join(dir, 'dist'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      splitting: true,
      packages: 'external',
      logLevel: 'silent',
    });
    const pdf = join(dir, 'book.pdf');
    writeFileSync(pdf, await buildPdf({ pages: 18 }));
    const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'dist', 'main.js'), pdf], {
      timeout: 20_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      pageCount: 18,
      fonts: ['LiberationSans'],
      // A 6 × 9 in page covering 60 × 90 pixels, RGBA.
      drawn: [60, 90, 60 * 90 * 4],
    });
  });
});
