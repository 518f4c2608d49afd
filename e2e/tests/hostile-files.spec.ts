import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRawZip, deflatedZeros } from '../../apps/server/src/modules/files/engines/zip/test-zip';
import { epub, interiorPdf } from '../support/files';
import { apiClient, healthy, POD_6X9, peakRssMb, startBuilt } from '../support/server';

/**
 * Hostile uploads against the built server (decision 013): a zip bomb that inflates to
 * gigabytes, a zip-slip entry, an XML entity bomb and a truncated PDF each end in ERROR, the
 * server's peak memory stays bounded, and the next upload still works. Its own server on its own
 * port, so the process whose memory is read is the one that took the files.
 */
const port = 3294;
const base = `http://127.0.0.1:${port}`;
const MIB = 1024 * 1024;
/** The server's peak resident memory may grow by this much over its idle size while it checks the files. */
const MEMORY_HEADROOM_MB = 400;

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
  const server = startBuilt('main', { PORT: String(port), DATA_DIR: dataDir, QUIRE_DEMO: '1' });
  try {
    await healthy(base);
    const c = apiClient(base);
    await c.signIn();
    const ebook = await c.createProject({ type: 'EBOOK', title: 'Hostile' });
    const pod = await c.createProject({ ...POD_6X9, title: 'Hostile print', pageCount: 24 });
    const idle = peakRssMb(server);

    const uploadAndWait = async (projectId: string, name: string, type: string, bytes: Uint8Array) => {
      await c.upload(projectId, 'INTERIOR', { name, type, bytes });
      await expect
        .poll(async () => (await c.status(projectId, 'INTERIOR'))?.preFlightCheckStatus, {
          timeout: 30_000,
          intervals: [250],
          message: `the check of ${name} ends`,
        })
        .toMatch(/^(SUCCESSFUL|ERROR)$/);
      return c.status(projectId, 'INTERIOR');
    };

    const pdf = await interiorPdf({ pages: 24, widthIn: 6, heightIn: 9 });
    const cases: [string, string, string, Uint8Array][] = [
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
