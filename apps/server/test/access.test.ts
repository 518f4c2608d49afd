import { ADMIN_PERMISSION, FEATURE_DESCRIPTIONS, FEATURE_FLAGS } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AUTHOR, buildTestApp, type TestApp } from './helpers';

describe('access: feature model and the permission check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET feature_model signed out lists every domain flag with its global default', async () => {
    const res = await t.client().get('/api/feature_model');
    expect(res.statusCode).toBe(200);
    const { features } = res.json().payload;
    expect(features.map((f: { flag: string }) => f.flag).sort()).toEqual([...FEATURE_FLAGS].sort());
    for (const f of features) {
      const d = FEATURE_DESCRIPTIONS[f.flag as keyof typeof FEATURE_DESCRIPTIONS];
      expect(f).toEqual({ flag: f.flag, description: d.description, enabled: d.defaultOn });
    }
  });

  it('signed in, `enabled` says whether this user holds the flag', async () => {
    const c = t.client();
    const signIn = await c.signIn(AUTHOR);
    const held: string[] = signIn.json().payload.user.permissions;
    const { features } = (await c.get('/api/feature_model')).json().payload;
    for (const f of features) expect(f.enabled, f.flag).toBe(held.includes(f.flag));
  });

  it('an admin switches a flag globally; signed-in users then hold it', async () => {
    const admin = t.client();
    await admin.signIn(ADMIN);
    const res = await admin.put('/api/admin/feature_model/ADWORDS', { enabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.feature).toEqual({
      flag: 'ADWORDS',
      description: 'Search advertising',
      enabled: true,
    });
    const author = t.client();
    const signIn = await author.signIn(AUTHOR);
    expect(signIn.json().payload.user.permissions).toContain('ADWORDS');
    await admin.put('/api/admin/feature_model/ADWORDS', { enabled: false });
    const again = (await author.get('/api/authentication/session')).json().payload.user.permissions;
    expect(again).not.toContain('ADWORDS');
  });

  it('the admin switch: not signed in → 401 UNAUTHORIZED', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const res = await c.put('/api/admin/feature_model/EDD', { enabled: false });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHORIZED',
      payload: null,
      errors: [{ code: 'UNAUTHORIZED', description: 'Please sign in to continue.' }],
    });
  });

  it('the admin switch: an author → 403 FORBIDDEN, and nothing changes', async () => {
    const c = t.client();
    await c.signIn(AUTHOR);
    expect(c.cookies.size).toBeGreaterThan(0);
    const res = await c.put('/api/admin/feature_model/EDD', { enabled: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const edd = (await t.client().get('/api/feature_model'))
      .json()
      .payload.features.find((f: { flag: string }) => f.flag === 'EDD');
    expect(edd.enabled).toBe(true);
  });

  it('the admin switch: an unknown flag → 404 NOT_FOUND; a bad body → 400 on the field', async () => {
    const c = t.client();
    await c.signIn(ADMIN);
    const missing = await c.put('/api/admin/feature_model/NO_SUCH_FLAG', { enabled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    const bad = await c.put('/api/admin/feature_model/EDD', { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ code: 'VALIDATION', field: 'enabled' })]);
  });

  it('the feature model survives a restart: the seed does not undo an admin switch', async () => {
    const c = t.client();
    await c.signIn(ADMIN);
    await c.put('/api/admin/feature_model/GRW_PAPER', { enabled: true });
    const { seed } = await import('../src/seed');
    const { createServices } = await import('../src/services');
    await seed(createServices(t.database.db, t.config, t.database.kind), { demo: true });
    const f = (await t.client().get('/api/feature_model'))
      .json()
      .payload.features.find((x: { flag: string }) => x.flag === 'GRW_PAPER');
    expect(f.enabled).toBe(true);
  });

  it('requirePermission: ADMIN_PERMISSION is held by the admin only', async () => {
    const admin = t.client();
    const a = await admin.signIn(ADMIN);
    const author = t.client();
    const b = await author.signIn(AUTHOR);
    expect(a.json().payload.user.permissions).toContain(ADMIN_PERMISSION);
    expect(b.json().payload.user.permissions).not.toContain(ADMIN_PERMISSION);
  });
});
