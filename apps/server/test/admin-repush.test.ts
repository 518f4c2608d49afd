import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { adminClient, auditOf } from './admin-helpers';
import { buildFilesApp, createProject, epubFile, statusOf, upload, worker } from './files-helpers';
import { AUTHOR, type TestApp, type TestClient } from './helpers';

/** repushFiles, repushBookFiles and syncWithPM queue the project's real preflight jobs again. */
let t: TestApp;
let author: TestClient;
let admin: TestClient;
let projectId: string;

const preflightJobs = async () => {
  const r = await t.database.db.execute(
    sql`select count(*)::int as n from jobs where kind = 'files.preflight' and payload->>'fileId' in
          (select id::text from project_files where project_id = ${projectId})`,
  );
  return rowsOf<{ n: number }>(r)[0]!.n;
};
const interiorStatus = async () =>
  (await statusOf(author, projectId, 'INTERIOR')).json().payload.preFlightCheckStatus;

beforeAll(async () => {
  t = await buildFilesApp();
  author = t.client();
  await author.signIn(AUTHOR);
  admin = await adminClient(t);
  projectId = await createProject(author, { type: 'EBOOK', title: 'Repushed' });
  const res = await upload(author, { projectId, elementType: 'INTERIOR', file: await epubFile() });
  expect(res.statusCode, res.body).toBe(200);
  await worker(t).drain(30_000);
});
afterAll(() => t?.close());

describe('admin repush', () => {
  it('syncWithPM leaves files that passed their check', async () => {
    expect(await interiorStatus()).toBe('SUCCESSFUL');
    const jobs = await preflightJobs();
    const res = await admin.get(`/api/admin/users/syncWithPM/${projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.files).toEqual([
      expect.objectContaining({ elementType: 'INTERIOR', jobId: null, previousStatus: 'SUCCESSFUL' }),
    ]);
    expect(await preflightJobs()).toBe(jobs);
  });

  it('repushFiles queues the preflight again and the job checks the file again', async () => {
    const jobs = await preflightJobs();
    const res = await admin.get(`/api/admin/users/repushFiles/${projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    const [file] = res.json().payload.files;
    expect(file).toMatchObject({
      elementType: 'INTERIOR',
      previousStatus: 'SUCCESSFUL',
      jobId: expect.any(String),
    });
    expect(await preflightJobs()).toBe(jobs + 1);
    expect(await interiorStatus()).toBe('NOT_STARTED');

    // A second repush while the check is queued leaves it to the queued job.
    const again = await admin.get(`/api/admin/users/repushBookFiles/${projectId}`);
    expect(again.json().payload.files[0]).toMatchObject({ jobId: null, previousStatus: 'NOT_STARTED' });
    expect(await preflightJobs()).toBe(jobs + 1);

    await worker(t).drain(30_000);
    expect(await interiorStatus()).toBe('SUCCESSFUL');
    const [entry] = await auditOf(admin, projectId);
    expect(entry).toMatchObject({ action: 'project.repushBookFiles', after: { queued: [] } });
    const entries = await auditOf(admin, projectId);
    expect(entries.map((e) => e.action)).toEqual([
      'project.repushBookFiles',
      'project.repushFiles',
      'project.syncWithPM',
    ]);
  });

  it('syncWithPM sends an on-sale book to the retail feed again; getProjectDashboardStatus says where the book stands', async () => {
    await t.database.db.execute(sql`update projects set status = 'ONSALE' where id = ${projectId}`);
    const feedEntries = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from onix_feed_entries where project_id = ${projectId}`,
        ),
      )[0]!.n;
    const before = await feedEntries();
    const res = await admin.get(`/api/admin/users/syncWithPM/${projectId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.retailFeed).toBe('ONSALE');
    expect(await feedEntries()).toBe(before + 1);
    const [entry] = await auditOf(admin, projectId);
    expect(entry).toMatchObject({ action: 'project.syncWithPM', after: { retailFeed: 'ONSALE' } });

    const status = await admin.get(`/api/admin/users/getProjectDashboardStatus/${projectId}`);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().payload).toMatchObject({
      projectId,
      status: 'ONSALE',
      label: 'On sale',
      next: 'Your book is on sale. To change it, request a correction.',
      saleDueAt: null,
      history: [],
    });
    expect((await author.get(`/api/admin/users/getProjectDashboardStatus/${projectId}`)).statusCode).toBe(
      403,
    );
    expect(
      (await admin.get('/api/admin/users/getProjectDashboardStatus/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});
