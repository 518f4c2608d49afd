import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createUnitOfWork } from '../src/db/unit-of-work';
import { createJobsService } from '../src/modules/jobs';
import { createJobsRepository } from '../src/modules/jobs/jobs.repository';
import { createMailService, createSmtpTransport } from '../src/modules/mail';
import { createMailRepository } from '../src/modules/mail/mail.repository';
import { createServices } from '../src/services';
import { buildTestApp, type TestApp } from './helpers';
import {
  countDeliverJobs,
  decodeQuotedPrintable,
  deliverJobsFor,
  outboxFor,
  startSmtpServer,
} from './mail-helpers';

const base = loadConfig({});
let t: TestApp;
let n = 0;
const recipient = () => `reader${Date.now()}${++n}@example.com`;

beforeAll(async () => {
  // JOBS_MODE=off: the test decides when deliveries run (drain).
  t = await buildTestApp({ jobs: { ...base.jobs, mode: 'off' } });
});
afterAll(async () => {
  await t.close();
});

/** Runs `work` in one transaction on the test database. */
function inTransaction<T>(work: Parameters<ReturnType<typeof createUnitOfWork<null>>['withTransaction']>[0]) {
  return createUnitOfWork(t.database.db, () => null).withTransaction(work as never) as Promise<T>;
}

