import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/db/rows';
import { adminClient } from './admin-helpers';
import { actingContributor } from './contributor-helpers';
import { epubFile, testStorage, upload, worker } from './files-helpers';
import { AUTHOR, buildTestApp, HOUR, type TestApp, type TestClient } from './helpers';
import { outboxFor } from './mail-helpers';
import { otherAuthor } from './project-helpers';

/**
 * Publishing (decision 030): setsalestatus through the retailer's intake (a durable job), the rules
 * that refuse an incomplete book, the vendor check, double clicks, requestCorrection, setstatus
 * guards, and the book's history. Production intake times (72 h / 24 h) with the test clock.
 */
let t: TestApp;
let author: TestClient;
let stranger: TestClient;
let admin: TestClient;
let leafCategory: string;

const jobsOf = async (projectId: string) =>
  rowsOf<{ status: string; run_at: Date }>(
    await t.database.db.execute(
      sql`select status, run_at from jobs where kind = 'publishing.intake' and payload->>'projectId' = ${projectId}`,
    ),
  );

/** Runs the intake jobs that are due (the app's own jobs service, the way the worker runs them). */
const runDueJobs = () => worker(t).drain(10_000);

/** Marks a book's files as checked and approved (the files module's own tests cover how they get there). */
async function approveFiles(projectId: string) {
  await t.database.db.execute(sql`update projects set interior_pre_flight_check_status = 'SUCCESSFUL',
    interior_approved = true, cover_type = 'full', cover_full_pre_flight_check_status = 'SUCCESSFUL',
    cover_full_approved = true where id = ${projectId}`);
}

