import { SERVER_TIME_HEADER } from '@quire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './admin-helpers';
import { AUTHOR, buildTestApp, HOUR, type TestApp } from './helpers';

/** GET /api/account/getenv: what the web client needs to know of its server. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ operatorName: 'Acme Press', commit: '0123abc' });
});
afterAll(() => t?.close());

describe('GET /api/account/getenv', () => {
  it('answers the operator, the address, the build and the server time of the x-server-time header, to anyone', async () => {
    t.clock.advance(HOUR + 123);
    const from = t.clock.now().getTime();
    const res = await t.client().get('/api/account/getenv');
    const to = t.clock.now().getTime();
    expect(res.statusCode, res.body).toBe(200);
    const env = res.json().payload;
    const health = (await t.client().get('/api/health')).json().payload;
    expect(env).toEqual({
      operatorName: 'Acme Press',
      publicUrl: t.config.publicUrl,
      build: { version: health.version, buildId: null, commit: '0123abc' },
      featureModel: { version: expect.stringMatching(/^[0-9a-f]{16}$/), updatedAt: expect.any(String) },
      demo: true,
      serverTime: expect.any(String),
      serverTimeMs: expect.any(Number),
    });
    // The very instant of the response header, in both spellings.
    const header = Number(res.headers[SERVER_TIME_HEADER]);
    expect(env.serverTimeMs).toBe(header);
    expect(env.serverTime).toBe(new Date(header).toISOString());
    // The server's clock (the test's, an hour ahead of the machine's), read once during the request.
    expect(header).toBeGreaterThanOrEqual(from);
    expect(header).toBeLessThanOrEqual(to);
  });

  it("changes the feature model's version when a flag is switched or the caller's model differs", async () => {
    const anonymous = t.client();
    const before = (await anonymous.get('/api/account/getenv')).json().payload.featureModel;
    expect((await anonymous.get('/api/account/getenv')).json().payload.featureModel).toEqual(before);

    const author = t.client();
    await author.signIn(AUTHOR);
    const signedIn = await author.get('/api/account/getenv');
    expect(signedIn.statusCode).toBe(200);
    const asAuthor = signedIn.json().payload.featureModel.version;

    const admin = await adminClient(t);
    const features = (await anonymous.get('/api/feature_model')).json().payload.features as {
      flag: string;
      enabled: boolean;
    }[];
    const flag = features.find((f) => !f.enabled) ?? features[0]!;
    t.clock.advance(60_000);
    const switchedFrom = t.clock.now().getTime();
    const set = await admin.put(`/api/admin/feature_model/${flag.flag}`, { enabled: !flag.enabled });
    expect(set.statusCode, set.body).toBe(200);

    const after = (await anonymous.get('/api/account/getenv')).json().payload.featureModel;
    expect(after.version).not.toBe(before.version);
    const updatedAt = Date.parse(after.updatedAt);
    expect(updatedAt).toBeGreaterThanOrEqual(switchedFrom);
    expect(updatedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await author.get('/api/account/getenv')).json().payload.featureModel.version).not.toBe(asAuthor);

    await admin.put(`/api/admin/feature_model/${flag.flag}`, { enabled: flag.enabled });
    expect((await anonymous.get('/api/account/getenv')).json().payload.featureModel.version).toBe(
      before.version,
    );
  });

  it('is documented in the OpenAPI reference, the header instant included', async () => {
    const op = (await t.client().get('/api/docs/json')).json().paths['/api/account/getenv'].get;
    expect(op.summary.length).toBeLessThanOrEqual(200);
    expect(op.description).toContain('x-server-time');
    expect(op.description).toContain('signed in or not');
  });
});
