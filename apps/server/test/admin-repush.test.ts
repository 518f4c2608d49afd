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
});
