// The preflight bench: Quire's print-PDF preflight against poppler's own tools doing the
// same work on the same file, in the same run, interleaved.
//   baseline   `pdfinfo -box -f 1 -l N` (page boxes) + `pdffonts` (fonts, embedding) + `pdfimages
//              -list` (every image placement with its resolution), each a fresh process, summed;
//              peak memory is the largest of the three.
//   engine     Quire's preflight in a fresh process (bench/preflight-once.ts bundled like the server):
//              inspectPdf + pdfFindings. "engine ms" is the preflight itself, as the files job calls
//              it in a running server (the worker thread's start included); "process ms" adds
//              Node's own start-up. Peak memory is the whole process's maxRSS.
//   upload     the same file through POST /api/project/upload on the built server (jobs inline)
//              until the preflight's result is stored and answered by preflightstatus.
//   candidates (BENCH_CANDIDATES=1) pdf.js with operator lists (the engine before), pdf.js page
//              dictionaries only, and MuPDF's WebAssembly build (BENCH_MUPDF_DIR), once each.
// Shapes: the issue-4 bench's 800-page interior, the three of bench/pdf-shapes.ts, and one file
// near the upload limit (BENCH_LARGE_MB, 0 to skip) for the memory bound.
import { mkdtempSync, openAsBlob, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { SERVER_ARGS } from '../e2e/server-command';
import { interiorPdf } from '../e2e/support/files';
import { colourBook, imagesBook, largeBook, textBook } from './pdf-shapes';
import { median, root, round, rssMb, signIn, startNode, stop, timed, waitFor } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const UPLOAD_RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const LARGE_MB = Number(process.env.BENCH_LARGE_MB ?? 600);
export const RSS_LIMIT_MB = 150;

interface Shape {
  id: string;
  pages: number;
  trim: string;
  spec: Record<string, unknown>;
  /** The target bound on engine ÷ baseline for this shape (docs/performance.md). */
  target: number;
  path: string;
}

const BW_6X9 = {
  bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
  pageSize: '6x9',
  printColor: 'BLACK_WHITE',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};
const COLOUR_LETTER = {
  bookSizeType: '8.5x11-SOFTCOVER-FULL_COLOR',
  pageSize: '8.5x11',
  printColor: 'FULL_COLOR',
  paperColor: 'WHITE',
  coverFormat: 'SOFTCOVER',
};

async function makeShapes(work: string): Promise<Shape[]> {
  // The 800-page file of the issue-4 bench (e2e's interior: one line of text a page, one font).
  const interior = join(work, 'interior-800.pdf');
  writeFileSync(interior, await interiorPdf({ pages: 800, widthIn: 6, heightIn: 9 }));
  const text = join(work, 'text-800.pdf');
  writeFileSync(text, await textBook(800));
  const images = join(work, 'images-300.pdf');
  await imagesBook(images, 300);
  const colour = join(work, 'colour-40.pdf');
  await colourBook(colour, 40);
  const shapes: Shape[] = [
    { id: 'interior-800', pages: 800, trim: '6x9', spec: BW_6X9, target: 2, path: interior },
    { id: 'text-800', pages: 800, trim: '6x9', spec: BW_6X9, target: 2, path: text },
    { id: 'images-300', pages: 300, trim: '6x9', spec: BW_6X9, target: 3, path: images },
    { id: 'colour-40', pages: 40, trim: '8.5x11', spec: COLOUR_LETTER, target: 3, path: colour },
  ];
  if (LARGE_MB > 0) {
    const large = join(work, 'large.pdf');
    const pages = await largeBook(large, LARGE_MB);
    shapes.push({
      id: `large-${Math.round(statSync(large).size / 1048576)}mb`,
      pages,
      trim: '6x9',
      spec: BW_6X9,
      target: 3,
      path: large,
    });
  }
  return shapes;
}

/** preflight-once.ts and the PDF worker, bundled as build.mjs bundles the server (packages external). */
async function bundle(): Promise<string> {
  const outdir = join(root, 'bench', 'results', 'dist');
  await build({
    entryPoints: [
      { in: join(root, 'bench', 'preflight-once.ts'), out: 'preflight-once' },
      { in: join(root, 'apps/server/src/modules/files/engines/pdf/pdf-worker.ts'), out: 'pdf-worker' },
    ],
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
  return join(outdir, 'preflight-once.js');
}

function poppler(s: Shape) {
  const info = timed('pdfinfo', ['-box', '-f', '1', '-l', String(s.pages), s.path]);
  const fonts = timed('pdffonts', [s.path]);
  const images = timed('pdfimages', ['-list', s.path]);
  return {
    ms: info.ms + fonts.ms + images.ms,
    parts: [info.ms, fonts.ms, images.ms],
    maxRssMb: Math.max(info.maxRssMb, fonts.maxRssMb, images.maxRssMb),
  };
}

function once(script: string, mode: string, s: Shape) {
  const r = timed(process.execPath, [script, mode, s.path, s.trim]);
  const out = JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number> & {
    ms: number;
  };
  return { ms: out.ms, processMs: r.ms, maxRssMb: r.maxRssMb, out };
}

async function uploads(shapes: Shape[], work: string) {
  const port = 3296;
  const base = `http://127.0.0.1:${port}`;
  const child = startNode(SERVER_ARGS, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(work, 'data-')),
    QUIRE_DEMO: '1',
    LOG_LEVEL: 'warn',
    JOBS_MODE: 'inline',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  });
  const result: Record<string, { ms: number[]; status: string }> = {};
  try {
    await waitFor(`${base}/api/health`);
    const api = await signIn(base);
    for (let run = 0; run < UPLOAD_RUNS; run++) {
      for (const s of shapes) {
        const created = await api.call('POST', '/api/project', {
          type: 'POD',
          title: `Bench ${s.id}`,
          ...s.spec,
          pageCount: s.pages,
        });
        const projectId = String(created.payload.id);
        const form = new FormData();
        form.set('projectElementType', 'INTERIOR');
        form.set('projectId', projectId);
        form.set('authenticityToken', api.token);
        form.set('file', await openAsBlob(s.path, { type: 'application/pdf' }), `${s.id}.pdf`);
        const started = performance.now();
        const res = await fetch(`${base}/api/project/upload`, {
          method: 'POST',
          body: form,
          headers: { cookie: api.cookie() },
        });
        const body = (await res.json()) as { code: string };
        if (body.code !== 'SUCCESS') throw new Error(`upload answered ${JSON.stringify(body)}`);
        let status = '';
        for (;;) {
          const st = await api.call(
            'GET',
            `/api/project/preflightstatus?projectId=${projectId}&elementType=INTERIOR`,
          );
          status = String(st.payload.preFlightCheckStatus);
          if (status !== 'NOT_STARTED' && status !== 'IN_PROGRESS') break;
          await new Promise((r) => setTimeout(r, 10));
        }
        const entry = result[s.id] ?? { ms: [], status };
        entry.ms.push(performance.now() - started);
        entry.status = status;
        result[s.id] = entry;
      }
    }
    return { result, serverPeakMb: rssMb(child.pid ?? 0, 'VmHWM') };
  } finally {
    await stop(child);
  }
}

export async function preflightBench(work: string) {
  const shapes = await makeShapes(work);
  const script = await bundle();
  const base: Record<string, ReturnType<typeof poppler>[]> = {};
  const engine: Record<string, ReturnType<typeof once>[]> = {};
  // Interleaved: baseline and engine on each shape in turn, RUNS times.
  for (let i = 0; i < RUNS; i++) {
    for (const s of shapes) {
      base[s.id] = [...(base[s.id] ?? []), poppler(s)];
      engine[s.id] = [...(engine[s.id] ?? []), once(script, 'engine', s)];
    }
  }
  const candidates: Record<string, Record<string, unknown>> = {};
  if (process.env.BENCH_CANDIDATES === '1') {
    const modes = ['pdfjs-pages', 'pdfjs', ...(process.env.BENCH_MUPDF_DIR ? ['mupdf'] : [])];
    for (const s of shapes.filter((x) => !x.id.startsWith('large'))) {
      for (const mode of modes) {
        try {
          const r = once(script, mode, s);
          candidates[`${s.id} ${mode}`] = {
            ...r.out,
            ms: round(r.ms),
            processMs: round(r.processMs),
            maxRssMb: round(r.maxRssMb),
          };
        } catch (err) {
          candidates[`${s.id} ${mode}`] = { failed: String(err).slice(0, 200) };
        }
      }
    }
  }
  const up =
    UPLOAD_RUNS > 0
      ? await uploads(
          shapes.filter((x) => !x.id.startsWith('large')),
          work,
        )
      : null;
  const rows = shapes.map((s) => {
    const b = base[s.id]!;
    const e = engine[s.id]!;
    const baseMs = median(b.map((x) => x.ms));
    const engineMs = median(e.map((x) => x.ms));
    const uploadMs = up?.result[s.id] ? median(up.result[s.id]!.ms) : null;
    const engineRss = Math.max(...e.map((x) => x.maxRssMb));
    return {
      shape: s.id,
      sizeMb: round(statSync(s.path).size / 1048576),
      pages: s.pages,
      baseline: {
        ms: round(baseMs),
        parts: {
          pdfinfo: round(median(b.map((x) => x.parts[0]!))),
          pdffonts: round(median(b.map((x) => x.parts[1]!))),
          pdfimages: round(median(b.map((x) => x.parts[2]!))),
        },
        maxRssMb: round(median(b.map((x) => x.maxRssMb))),
      },
      engine: {
        ms: round(engineMs),
        processMs: round(median(e.map((x) => x.processMs))),
        maxRssMb: round(engineRss),
        facts: e[0]!.out,
      },
      upload: uploadMs === null ? null : { ms: round(uploadMs), status: up?.result[s.id]?.status },
      ratio: {
        engine: round(engineMs / baseMs),
        process: round(median(e.map((x) => x.processMs)) / baseMs),
        upload: uploadMs === null ? null : round(uploadMs / baseMs),
        memory: round(engineRss / median(b.map((x) => x.maxRssMb))),
      },
      holds: engineMs / baseMs <= s.target && engineRss <= RSS_LIMIT_MB,
      target: s.target,
    };
  });
  return { runs: RUNS, rows, candidates, uploadServerPeakMb: up ? round(up.serverPeakMb) : null };
}

export function printPreflight(r: Awaited<ReturnType<typeof preflightBench>>): void {
  console.info(
    `\nPreflight against poppler (pdfinfo -box + pdffonts + pdfimages -list), median of ${r.runs}`,
  );
  for (const row of r.rows) {
    console.info(
      `  ${row.shape.padEnd(12)} ${String(row.sizeMb).padStart(7)} MB  poppler ${String(row.baseline.ms).padStart(7)} ms ${String(row.baseline.maxRssMb).padStart(6)} MB | engine ${String(row.engine.ms).padStart(7)} ms (process ${row.engine.processMs}) ${String(row.engine.maxRssMb).padStart(6)} MB | ${row.ratio.engine}× (process ${row.ratio.process}×, upload ${row.ratio.upload ?? '-'}×) target ≤ ${row.target}× and ≤ ${RSS_LIMIT_MB} MB: ${row.holds ? 'holds' : 'MISSED'}`,
    );
  }
  if (Object.keys(r.candidates).length > 0) {
    console.info('\nCandidates (one run each)');
    for (const [k, v] of Object.entries(r.candidates)) console.info(`  ${k.padEnd(26)} ${JSON.stringify(v)}`);
  }
}
