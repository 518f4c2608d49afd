import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../src/db/unit-of-work';
import { createAccessService } from '../src/modules/access';
import { createAccessRepository } from '../src/modules/access/access.repository';
import { createAccountsService } from '../src/modules/accounts';
import { createSessionsRepository } from '../src/modules/accounts/sessions.repository';
import { createUsersRepository } from '../src/modules/accounts/users.repository';
import { buildTestApp, countRows, newAccount, type TestApp } from './helpers';
import { deliverJobsFor, outboxFor } from './mail-helpers';

describe('sign-up: the welcome e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('goes through the outbox after sign-up and says what to do next, with the links', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const body = newAccount({ firstName: 'Mary' });
    expect((await c.post('/api/authentication/create-account', body)).statusCode).toBe(200);
    const mails = await outboxFor(t.database, body.email);
    expect(mails.map((m) => m.kind)).toEqual(['welcome']);
    const [welcome] = mails;
    const op = t.config.operatorName;
    expect(welcome!.subject).toBe(`Welcome to ${op}`);
    expect(welcome!.text_body).toContain('Hello Mary,');
    expect(welcome!.text_body).toContain('Set up your vendor account');
    expect(welcome!.text_body).toContain(`${t.config.publicUrl}/account/vendor`);
    expect(welcome!.text_body).toContain('Build your book');
    expect(welcome!.text_body).toContain(`${t.config.publicUrl}/build-a-book`);
    expect(welcome!.html_body).toContain(
      `<a href="${t.config.publicUrl}/account/vendor">${t.config.publicUrl}/account/vendor</a>`,
    );
    expect(await deliverJobsFor(t.database, body.email)).toBe(1);
  });

  it('a refused sign-up sends nothing', async () => {
    const c = t.client();
    await c.fetchCsrf();
    const body = newAccount({ password: 'password' });
    expect((await c.post('/api/authentication/create-account', body)).statusCode).not.toBe(200);
    expect(await outboxFor(t.database, body.email)).toEqual([]);
  });

  it('is written in the sign-up transaction: when it cannot be written, no account is made', async () => {
    const db = t.database.db;
    const accounts = createAccountsService({
      uow: createUnitOfWork(db, (d) => ({
        users: createUsersRepository(d),
        sessions: createSessionsRepository(d),
      })),
      access: createAccessService({ repo: createAccessRepository(db), now: t.clock.now }),
      now: t.clock.now,
      hashCost: t.config.argon2,
      session: t.config.session,
      mail: {
        send: async () => {
          throw new Error('the outbox is unavailable');
        },
      },
      publicUrl: t.config.publicUrl,
      operatorName: t.config.operatorName,
    });
    const body = newAccount();
    await expect(
      accounts.createAccount(
        { ...body, accountType: 'PUBLISHER' } as Parameters<typeof accounts.createAccount>[0],
        null,
      ),
    ).rejects.toThrow('the outbox is unavailable');
    expect(await countRows(t.database, 'users', `email = '${body.email}'`)).toBe(0);
  });
});
