/**
 * A Quire server process for promotions-crash.test.ts (run as `node --import tsx`): the real
 * buildApp() on an on-disk database, driven in-process with the test client.
 * - CRASH_MODE=hang: turns merchandising on for the demo author, who puts CRASH_COUNT new on-sale
 *   eBooks up for one promotion; the demo administrator then accepts them all in one
 *   update-promo-status (the ids and body go to CRASH_STATE). Once CRASH_AFTER requests of it are
 *   written (each with its scheduled price and history), the process stops answering
 *   ("updated N" in CRASH_MARKER), to be killed with SIGKILL before the change commits.
 * - CRASH_MODE=resume: a second server on the same database sends the same change again and writes
 *   its answer to CRASH_MARKER.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { addDays, newYorkDay, sendDayOf } from '@quire/domain';
import { sql } from 'drizzle-orm';
import { buildApp, prepareDatabase } from '../../src/app';
import { type AppConfig, type DatabaseTarget, loadConfig } from '../../src/config';
import { ADMIN, AUTHOR, TestClient } from '../helpers';

const env = process.env;
const mode = env.CRASH_MODE === 'hang' ? 'hang' : 'resume';
const marker = env.CRASH_MARKER ?? '';
const stateFile = env.CRASH_STATE ?? '';
const count = Number(env.CRASH_COUNT ?? '20');
const after = Number(env.CRASH_AFTER ?? '10');
const target: DatabaseTarget = env.CRASH_DATABASE_URL
  ? { kind: 'postgres', url: env.CRASH_DATABASE_URL }
  : { kind: 'embedded', dataDir: env.CRASH_PGLITE_DIR ?? null };
const base = loadConfig({
  QUIRE_DEMO: 'true',
  DATA_DIR: env.CRASH_DATA_DIR ?? '',
  DATA_KEY: env.CRASH_DATA_KEY ?? '',
  SESSION_SECRET: 'promotions-crash-test-session-secret-0123456789',
});
const config: AppConfig = {
  ...base,
  database: target,
  logLevel: 'warn',
  jobs: { ...base.jobs, mode: 'off' },
  rateLimits: { ...base.rateLimits, signIn: { max: 1000, windowMs: 60_000 } },
};

const database = await prepareDatabase(config);
const app = await buildApp(config, {
  database,
  closeDatabase: true,
  setup(services) {
    if (mode !== 'hang') return;
    // The crash point: the review writes each request, then its history entry, in the change's
    // transaction; after the CRASH_AFTER-th acceptance's entry the server hangs until it is killed.
    const history = services.history;
    const record = history.record.bind(history);
    let accepted = 0;
    history.record = async (entry, tx) => {
      const result = await record(entry, tx);
      if (entry.event === 'promotion.approved') {
        accepted += 1;
        if (accepted === after) {
          appendFileSync(marker, `updated ${accepted} ${process.pid}\n`);
          await new Promise(() => {});
        }
      }
      return result;
    };
  },
});
await app.ready();
const day = (n: number) => sendDayOf(addDays(newYorkDay(new Date()), n));

async function change(admin: TestClient, body: unknown) {
  const res = await admin.put('/api/project/update-promo-status', body);
  return { status: res.statusCode, payload: res.json().payload ?? null, errors: res.json().errors ?? null };
}

if (mode === 'hang') {
  await database.db.execute(
    sql`update users set permissions = array_append(permissions, 'MERCHANDISING') where email = ${AUTHOR.email}`,
  );
  const author = new TestClient(app);
  await author.signIn(AUTHOR);
  const admin = new TestClient(app);
  await admin.signIn(ADMIN);
  const defined = await admin.put('/api/admin/promotion-update', {
    promotion: {
      mercPromoType: 'LIMITED_TIME_EBOOK',
      merchPromoName: 'Limited-Time Deals',
      copy: '<p>Deals for a week or four.</p>',
      submitBy: null,
      start: null,
      end: null,
      promoStartDisplayDate: null,
      promoEndDisplayDate: null,
      position: null,
      rules: 'One title per nomination',
      links: '',
      fields: [],
      adminOnly: false,
    },
  });
  if (defined.statusCode !== 200) throw new Error(`promotion-update answered ${defined.body}`);
  const definitionId = defined.json().payload.promotion.id as string;
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const made = await author.post('/api/project', {
      type: 'EBOOK',
      title: `Crash Deal ${i}`,
      listPrice: '9.99',
    });
    if (made.statusCode !== 200) throw new Error(`create eBook answered ${made.body}`);
    const projectId = made.json().payload.id as string;
    // On sale with an EAN of its own, as publishing would leave it (promotions-helpers.ts onSaleEbook).
    const ean = `97900${String(process.pid % 100_000).padStart(5, '0')}${String(i).padStart(3, '0')}`;
    await database.db.execute(
      sql`update projects set isbn = ${ean}, status = 'ONSALE' where id = ${projectId}`,
    );
    const nominated = await author.post('/api/project/submit-promo', {
      promo: {
        definitionId,
        mercPromoType: 'LIMITED_TIME_EBOOK',
        ean,
        promoPrice: '1.99',
        startDate: day(2),
        endDate: day(9),
        flexDate: false,
        additionalComments: 'Great reviews this month.',
        inputMode: 'EAN',
      },
    });
    if (nominated.statusCode !== 200) throw new Error(`submit-promo answered ${nominated.body}`);
    ids.push(nominated.json().payload.promo.id as string);
  }
  const body = { ids, status: 'APPROVED', startDate: day(3), endDate: day(10) };
  writeFileSync(stateFile, JSON.stringify(body));
  appendFileSync(marker, `pending ${ids.length}\n`);
  await change(admin, body);
  appendFileSync(marker, 'answered (the crash never came)\n');
} else {
  const body = JSON.parse(readFileSync(stateFile, 'utf8'));
  const admin = new TestClient(app);
  await admin.signIn(ADMIN);
  const answer = await change(admin, body);
  appendFileSync(marker, `${JSON.stringify(answer)}\n`);
  await app.close();
  process.exit(0);
}
