import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../src/db/unit-of-work';
import { createAuditService } from '../src/modules/audit';
import { createAuditRepository } from '../src/modules/audit/audit.repository';
import { ADMIN, AUTHOR, buildTestApp, type TestApp } from './helpers';

const actor = { customerId: 'C000000001', email: 'boss@example.com' };

describe('audit log', () => {
  let t: TestApp;
  let audit: ReturnType<typeof createAuditService>;
  let uow: ReturnType<typeof createUnitOfWork<ReturnType<typeof createAuditRepository>>>;
  beforeAll(async () => {
    t = await buildTestApp();
    uow = createUnitOfWork(t.database.db, createAuditRepository);
    audit = createAuditService({ uow, now: t.clock.now });
  });
  afterAll(() => t.close());

  it('records in the caller transaction: a failed action leaves no entry', async () => {
    await expect(
      uow.withTransaction(async (_r, tx) => {
        await audit.record(
          { actor, action: 'user.deactivate', targetType: 'user', targetId: 'C1', after: { a: 1 } },
          tx,
        );
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await audit.list({ action: 'user.deactivate', page: 1, limit: 30 })).totalCount).toBe(0);

    await uow.withTransaction((_r, tx) =>
      audit.record(
        {
          actor,
          action: 'user.change-business-status',
          targetType: 'user',
          targetId: 'C2',
          before: { status: 'Active' },
          after: { status: 'OnHold' },
          reason: 'because',
        },
        tx,
      ),
    );
    const page = await audit.list({ action: 'user.change-business-status', page: 1, limit: 30 });
    expect(page.totalCount).toBe(1);
    expect(page.entries[0]).toMatchObject({
      actorCustomerId: 'C000000001',
      actorEmail: 'boss@example.com',
      targetType: 'user',
      targetId: 'C2',
      before: { status: 'Active' },
      after: { status: 'OnHold' },
      reason: 'because',
    });
  });

  it('GET /api/admin/audit-log: signed out 401, author 403, admin reads with filters and paging', async () => {
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await uow.withTransaction((_r, tx) =>
        audit.record({ actor, action: 'project.repushFiles', targetType: 'project', targetId: `P${i}` }, tx),
      );
    }
    const anonymous = t.client();
    expect((await anonymous.get('/api/admin/audit-log')).statusCode).toBe(401);
    const author = t.client();
    await author.signIn(AUTHOR);
    const refused = await author.get('/api/admin/audit-log');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const admin = t.client();
    await admin.signIn(ADMIN);
    const first = await admin.get('/api/admin/audit-log?action=project.repushFiles&recordsPerPage=2');
    expect(first.statusCode).toBe(200);
    const body = first.json().payload;
    expect(body.totalCount).toBe(3);
    expect(body.entries.map((e: { targetId: string }) => e.targetId)).toEqual(['P2', 'P1']);
    const second = await admin.get(
      '/api/admin/audit-log?action=project.repushFiles&recordsPerPage=2&pageNum=2',
    );
    expect(second.json().payload.entries.map((e: { targetId: string }) => e.targetId)).toEqual(['P0']);

    const byTarget = await admin.get('/api/admin/audit-log?targetType=project&targetId=P1');
    expect(byTarget.json().payload.totalCount).toBe(1);
    const byActor = await admin.get(`/api/admin/audit-log?actor=${actor.customerId}`);
    expect(byActor.json().payload.totalCount).toBe(4);
    const byEmail = await admin.get('/api/admin/audit-log?actor=Boss@Example.com');
    expect(byEmail.json().payload.totalCount).toBe(4);
    const nobody = await admin.get('/api/admin/audit-log?actor=C999999999');
    expect(nobody.json().payload.totalCount).toBe(0);

    const today = t.clock.now().toISOString().slice(0, 10);
    const inRange = await admin.get(
      `/api/admin/audit-log?action=project.repushFiles&from=${today}&to=${today}`,
    );
    expect(inRange.json().payload.totalCount).toBe(3);
    const later = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const after = await admin.get(`/api/admin/audit-log?action=project.repushFiles&from=${later}`);
    expect(after.json().payload.totalCount).toBe(0);
  });

  it('bad input answers 400 with the field', async () => {
    const admin = t.client();
    await admin.signIn(ADMIN);
    const res = await admin.get('/api/admin/audit-log?from=yesterday&pageNum=0');
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['from', 'pageNum']));
  });
});
