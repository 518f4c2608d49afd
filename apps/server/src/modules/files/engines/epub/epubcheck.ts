/**
 * EpubCheck (Debian's epubcheck 4.2.6, run as `java -jar`), when installed: its JSON report mapped to
 * findings. Any failure to run it yields no findings: Quire's own checks stand on their own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Finding } from '@quire/domain';

export const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';
export const EPUBCHECK_TIMEOUT_MS = 120_000;

export function epubcheckAvailable(jar = EPUBCHECK_JAR): boolean {
  return existsSync(jar);
}

interface EpubcheckMessage {
  ID?: string;
  severity?: string;
  message?: string;
  locations?: { path?: string; line?: number; column?: number }[];
}

/** Maps EpubCheck's JSON report: FATAL/ERROR → ERROR, WARNING → WARNING; USAGE/INFO dropped. */
export function mapEpubcheckReport(report: unknown, file = ''): Finding[] {
  const outside = new Set([file, basename(file)]);
  const messages = (report as { messages?: EpubcheckMessage[] })?.messages;
  if (!Array.isArray(messages)) return [];
  const out: Finding[] = [];
  for (const m of messages) {
    const severity =
      m.severity === 'FATAL' || m.severity === 'ERROR'
        ? 'ERROR'
        : m.severity === 'WARNING'
          ? 'WARNING'
          : null;
    if (!severity) continue;
    const locations = m.locations?.length ? m.locations : [{}];
    for (const loc of locations.slice(0, 20)) {
      const f: Finding = {
        severity,
        code: m.ID ?? 'EPUBCHECK',
        message: `EpubCheck: ${m.message ?? 'problem reported'}`,
        source: 'epubcheck',
      };
      if (loc.path && !outside.has(loc.path)) f.path = loc.path;
      if (loc.line !== undefined && loc.line > 0) f.line = loc.line;
      if (loc.column !== undefined && loc.column > 0) f.column = loc.column;
      out.push(f);
    }
  }
  return out;
}

/** Runs EpubCheck on a file; [] when it is missing, fails, times out or is aborted. */
export async function runEpubcheck(
  file: string,
  opts: { timeoutMs?: number; signal?: AbortSignal; jar?: string } = {},
): Promise<Finding[]> {
  const jar = opts.jar ?? EPUBCHECK_JAR;
  if (!epubcheckAvailable(jar) || opts.signal?.aborted) return [];
  const dir = await mkdtemp(join(tmpdir(), 'quire-epubcheck-'));
  const out = join(dir, 'report.json');
  try {
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn(
        'java',
        [
          '-Xss8m',
          '-Xmx768m',
          '-XX:+UseSerialGC',
          '-XX:TieredStopAtLevel=1',
          '-jar',
          jar,
          file,
          '--json',
          out,
        ],
        { stdio: 'ignore', shell: false },
      );
      const kill = () => child.kill('SIGKILL');
      const timer = setTimeout(kill, opts.timeoutMs ?? EPUBCHECK_TIMEOUT_MS);
      opts.signal?.addEventListener('abort', kill, { once: true });
      const done = (result: boolean) => {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', kill);
        resolve(result);
      };
      child.on('error', () => done(false));
      // EpubCheck exits 1 when it found errors: the report is still there.
      child.on('close', (_code, signal) => done(signal === null));
    });
    if (!ok) return [];
    return mapEpubcheckReport(JSON.parse(await readFile(out, 'utf8')), file);
  } catch {
    return [];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** EpubCheck ids and the Quire codes that already say the same thing. */
const SAME_AS: Record<string, string[]> = {
  'PKG-003': ['ZIP_EMPTY', 'ZIP_NOT_ZIP', 'ZIP_UNREADABLE'],
  'PKG-004': ['ZIP_EMPTY', 'ZIP_NOT_ZIP', 'ZIP_UNREADABLE'],
  'PKG-005': ['EPUB_MIMETYPE_EXTRA_FIELD'],
  'PKG-006': ['EPUB_MIMETYPE_MISSING', 'EPUB_MIMETYPE_NOT_FIRST', 'EPUB_NOT_EPUB_DOCX'],
  'PKG-007': ['EPUB_MIMETYPE_CONTENT'],
  'PKG-008': ['ZIP_EMPTY', 'ZIP_NOT_ZIP', 'ZIP_UNREADABLE', 'ZIP_NAME_NOT_UTF8'],
  'PKG-009': ['ZIP_NAME_FORBIDDEN_CHARACTER'],
  'PKG-027': ['ZIP_NAME_NOT_UTF8'],
  'OPF-060': ['ZIP_DUPLICATE_ENTRY', 'ZIP_NAME_COLLISION_CASE'],
  'OPF-061': ['ZIP_NAME_COLLISION_NORMALIZATION'],
  'RSC-001': ['EPUB_CONTAINER_MISSING', 'EPUB_OPF_MISSING', 'EPUB_NOT_EPUB_DOCX'],
  'RSC-002': ['EPUB_CONTAINER_MISSING', 'EPUB_NOT_EPUB_DOCX'],
  'RSC-007': ['EPUB_RESOURCE_MISSING', 'EPUB_MANIFEST_RESOURCE_MISSING'],
};

/**
 * Merges EpubCheck's findings into Quire's, dropping an EpubCheck finding only when Quire already
 * reported the same problem (a known equivalent code, on the same file or on the whole book).
 */
export function mergeFindings(own: Finding[], epubcheck: Finding[]): Finding[] {
  const kept = epubcheck.filter((f) => {
    const same = Object.hasOwn(SAME_AS, f.code) ? SAME_AS[f.code] : undefined;
    return (
      !same ||
      !own.some(
        (o) => same.includes(o.code) && (f.path === undefined || o.path === undefined || o.path === f.path),
      )
    );
  });
  return [...own, ...kept];
}
