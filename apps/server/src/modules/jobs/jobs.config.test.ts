import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('jobs configuration', () => {
  it('runs jobs inline with a 30 s lease and one at a time by default', () => {
    expect(loadConfig({}).jobs).toEqual({ mode: 'inline', leaseMs: 30_000, concurrency: 1, pollMs: 500 });
  });

  it('reads JOBS_MODE, JOBS_LEASE_MS and JOBS_CONCURRENCY', () => {
    const c = loadConfig({ JOBS_MODE: 'OFF', JOBS_LEASE_MS: '2000', JOBS_CONCURRENCY: '4' });
    expect(c.jobs).toMatchObject({ mode: 'off', leaseMs: 2000, concurrency: 4 });
    // A lease under a second would expire between heartbeats; zero workers would run nothing.
    expect(loadConfig({ JOBS_LEASE_MS: '10', JOBS_CONCURRENCY: '0' }).jobs).toMatchObject({
      leaseMs: 1000,
      concurrency: 1,
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ JOBS_MODE: 'sometimes' })).toThrow(/JOBS_MODE must be inline or off/);
    expect(() => loadConfig({ JOBS_LEASE_MS: 'soon' })).toThrow(/JOBS_LEASE_MS/);
  });
});
