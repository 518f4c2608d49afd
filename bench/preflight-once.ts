// One preflight of a print interior PDF in a fresh process, as the files job runs it: the
// worker-thread inspection (pdfjs-dist) and the print rules. Prints one JSON line. Used by
// bench/files.ts, which runs it under /usr/bin/time for the peak memory.

import { inspectPdf } from '../apps/server/src/modules/files/engines/pdf/inspect-pdf';
import { pdfFindings } from '../packages/domain/src/files/pdf-rules';

const path = process.argv[2];
if (!path) throw new Error('usage: preflight-once.ts <file.pdf>');
const started = performance.now();
const facts = await inspectPdf(path);
const findings = pdfFindings(facts, {
  purpose: 'INTERIOR',
  trim: { widthIn: 6, heightIn: 9 },
  previousPageCount: null,
});
const ms = performance.now() - started;
console.info(JSON.stringify({ ms, pageCount: facts.pageCount, findings: findings.length }));
