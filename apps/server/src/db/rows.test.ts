import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markDatabaseUnavailable } from './rows';

const socket = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
/** How Drizzle wraps a failed query: the query, its parameters, and the driver's error as the cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1'), { query: 'select 1', params: [], cause });

describe('isDatabaseUnavailable', () => {
  it('knows a lost, refused or starting database from a wrong statement', () => {
    expect(isDatabaseUnavailable(failedQuery(socket('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(failedQuery(Object.assign(new Error('starting up'), { code: '57P03' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('no connection'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(markDatabaseUnavailable(socket('ECONNREFUSED')))).toBe(true);

    expect(isDatabaseUnavailable(failedQuery(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('does not take another service’s socket error (S3, SMTP) for the database’s', () => {
    expect(isDatabaseUnavailable(socket('ECONNREFUSED'))).toBe(false);
    expect(isDatabaseUnavailable(socket('ETIMEDOUT'))).toBe(false);
  });
});
