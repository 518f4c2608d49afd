#!/usr/bin/env node
// `npm run screenshots` (it builds first; on a built tree, `node scripts/screenshots.mjs`): the
// visitors' home page's pictures, taken from the real thing. Starts the built server in demo mode on
// a free loopback port with a data directory of its own, signs in as the demo author in Debian's
// Chromium, and photographs at 1280 × 800:
//   - the book builder: the pricing step of the demo eBook "The Glass Foundry", royalty shown;
//   - the previewer: the interior review of the demo eBook "The Lighthouse Keeper’s Daughter",
//     its EPUB open in the reader.
// Each is re-encoded with sharp to WebP and written to apps/server/src/seed/assets/, with their sizes
// in home-screenshots.json, which the seed (apps/server/src/seed/content-pages.ts) reads. The server
// and its data directory are removed at the end, whatever happens.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'apps', 'server', 'src', 'seed', 'assets');
const VIEWPORT = { width: 1280, height: 800 };
const QUALITY = 75;
const DEMO_AUTHOR = { email: 'author@example.com', password: 'Author2026' };
// The flags e2e/chromium.ts gives Debian's Chromium: quiet on a closed network.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The node options of `npm start` (the WebAssembly tiering budget, decision 031), as e2e/server-command.ts reads them. */
function startNodeOptions() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /\bnode((?:\s+--\S+)*)\s+apps\/server\/dist\/main\.js/.exec(String(pkg.scripts?.start));
  if (!match) throw new Error('package.json start script does not run node apps/server/dist/main.js');
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

/** A loopback port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base, server, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was healthy`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no answer from ${base}/api/health`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Hides the site message bar (it would sit over the page) and stops every animation. */
async function steady(page) {
  await page.addStyleTag({
    content:
      '.site-messages{display:none!important}*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}',
  });
}

async function signIn(page, base) {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel(/^e-?mail/i).fill(DEMO_AUTHOR.email);
  await page.getByLabel(/^password/i).fill(DEMO_AUTHOR.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** The demo author's book of this title (the seed's). */
async function bookId(page, base, title) {
  const res = await page.request.get(`${base}/api/projects?limit=100`);
  if (!res.ok()) throw new Error(`GET /api/projects answered ${res.status()}`);
  const items = (await res.json()).payload.projects ?? [];
  const book = items.find((p) => p.title === title);
  if (!book) throw new Error(`no demo book "${title}" among ${items.map((p) => p.title).join(', ')}`);
  return book.id;
}

/** The builder: the pricing step of the eBook in editing, its royalty worked out. */
async function builder(page, base) {
  const id = await bookId(page, base, 'The Glass Foundry');
  await page.goto(`${base}/${id}/book-details/pricing`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByLabel('List price (USD)').waitFor();
  await page
    .getByText(/royalty/i)
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await steady(page);
  await page.waitForTimeout(300);
  return page.screenshot({ type: 'png' });
}

/** The previewer: the interior review of the on-sale eBook, the EPUB open in the reader. */
async function previewer(page, base) {
  const id = await bookId(page, base, 'The Lighthouse Keeper’s Daughter');
  await page.goto(`${base}/${id}/interior/review`);
  const frame = page.frameLocator('iframe').first();
  await frame.locator('h1, h2, h3, p').first().waitFor({ timeout: 60_000 });
  await page.getByText(/^Page 1 of \d+$/).waitFor();
  // The first page is the title page: open chapter 1 from the table of contents, as a reader would.
  await page.getByRole('button', { name: 'Chapter 1: The Light' }).click();
  await page.getByText(/^Page 2 of \d+$/).waitFor();
  await frame
    .getByText(/The lamp turned all night/)
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await steady(page);
  // Down to the preview: the check's verdict above it, the reader's page controls and the approval below.
  const heading = page.getByRole('heading', { name: 'Interior preview', exact: true });
  const top = await heading.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), Math.max(0, top - 56));
  await page.waitForTimeout(500);
  return page.screenshot({ type: 'png' });
}

/** WebP of the screenshot, 1280 wide, and what the seed needs to know of it. */
async function save(name, png) {
  const { data, info } = await sharp(png)
    .resize({ width: VIEWPORT.width, withoutEnlargement: true })
    .webp({ quality: QUALITY, effort: 6 })
    .toBuffer({ resolveWithObject: true });
  const file = `${name}.webp`;
  writeFileSync(join(OUT, file), data);
  const sha256 = createHash('sha256').update(data).digest('hex');
  console.info(`${file}: ${info.width} × ${info.height}, ${Math.round(data.length / 1024)} KB`);
  return { file, width: info.width, height: info.height, bytes: data.length, sha256 };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'quire-screenshots-'));
const server = spawn(process.execPath, [...startNodeOptions(), 'apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    QUIRE_DEMO: '1',
    QUIRE_DEMO_CATALOGUE: '0',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  await waitHealthy(base, server);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    reducedMotion: 'reduce',
    // The injected style sheet that hides the message bar, whatever the app's policy says.
    bypassCSP: true,
  });
  const page = await context.newPage();
  await signIn(page, base);
  const shots = {
    builder: await save('home-builder', await builder(page, base)),
    previewer: await save('home-previewer', await previewer(page, base)),
  };
  writeFileSync(join(OUT, 'home-screenshots.json'), `${JSON.stringify(shots, null, 2)}\n`);
} finally {
  await browser?.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
