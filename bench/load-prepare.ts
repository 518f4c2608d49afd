// What `npm run bench:load` prepares through the API before its run (untimed): new author accounts
// with eBook projects and a small EPUB, sessions of the demo press (its promotion requests) and the
// demo author with its orderable POD book for the cart and checkout, and a pool of solved order
// tokens that a background loop keeps topped up while the load runs.
import { SECURITY_QUESTIONS } from '@quire/domain';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { buildEpub } from '../apps/server/src/modules/files/engines/epub/test-epub';
import { ADJECTIVES, type ApiClient, apiClient, NOUNS, PLACES, signIn } from './support';

/** A signed-in session as the load sends it: the cookie header and the CSRF token. */
export interface Session {
  cookie: string;
  token: string;
}

export interface Author extends Session {
  projectIds: string[];
  /** The upload's multipart body (projectElementType, projectId, authenticityToken, the EPUB). */
  upload: { body: Buffer; contentType: string };
}

export interface Buyer extends Session {
  bookId: string;
}

const PASSWORD = 'Loadtest2026';
const POD_BOOK = 'Field Notes from the Allotment';

async function ok(client: ApiClient, method: string, path: string, body?: unknown) {
  const res = await client.call(method, path, body);
  if (res.code !== 'SUCCESS') throw new Error(`${method} ${path}: ${JSON.stringify(res).slice(0, 500)}`);
  return res.payload;
}

/** The multipart body the web client sends for an interior upload: the fields, then the file. */
function uploadBody(projectId: string, token: string, epub: Buffer): Author['upload'] {
  const boundary = `----quireload${projectId.replaceAll('-', '')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      field('projectElementType', 'INTERIOR') +
        field('projectId', projectId) +
        field('authenticityToken', token) +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="book.epub"\r\n` +
        'Content-Type: application/epub+zip\r\n\r\n',
    ),
    epub,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** `count` new authors, each signed in with `projects` eBook projects; `run` keeps their e-mails apart. */
export async function prepareAuthors(
  base: string,
  count: number,
  projects: number,
  run: string,
): Promise<Author[]> {
  const epub = await buildEpub({ title: 'Load' });
  const authors: Author[] = [];
  for (let i = 0; i < count; i++) {
    const client = apiClient(base);
    client.token = String((await ok(client, 'GET', '/api/authentication/csrf-token')).token);
    await ok(client, 'POST', '/api/authentication/create-account', {
      email: `load-${run}-${i}@example.com`,
      password: PASSWORD,
      firstName: 'Load',
      lastName: `Author ${i}`,
      secretQuestion: SECURITY_QUESTIONS[0],
      secretAnswer: 'Biscuit',
      accountType: 'PUBLISHER',
    });
    // The session changed with the sign-in: its token too.
    client.token = String((await ok(client, 'GET', '/api/authentication/csrf-token')).token);
    const projectIds: string[] = [];
    for (let p = 0; p < projects; p++) {
      const title = `The ${ADJECTIVES[(i + p) % 10]} ${NOUNS[(i * 3 + p) % 10]} of ${PLACES[(i + p * 7) % 10]}`;
      projectIds.push(String((await ok(client, 'POST', '/api/project', { type: 'EBOOK', title })).id));
    }
    const [first] = projectIds;
    if (!first) throw new Error('BENCH_LOAD_PROJECTS must be at least 1');
    authors.push({
      cookie: client.cookie(),
      token: client.token,
      projectIds,
      upload: uploadBody(first, client.token, epub),
    });
  }
  return authors;
}

/** `count` sessions of the demo press, whose promotion requests the seed made. */
export async function preparePublishers(base: string, count: number): Promise<Session[]> {
  const out: Session[] = [];
  for (let i = 0; i < count; i++) {
    const client = await signIn(base, 'publisher@example.com', 'Publisher2026');
    await ok(client, 'GET', '/api/project/promos?status=PENDING');
    out.push({ cookie: client.cookie(), token: client.token });
  }
  return out;
}

/**
 * The demo author with its orderable POD book, an empty cart and the seeded 'Home' address: one
 * cart per account, so its cart and checkout run in one connection, order after order.
 */
export async function prepareBuyer(base: string): Promise<{ buyer: Buyer; client: ApiClient }> {
  const client = await signIn(base);
  const list = (await ok(client, 'GET', '/api/projects?limit=50')).projects as {
    id: string;
    title: string;
  }[];
  const bookId = list.find((p) => p.title === POD_BOOK)?.id;
  if (!bookId) throw new Error(`the demo book "${POD_BOOK}" is missing (QUIRE_DEMO=1?)`);
  const cart = (await ok(client, 'GET', '/api/cart')).cart as { projects: { projectId: string }[] };
  if (cart.projects.length > 0) throw new Error('the demo author’s cart is not empty');
  return { buyer: { cookie: client.cookie(), token: client.token, bookId }, client };
}

/**
 * Solved order tokens (the token step, as the checkout widget runs it), fetched and solved ahead:
 * a challenge is good for five minutes, so tokens older than four are dropped.
 */
export function tokenPool(client: ApiClient, target: number) {
  const MAX_AGE_MS = 4 * 60_000;
  const pool: { token: string; at: number }[] = [];
  let running = true;
  let fetched = 0;
  let underruns = 0;
  const fresh = () => {
    while (pool.length > 0 && Date.now() - (pool[0]?.at ?? 0) > MAX_AGE_MS) pool.shift();
  };
  async function one(): Promise<void> {
    const { challenge } = (await ok(client, 'GET', '/api/cart/token')) as { challenge: Challenge };
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve an order token challenge');
    fetched++;
    pool.push({
      token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      at: Date.now(),
    });
  }
  let failure: unknown = null;
  const loop = (async () => {
    while (running) {
      fresh();
      if (pool.length < target) await one();
      else await new Promise((r) => setTimeout(r, 250));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    /** Resolves once the pool holds `target` tokens. */
    async filled(): Promise<void> {
      while (pool.length < target) {
        if (failure) throw failure;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    take(): string {
      fresh();
      const next = pool.shift();
      if (!next) underruns++;
      return next?.token ?? '';
    },
    async stop() {
      running = false;
      await loop;
      return { fetched, underruns, failure: failure ? String(failure) : null };
    },
  };
}

export type TokenPool = ReturnType<typeof tokenPool>;
