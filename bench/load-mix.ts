// The request mix of `npm run bench:load`: three autocannon instances at fixed rates, run side by
// side, each connection a session of its own with its own sequence of requests (setRequests):
//   authors     the dashboard, the wizard's project read and saves, an EPUB upload now and then;
//   promotions  the demo press's promotion request lists;
//   commerce    one connection (one cart per account) adding and updating the POD book, then the
//               checkout: address, shipping method, the sandbox card field, payment, submit-order.
// Every response is timed and counted by route (the request the connection had sent: pipelining 1).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Author, Buyer, Session, TokenPool } from './load-prepare';
import { BILLING } from './support';

type Method = NonNullable<autocannon.Request['method']>;
/** One request of a sequence, named by the route it is counted under. */
type Step = autocannon.Request & { route: string };

export interface RouteStats {
  times: number[];
  non2xx: Record<string, number>;
}

export interface ClassResult {
  name: string;
  rate: number;
  connections: number;
  sent: number;
  errors: number;
  timeouts: number;
  /** autocannon's own latency (corrected for coordinated omission), ms. */
  latency: { p50: number; p97_5: number; p99: number; max: number };
}

const json = (session: Session, method: Method, path: string, route: string, body?: unknown): Step => ({
  method,
  path,
  route,
  headers: {
    cookie: session.cookie,
    'x-csrf-token': session.token,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** An author's sequence: 20 requests, of which 9 dashboard reads, 4 project reads, 6 saves, 1 upload. */
function authorSteps(author: Author, saves: { n: number }): Step[] {
  const project = (i: number) => author.projectIds[i % author.projectIds.length] as string;
  const dashboard = (sort: string) =>
    json(author, 'GET', `/api/projects?limit=20&sort=${sort}`, 'GET /api/projects (dashboard)');
  const read = (i: number) =>
    json(author, 'GET', `/api/project/${project(i)}`, 'GET /api/project/:id (wizard)');
  const save = (i: number): Step => ({
    ...json(author, 'POST', '/api/project', 'POST /api/project (wizard save)', {}),
    // A real change each time (a save that changes nothing is answered without a write).
    setupRequest: (req) => {
      saves.n++;
      return {
        ...req,
        body: JSON.stringify({
          id: project(i),
          subtitle: `Draft ${saves.n}`,
          description: `<p>Revised for the ${saves.n}th time.</p>`,
        }),
      };
    },
  });
  const upload: Step = {
    method: 'POST',
    path: '/api/project/upload',
    route: 'POST /api/project/upload (EPUB)',
    headers: { cookie: author.cookie, 'content-type': author.upload.contentType },
    body: author.upload.body,
  };
  return [
    dashboard('updated'),
    read(0),
    save(0),
    dashboard('updated'),
    save(1),
    dashboard('title'),
    read(1),
    save(2),
    dashboard('updated'),
    upload,
    dashboard('status'),
    read(2),
    save(3),
    dashboard('updated'),
    save(4),
    dashboard('created'),
    read(3),
    save(5),
    dashboard('updated'),
    dashboard('title'),
  ];
}

function promotionSteps(session: Session): Step[] {
  const list = (query: string) =>
    json(session, 'GET', `/api/project/promos?${query}`, 'GET /api/project/promos (promotion list)');
  return [
    list('status=PENDING'),
    list('status=APPROVED'),
    list('status=DECLINED'),
    list('status=PENDING&sortBy=oldest'),
    list('status=COMPLETED'),
  ];
}

/** One order per pass: 3 cart requests, then 5 of the checkout (context is per pass). */
function commerceSteps(buyer: Buyer, tokens: TokenPool): Step[] {
  type Ctx = { eProtectId?: string };
  const item = { projectId: buyer.bookId, itemType: 'AUTHOR_COPY' };
  const card = { cardNumber: '4457010000000009', expMonth: '09', expYear: '2030' };
  return [
    json(buyer, 'POST', '/api/cart/add', 'POST /api/cart/add (cart)', item),
    json(buyer, 'PUT', '/api/cart/update', 'PUT /api/cart/update (cart)', { ...item, quantity: 3 }),
    json(buyer, 'PUT', '/api/cart/update', 'PUT /api/cart/update (cart)', { ...item, quantity: 2 }),
    json(buyer, 'POST', '/api/cart/shipping-address-nickname', 'POST /api/cart/shipping-address-nickname', {
      nickname: 'Home',
    }),
    json(buyer, 'POST', '/api/cart/shipping-method', 'POST /api/cart/shipping-method', {
      shippingMethod: 'STANDARD',
    }),
    {
      method: 'POST',
      path: '/sandbox/eprotect/register',
      route: 'POST /sandbox/eprotect/register (card field)',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
      onResponse: (_status, body, context) => {
        (context as Ctx).eProtectId = (
          JSON.parse(body) as { paypageRegistrationId?: string }
        ).paypageRegistrationId;
      },
    },
    {
      ...json(buyer, 'PUT', '/api/cart/payment-method', 'PUT /api/cart/payment-method', {}),
      setupRequest: (req, context) => ({
        ...req,
        body: JSON.stringify({
          eProtectId: (context as Ctx).eProtectId,
          expirationMonth: '09',
          expirationYear: '2030',
          billingAddress: BILLING,
        }),
      }),
    },
    {
      ...json(buyer, 'POST', '/api/cart/submit-order', 'POST /api/cart/submit-order (checkout)', {}),
      setupRequest: (req, context) => ({
        ...req,
        headers: { ...req.headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ eProtectId: (context as Ctx).eProtectId, recaptchaToken: tokens.take() }),
      }),
    },
  ];
}

/** Runs one class: its sessions round-robin over at most `rate` connections (autocannon splits the rate). */
function runClass(
  name: string,
  url: string,
  seconds: number,
  rate: number,
  connections: number,
  stepsOf: (i: number) => Step[],
  routes: Map<string, RouteStats>,
): Promise<ClassResult> {
  const perConnection = Math.max(1, Math.min(connections, rate));
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        duration: seconds,
        connections: perConnection,
        overallRate: rate,
        timeout: 30,
        setupClient: (client) => client.setRequests(stepsOf(next++)),
      },
      (error, r) => {
        if (error) return reject(error);
        resolve({
          name,
          rate,
          connections: perConnection,
          sent: r.requests.sent,
          errors: r.errors,
          timeouts: r.timeouts,
          latency: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max },
        });
      },
    );
    instance.on('response', (client, status, _bytes, ms) => {
      // Pipelining 1: the connection's current request is the one answered.
      const step = (client as unknown as { requestIterator: { currentRequest: Step } }).requestIterator
        .currentRequest;
      const stats = routes.get(step.route) ?? { times: [], non2xx: {} };
      routes.set(step.route, stats);
      stats.times.push(ms);
      if (status < 200 || status > 299) stats.non2xx[status] = (stats.non2xx[status] ?? 0) + 1;
    });
  });
}

export interface Mix {
  authors: Author[];
  publishers: Session[];
  buyer: Buyer;
  tokens: TokenPool;
}

/** The shares of the total rate: authors 70 %, promotion lists 10 %, cart and checkout 20 %. */
export const SHARES = { authors: 0.7, promotions: 0.1, commerce: 0.2 } as const;

export async function runMix(url: string, seconds: number, rate: number, mix: Mix) {
  const routes = new Map<string, RouteStats>();
  const saves = { n: 0 };
  const share = (s: number) => Math.max(1, Math.round(rate * s));
  const classes = await Promise.all([
    runClass(
      'authors',
      url,
      seconds,
      share(SHARES.authors),
      mix.authors.length,
      (i) => authorSteps(mix.authors[i % mix.authors.length] as Author, saves),
      routes,
    ),
    runClass(
      'promotions',
      url,
      seconds,
      share(SHARES.promotions),
      mix.publishers.length,
      (i) => promotionSteps(mix.publishers[i % mix.publishers.length] as Session),
      routes,
    ),
    runClass(
      'commerce',
      url,
      seconds,
      share(SHARES.commerce),
      1,
      () => commerceSteps(mix.buyer, mix.tokens),
      routes,
    ),
  ]);
  return { classes, routes };
}