async function readyEbook(
  title = 'Tide Tables',
  extra: Record<string, unknown> = {},
  by: TestClient = author,
): Promise<string> {
  const res = await by.post('/api/project', {
    type: 'EBOOK',
    title,
    description: '<p>A book about the sea.</p>',
    languageCode: 'eng',
    audience: 'TRA',
    subjectType: 'F',
    contributors: [{ firstName: 'Ada', lastName: 'Author', role: 'A' }],
    categories: [leafCategory],
    listPrice: '4.99',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().payload.id as string;
  await approveFiles(id);
  return id;
}

/** Moves the clock past an intake; sessions end after 12 hours, so everyone signs in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  author = t.client();
  await author.signIn(AUTHOR);
  admin = await adminClient(t);
  stranger = await otherAuthor(t);
}

const setSale = (c: TestClient, body: Record<string, unknown>) => c.put('/api/project/setsalestatus', body);

/** A new author whose vendor registration waits for review (vendor status Pending). */
async function pendingVendor(): Promise<TestClient> {
  const c = await otherAuthor(t);
  const email = (await c.get('/api/authentication/session')).json().payload.user.email as string;
  await t.database.db.execute(sql`update users set vendor_status = 'Pending' where email = ${email}`);
  return c;
}

beforeAll(async () => {
  const base = loadConfig({});
  t = await buildTestApp({
    jobs: { ...base.jobs, mode: 'off' },
    files: { ...base.files, storage: testStorage(), epubcheck: 'off' },
    publishing: { onSaleDelayMs: 72 * HOUR, offSaleDelayMs: 24 * HOUR },
  });
  author = t.client();
  await author.signIn(AUTHOR);
  stranger = await otherAuthor(t);
  admin = await adminClient(t);
  const found = await author.get('/api/book/search-categories?query=fiction&audienceType=TRA&subjectType=F');
  leafCategory = found.json().payload.categories[0].categoryId;
});
afterAll(() => t?.close());

describe('PUT setsalestatus: on sale through the intake', () => {
  it('goes PROCESSING_ONSALE with the due time, one job, then ONSALE when the intake ends', async () => {
    const id = await readyEbook();
    const res = await setSale(author, { id, onSale: true, finalContents: true, overridePromoWarning: false });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payload;
    expect(p.status).toBe('PROCESSING_ONSALE');
    expect(p.finalContentsAt).not.toBeNull();
    expect(new Date(p.saleDueAt).getTime() - Date.now()).toBeGreaterThan(71 * HOUR);

    // A double click: the same answer, no second job.
    const again = await setSale(author, { id, onSale: true, finalContents: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().payload.status).toBe('PROCESSING_ONSALE');
    expect(await jobsOf(id)).toHaveLength(1);

    // Not before the intake ends…
    await runDueJobs();
    expect((await author.get(`/api/project/${id}`)).json().payload.status).toBe('PROCESSING_ONSALE');
    // …and on sale once it has, exactly once.
    await later(72 * HOUR + 1000);
    await runDueJobs();
    const on = (await author.get(`/api/project/${id}`)).json().payload;
    expect(on).toMatchObject({ status: 'ONSALE', saleDueAt: null, allowedToEdit: false });
    expect(on.publishedDate).not.toBeNull();
    const history = (await author.get(`/api/project/${id}/history`)).json().payload;
    expect(history.map((e: { event: string }) => e.event)).toEqual(['sale.requested', 'sale.onsale']);
    expect(history[0]).toMatchObject({ actorKind: 'author' });
    expect(history[1]).toMatchObject({ actorKind: 'system' });
    const mails = await outboxFor(t.database, AUTHOR.email);
    expect(mails.some((m) => m.subject === 'Tide Tables is on sale')).toBe(true);

    // Off sale: PROCESSING_OFFSALE, then OFFSALE after 24 hours.
    const off = await setSale(author, { id, onSale: false });
    expect(off.json().payload.status).toBe('PROCESSING_OFFSALE');
    await later(24 * HOUR + 1000);
    await runDueJobs();
    expect((await author.get(`/api/project/${id}`)).json().payload).toMatchObject({
      status: 'OFFSALE',
      allowedToEdit: true,
      allowedToPutOnSale: true,
    });
    expect(await jobsOf(id)).toHaveLength(2);
    // An off-sale book cannot be ordered.
    const order = await author.put('/api/project/setstatus', { id, status: 'ORDER' });
    expect(order.statusCode).toBe(409);
    expect(order.json().code).toBe('OFFSALE_NOT_ORDERABLE');
  });

  it('refuses an incomplete book with each reason and the step that fixes it, and changes nothing', async () => {
    const res = await author.post('/api/project', { type: 'EBOOK', title: 'Unfinished' });
    const id = res.json().payload.id;
    const refused = await setSale(author, { id, onSale: true, finalContents: true });
    expect(refused.statusCode).toBe(409);
    const errors = refused.json().errors as { code: string; field: string; description: string }[];
    expect(errors.every((e) => e.code === 'PUBLISH_NOT_READY')).toBe(true);
    expect(errors.map((e) => e.field)).toEqual(
      expect.arrayContaining([
        'interior/upload',
        'cover/upload',
        'book-details/pricing',
        'book-details/author',
      ]),
    );
    expect(errors.find((e) => e.field === 'book-details/pricing')?.description).toBe(
      'Please set a list price.',
    );
    expect((await author.get(`/api/project/${id}`)).json().payload.status).toBe('NEW');
    expect(await jobsOf(id)).toHaveLength(0);
  });

  it('a failed check or an unapproved file is refused', async () => {
    const id = await readyEbook('Failed Check');
    await t.database.db.execute(
      sql`update projects set interior_pre_flight_check_status = 'ERROR' where id = ${id}`,
    );
    const refused = await setSale(author, { id, onSale: true, finalContents: true });
    expect(refused.json().errors).toEqual([
      {
        code: 'PUBLISH_NOT_READY',
        field: 'interior/upload',
        description: 'Your interior file did not pass our check. Please upload a corrected file.',
      },
    ]);
  });

  it('asks for the final-files answer', async () => {
    const id = await readyEbook('Not Final');
    const refused = await setSale(author, { id, onSale: true, finalContents: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'FINAL_CONTENTS_REQUIRED',
      field: 'finalContents',
    });
    expect(await jobsOf(id)).toHaveLength(0);
  });

  it('an eBook goes on sale only for a vendor who may sell (1003, 1009)', async () => {
    const id = await readyEbook('On Hold');
    await t.database.db.execute(
      sql`update users set business_status = 'OnHold' where email = ${AUTHOR.email}`,
    );
    try {
      const held = await setSale(author, { id, onSale: true, finalContents: true });
      expect(held.statusCode).toBe(403);
      expect(held.json().errors[0]).toMatchObject({
        code: '1009',
        description: 'Your vendor business account is not active.',
      });
    } finally {
      await t.database.db.execute(
        sql`update users set business_status = 'Active' where email = ${AUTHOR.email}`,
      );
    }
    // A new author whose vendor account is not active yet: 1003.
    const newcomer = await otherAuthor(t);
    const ownId = await readyEbook('New Vendor', {}, newcomer);
    const res = await setSale(newcomer, { id: ownId, onSale: true, finalContents: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({
      code: '1003',
      description: 'Your vendor account is not active.',
    });
    expect(await jobsOf(ownId)).toHaveLength(0);
  });

  it('a pending vendor’s incomplete book is refused with the file problems and the vendor’s at once', async () => {
    const pending = await pendingVendor();
    const res = await pending.post('/api/project', { type: 'EBOOK', title: 'Waiting Vendor' });
    const id = res.json().payload.id as string;
    const refused = await setSale(pending, { id, onSale: true, finalContents: true });
    expect(refused.statusCode).toBe(409);
    const errors = refused.json().errors as { code: string; field: string; description: string }[];
    expect(errors.slice(0, 2)).toEqual([
      {
        code: 'PUBLISH_NOT_READY',
        field: 'interior/upload',
        description: 'Please upload your interior file.',
      },
      { code: 'PUBLISH_NOT_READY', field: 'cover/upload', description: 'Please upload your cover.' },
    ]);
    expect(errors.at(-1)).toEqual({
      code: '1003',
      field: 'vendor',
      description: 'Your vendor account is not active.',
    });
    // The readiness read answers the same list.
    const read = await pending.get(`/api/project/${id}/readiness`);
    expect(read.statusCode, read.body).toBe(200);
    expect(
      read.json().payload.map((i: { code: string; step: string; message: string }) => ({
        code: i.code,
        field: i.step,
        description: i.message,
      })),
    ).toEqual(errors);
    expect(await jobsOf(id)).toHaveLength(0);
  });

  it('a pending vendor’s complete book is refused with the vendor’s problem alone, before the final-files question', async () => {
    const pending = await pendingVendor();
    const id = await readyEbook('Complete but Waiting', {}, pending);
    const asked = await setSale(pending, { id, onSale: true });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().errors).toEqual([
      { code: '1003', field: 'vendor', description: 'Your vendor account is not active.' },
    ]);
    expect((await pending.get(`/api/project/${id}/readiness`)).json().payload).toEqual([
      { code: '1003', step: 'vendor', message: 'Your vendor account is not active.' },
    ]);
  });

  it('the readiness read: empty for a ready book by an active vendor; 404 for anyone else’s book', async () => {
    const id = await readyEbook('Ready to Go');
    const read = await author.get(`/api/project/${id}/readiness`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().payload).toEqual([]);
    expect((await stranger.get(`/api/project/${id}/readiness`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/project/${id}/readiness`)).statusCode).toBe(401);
  });

  it('a book that is already on sale cannot go on sale again; a draft cannot go off sale', async () => {
    const id = await readyEbook('Twice');
    await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${id}`);
    expect((await setSale(author, { id, onSale: true, finalContents: true })).json().code).toBe(
      'SALE_STATUS_LOCKED',
    );
    const draft = await readyEbook('Draft');
    const off = await setSale(author, { id: draft, onSale: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('NOT_ON_SALE');
  });

  it('who may ask: anonymous 401, another author 404, unknown 404, bad body 400, administrator yes', async () => {
    const id = await readyEbook('Guarded');
    const anon = t.client();
    await anon.fetchCsrf();
    expect((await setSale(anon, { id, onSale: true, finalContents: true })).statusCode).toBe(401);
    expect((await setSale(stranger, { id, onSale: true, finalContents: true })).statusCode).toBe(404);
    expect(
      (await setSale(author, { id: '00000000-0000-4000-8000-000000000000', onSale: true })).statusCode,
    ).toBe(404);
    expect((await setSale(author, { id, onSale: 'yes' })).statusCode).toBe(400);
    expect((await stranger.get(`/api/project/${id}/history`)).statusCode).toBe(404);
    const byAdmin = await setSale(admin, { id, onSale: true, finalContents: true });
    expect(byAdmin.json().payload.status).toBe('PROCESSING_ONSALE');
    const history = (await author.get(`/api/project/${id}/history`)).json().payload;
    expect(history[0]).toMatchObject({ event: 'sale.requested', actorKind: 'admin' });
  });

  it('a contributor needs the project dashboard permission', async () => {
    const id = await readyEbook('Shared');
    const orderOnly = await actingContributor(t, author, ['ORDER_COPY']);
    expect((await setSale(orderOnly.client, { id, onSale: true, finalContents: true })).statusCode).toBe(403);
    const dashboard = await actingContributor(t, author, ['PROJECT_DASHBOARD']);
    const ok = await setSale(dashboard.client, { id, onSale: true, finalContents: true });
    expect(ok.json().payload.status).toBe('PROCESSING_ONSALE');
  });

  it('a stale job (a newer request replaced it) changes nothing', async () => {
    const id = await readyEbook('Stale');
    await setSale(author, { id, onSale: true, finalContents: true });
    // The book moved on without the job (an administrator's repair, say): the job must not put it on sale.
    await t.database.db.execute(sql`update projects set status = 'EDITING' where id = ${id}`);
    await later(73 * HOUR);
    await runDueJobs();
    expect((await author.get(`/api/project/${id}`)).json().payload.status).toBe('EDITING');
  });
});

describe('final files', () => {
  it('a book on its way on sale takes no new file; a correction unlocks its files', async () => {
    const id = await readyEbook('Locked Files');
    await setSale(author, { id, onSale: true, finalContents: true });
    const res = await upload(author, { projectId: id, elementType: 'INTERIOR', file: await epubFile() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ code: 'FILES_LOCKED', field: 'file' });
    await t.database.db.execute(sql`update projects set status = 'CORRECTING' where id = ${id}`);
    const corrected = await upload(author, {
      projectId: id,
      elementType: 'INTERIOR',
      file: await epubFile(),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
  });
});

describe('POST requestCorrection', () => {
  it('a book on sale goes to CORRECTING, FREE when an administrator enabled one, else PAID; publishing again sends it', async () => {
    const id = await readyEbook('Corrected');
    await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${id}`);
    const customerId = rowsOf<{ customer_id: string }>(
      await t.database.db.execute(sql`select customer_id from users where email = ${AUTHOR.email}`),
    )[0]!.customer_id;
    expect((await admin.get(`/api/admin/users/enable-free-correction/${customerId}`)).statusCode).toBe(200);
    const res = await author.post('/api/project/requestCorrection', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({
      status: 'CORRECTING',
      correctionType: 'FREE',
      allowedToEdit: true,
    });

    // While correcting, a copy order answers 6031 "Publish Changes to Order".
    const order = await author.put('/api/project/setstatus', { id, status: 'ORDER' });
    expect(order.json().code).toBe('6031');

    const again = await setSale(author, { id, onSale: true, finalContents: true });
    expect(again.json().payload.status).toBe('PROCESSING_ONSALE');
    await later(73 * HOUR);
    await runDueJobs();
    expect((await author.get(`/api/project/${id}`)).json().payload).toMatchObject({
      status: 'ONSALE',
      correctionType: 'NONE',
    });

    const paid = await author.post('/api/project/requestCorrection', { id });
    expect(paid.json().payload.correctionType).toBe('PAID');
    // A book in correction is still on sale: it can be taken off sale.
    const off = await setSale(author, { id, onSale: false });
    expect(off.json().payload.status).toBe('PROCESSING_OFFSALE');
  });

  it('only a book on sale can be corrected; someone else’s book is not found', async () => {
    const id = await readyEbook('Draft Correction');
    expect((await author.post('/api/project/requestCorrection', { id })).json().code).toBe(
      'CORRECTION_NOT_ALLOWED',
    );
    expect((await stranger.post('/api/project/requestCorrection', { id })).statusCode).toBe(404);
  });
});

describe('PUT setstatus guards (spec 1 §4, §8)', () => {
  it('an on-sale book cannot be set back to EDIT; an order needs approved files (6024)', async () => {
    const id = await readyEbook('Guarded Status');
    await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${id}`);
    const edit = await author.put('/api/project/setstatus', { id, status: 'EDIT' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('STATUS_CHANGE_NOT_ALLOWED');

    const print = await author.post('/api/project', { type: 'POD', title: 'Unapproved Copy' });
    const printId = print.json().payload.id;
    const refused = await author.put('/api/project/setstatus', { id: printId, status: 'ORDER' });
    expect(refused.json().errors[0]).toMatchObject({ code: '6024' });
    await approveFiles(printId);
    const ordered = await author.put('/api/project/setstatus', { id: printId, status: 'ORDER' });
    expect(ordered.json().payload.status).toBe('ORDERED');
  });
});

describe('the intake survives a restart', () => {
  it('a job due while nothing ran is applied once by the next process', async () => {
    const id = await readyEbook('Restarted');
    await setSale(author, { id, onSale: true, finalContents: true });
    await later(80 * HOUR);
    // Two workers (two processes after a restart) race for the job: it is applied once.
    await Promise.all([runDueJobs(), runDueJobs()]);
    const history = (await author.get(`/api/project/${id}/history`)).json().payload;
    expect(history.filter((e: { event: string }) => e.event === 'sale.onsale')).toHaveLength(1);
  });
});