describe('the outbox', () => {
  it('writes the message and its delivery job in the caller transaction: a rollback leaves neither', async () => {
    const services = createServices(t.database.db, t.config, t.database.kind);
    const to = recipient();
    const jobsBefore = await countDeliverJobs(t.database);
    await expect(
      inTransaction(async (_r, tx) => {
        await services.mail.send({ to, subject: 'Hello', text: 'Body', kind: 'test' }, tx);
        throw new Error('the use case failed after sending');
      }),
    ).rejects.toThrow('the use case failed');
    expect(await outboxFor(t.database, to)).toHaveLength(0);
    expect(await countDeliverJobs(t.database)).toBe(jobsBefore);

    await inTransaction(async (_r, tx) => {
      await services.mail.send({ to, subject: 'Hello', text: 'Body', kind: 'test' }, tx);
    });
    const [row] = await outboxFor(t.database, to);
    expect(row).toMatchObject({
      channel: 'email',
      subject: 'Hello',
      text_body: 'Body',
      kind: 'test',
      delivery: 'queued',
    });
    expect(await deliverJobsFor(t.database, to)).toBe(1);
  });

  it('without SMTP_URL a message is recorded as kept for the demo mailbox, never as sent by SMTP', async () => {
    const services = createServices(t.database.db, t.config, t.database.kind);
    const to = recipient();
    await inTransaction(async (_r, tx) => {
      await services.mail.send({ to, subject: 'Kept', text: 'In the mailbox', kind: 'test' }, tx);
      await services.mail.sendSms('+12025550123', 'Your code is 123456', tx, 'two-step-code');
    });
    await services.jobs.drain(10_000);
    const [row] = await outboxFor(t.database, to);
    expect(row?.delivery).toBe('mailbox');
    expect(row?.sent_at).not.toBeNull();
    const [text] = await outboxFor(t.database, '+12025550123');
    expect(text).toMatchObject({ channel: 'sms', delivery: 'mailbox', kind: 'two-step-code' });
  });

  it('delivers through a real SMTP server when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      const config = { ...t.config, mail: { smtpUrl: smtp.url, from: 'Quire <no-reply@quire.example>' } };
      const services = createServices(t.database.db, config, t.database.kind);
      const to = recipient();
      const link = `http://localhost:3000/forgot-password/reset?forgotPassToken=${'x'.repeat(60)}`;
      await inTransaction(async (_r, tx) => {
        await services.mail.send(
          { to, subject: 'Reset your Quire password', text: `Open ${link}`, kind: 'test' },
          tx,
        );
      });
      expect(smtp.received).toHaveLength(0); // nothing leaves before the job runs
      await services.jobs.drain(10_000);
      services.mail.close();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual([to]);
      expect(mail?.from).toBe('no-reply@quire.example');
      expect(mail?.raw).toContain('Subject: Reset your Quire password');
      expect(decodeQuotedPrintable(mail?.raw ?? '')).toContain(link);
      const [row] = await outboxFor(t.database, to);
      expect(row).toMatchObject({ delivery: 'smtp', attempts: 1, last_error: null });
      expect(mail?.raw).toContain(`Message-ID: <${row?.id}@quire.outbox>`);
    } finally {
      await smtp.close();
    }
  });

  it('a refused delivery is retried and, after the last attempt, marked failed with the error', async () => {
    const smtp = await startSmtpServer();
    smtp.reject.on = true;
    const jobs = createJobsService({
      uow: createUnitOfWork(t.database.db, createJobsRepository),
      now: t.clock.now,
    });
    // A queue of its own that only knows mail.deliver with two attempts and no backoff.
    const transport = createSmtpTransport(smtp.url);
    const mail = createMailService({
      uow: createUnitOfWork(t.database.db, createMailRepository),
      jobs: { define: (def) => jobs.define({ ...def, backoffMs: () => 0 }), enqueue: jobs.enqueue },
      now: t.clock.now,
      from: 'Quire <no-reply@quire.example>',
      transport,
      maxAttempts: 2,
    });
    try {
      const to = recipient();
      await inTransaction(async (_r, tx) => {
        await mail.send({ to, subject: 'Refused', text: 'Body', kind: 'test' }, tx);
      });
      await jobs.drain(10_000);
      const [row] = await outboxFor(t.database, to);
      expect(smtp.received).toHaveLength(0);
      expect(row?.delivery).toBe('failed');
      expect(row?.sent_at).toBeNull();
      expect(row?.attempts).toBe(2);
      expect(row?.last_error).toMatch(/550|Mailbox unavailable/);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('GET /api/dev/mailbox', () => {
  it('lists messages newest first in demo mode to a caller on the machine itself, signed in or not', async () => {
    const services = createServices(t.database.db, t.config, t.database.kind);
    const first = recipient();
    const second = recipient();
    await inTransaction(async (_r, tx) => {
      await services.mail.send({ to: first, subject: 'First', text: 'one', kind: 'test' }, tx);
    });
    t.clock.advance(1000);
    await inTransaction(async (_r, tx) => {
      await services.mail.send({ to: second, subject: 'Second', text: 'two', kind: 'test' }, tx);
    });
    const res = await t.client().get('/api/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const messages = res.json().payload.messages as {
      recipient: string;
      subject: string;
      delivery: string;
    }[];
    const i = messages.findIndex((m) => m.recipient === second);
    const j = messages.findIndex((m) => m.recipient === first);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(j).toBeGreaterThan(i);
    expect(messages[i]).toMatchObject({ subject: 'Second', delivery: 'queued' });

    const author = t.client();
    await author.signIn({ email: 'author@example.com', password: 'Author2026' });
    expect((await author.get('/api/dev/mailbox')).statusCode).toBe(200);
  });

  it('from another machine answers administrators only: 403 to anyone else, signed in or not', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const anonymous = await t.client().get('/api/dev/mailbox', remote);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ code: 'FORBIDDEN', payload: null });
    expect(anonymous.body).not.toContain('@example.com');
    // Refused before the query is read: no 400 describing it.
    expect((await t.client().get('/api/dev/mailbox?limit=0', remote)).statusCode).toBe(403);

    const author = t.client();
    await author.signIn({ email: 'author@example.com', password: 'Author2026' });
    expect((await author.get('/api/dev/mailbox', remote)).statusCode).toBe(403);

    const admin = t.client();
    await admin.signIn({ email: 'admin@example.com', password: 'Admin2026' });
    expect((await admin.get('/api/dev/mailbox', remote)).statusCode).toBe(200);
    expect((await admin.get('/api/dev/mailbox', { remoteAddress: '::ffff:198.51.100.4' })).statusCode).toBe(
      200,
    );
  });

  it('takes the caller from the socket, not from a forwarding header, and a forwarded request is not local', async () => {
    // A stranger writing X-Forwarded-For: 127.0.0.1 is still a stranger.
    const spoofed = await t.client().get('/api/dev/mailbox', {
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
    // A proxy on this machine forwarding someone else's request: the peer is loopback, the caller is not.
    const proxied = await t.client().get('/api/dev/mailbox', {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(403);
    expect((await t.client().get('/api/dev/mailbox', { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('refuses a bad limit', async () => {
    const res = await t.client().get('/api/dev/mailbox?limit=0');
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 outside demo mode', async () => {
    const prod = await buildTestApp({ demo: false, jobs: { ...base.jobs, mode: 'off' } });
    try {
      const res = await prod.client().get('/api/dev/mailbox');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});
