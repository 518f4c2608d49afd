import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRawZip, deflatedZeros } from '../../apps/server/src/modules/files/engines/zip/test-zip';
import { epub, interiorPdf } from '../support/files';

/**
 * Hostile uploads against the built server (issue 4, "Done when"): a zip bomb that inflates to
 * gigabytes, a zip-slip entry, an XML entity bomb and a truncated PDF each end in ERROR, the
 * server's peak memory stays bounded, and the next upload still works. Its own server on its own
 * port, so the process whose memory is read is the one that took the files.
 */
const port = 3294;
const base = `http://127.0.0.1:${port}`;
const MIB = 1024 * 1024;
/** The server's peak resident memory may grow by this much over its idle size while it checks the files. */
const MEMORY_HEADROOM_MB = 400;

function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

const CONTAINER = `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`;
const stored = (name: string, text: string) => ({ name, data: Buffer.from(text) });

function zipBomb(): Buffer {
  // 2 GiB of zeros in a few MB, honestly declared, and a second entry that lies about its size.
  return buildRawZip([
    stored('mimetype', 'application/epub+zip'),
    stored('META-INF/container.xml', CONTAINER),
    {
      name: 'OEBPS/zeros.xhtml',
      data: deflatedZeros(2048 * MIB),
      method: 8,
      uncompressedSize: 2048 * MIB - 1,
    },
  ]);
}

function zipSlip(): Buffer {
  return buildRawZip([
    stored('mimetype', 'application/epub+zip'),
    stored('META-INF/container.xml', CONTAINER),
    stored('../../../../tmp/quire-zip-slip.txt', 'owned'),
  ]);
}

function entityBomb(): Buffer {
  const lol = [
    '<!ENTITY lol "lol">',
    ...Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
    ),
  ].join('');
  const opf = `<?xml version="1.0"?><!DOCTYPE package [${lol}]><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>&lol9;</dc:title></metadata><manifest/><spine/></package>`;
  return buildRawZip([
    stored('mimetype', 'application/epub+zip'),
    stored('META-INF/container.xml', CONTAINER),
    stored('OEBPS/content.opf', opf),
  ]);
}

test('a zip bomb, a zip-slip entry, an XML entity bomb and a truncated PDF end in ERROR; memory stays bounded; the next upload works', async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-hostile-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      QUIRE_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_MAX: '1000',
    },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200);
    const jar = new Map<string, string>();
    let token = '';
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(base + path, {
        method,
        headers: {
          cookie: cookie(),
          'x-csrf-token': token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      return (await res.json()) as { code: string; payload: Record<string, unknown> | null };
    };
    token = String((await call('GET', '/api/authentication/csrf-token')).payload?.token);
    expect(
      (
        await call('POST', '/api/authentication/signin', {
          email: 'author@example.com',
          password: 'Author2026',
        })
      ).code,
    ).toBe('SUCCESS');
    token = String((await call('GET', '/api/authentication/csrf-token')).payload?.token);
    const ebook = String(
      (await call('POST', '/api/project', { type: 'EBOOK', title: 'Hostile' })).payload?.id,
    );
    const pod = String(
      (
        await call('POST', '/api/project', {
          type: 'POD',
          title: 'Hostile print',
          bookSizeType: '6x9-SOFTCOVER-BLACK_WHITE',
          pageSize: '6x9',
          pageCount: 24,
          printColor: 'BLACK_WHITE',
          paperColor: 'WHITE',
          coverFormat: 'SOFTCOVER',
        })
      ).payload?.id,
    );
    const idle = peakRssMb(server);

    const uploadAndWait = async (projectId: string, name: string, type: string, bytes: Buffer) => {
      const form = new FormData();
      form.set('projectElementType', 'INTERIOR');
      form.set('projectId', projectId);
      form.set('authenticityToken', token);
      form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await fetch(`${base}/api/project/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: cookie() },
      });
      expect(((await res.json()) as { code: string }).code, `upload of ${name}`).toBe('SUCCESS');
      let last: Record<string, unknown> | null = null;
      await expect
        .poll(
          async () => {
            last = (
              await call('GET', `/api/project/preflightstatus?projectId=${projectId}&elementType=INTERIOR`)
            ).payload;
            return last?.preFlightCheckStatus;
          },
          { timeout: 30_000, intervals: [250], message: `the check of ${name} ends` },
        )
        .toMatch(/^(SUCCESSFUL|ERROR)$/);
      return last as unknown as {
        preFlightCheckStatus: string;
        data: { findings: { severity: string; message: string }[] };
      };
    };

    const pdf = await interiorPdf({ pages: 24, widthIn: 6, heightIn: 9 });
    const cases: [string, string, string, Buffer][] = [
      [ebook, 'bomb.epub', 'application/epub+zip', zipBomb()],
      [ebook, 'slip.epub', 'application/epub+zip', zipSlip()],
      [ebook, 'entities.epub', 'application/epub+zip', entityBomb()],
      [pod, 'truncated.pdf', 'application/pdf', pdf.subarray(0, Math.floor(pdf.length / 2))],
    ];
    for (const [projectId, name, type, bytes] of cases) {
      const result = await uploadAndWait(projectId, name, type, bytes);
      expect(result.preFlightCheckStatus, name).toBe('ERROR');
      const errors = result.data.findings.filter((f) => f.severity === 'ERROR');
      expect(errors.length, `${name} has an error an author can read`).toBeGreaterThan(0);
      expect(errors[0]?.message.length).toBeGreaterThan(20);
    }
    expect(peakRssMb(server) - idle).toBeLessThan(MEMORY_HEADROOM_MB);

    // The server is still well: the next uploads pass.
    expect(
      (await uploadAndWait(ebook, 'good.epub', 'application/epub+zip', await epub())).preFlightCheckStatus,
    ).toBe('SUCCESSFUL');
    expect((await uploadAndWait(pod, 'good.pdf', 'application/pdf', pdf)).preFlightCheckStatus).toBe(
      'SUCCESSFUL',
    );
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
