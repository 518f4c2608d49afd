import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/client';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes a quoted-printable body well enough to find a link in it. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * A real SMTP server (the smtp-server package) on a random local port that keeps what it receives.
 * `reject` makes it refuse recipients (550) to test retries.
 */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  reject: { on: boolean };
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const reject = { on: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (reject.on) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  delivery: string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
}

/** The outbox rows for a recipient, oldest first, straight from the database. */
export async function outboxFor(database: Database, recipient: string): Promise<OutboxRow[]> {
  const result = await database.db.execute(
    sql`select * from mail_outbox where recipient = ${recipient} order by created_at, id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as OutboxRow[];
}

/** How many mail.deliver jobs point at outbox rows of this recipient. */
export async function deliverJobsFor(database: Database, recipient: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from jobs j join mail_outbox m on (j.payload->>'messageId')::uuid = m.id
        where j.kind = 'mail.deliver' and m.recipient = ${recipient}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n ?? 0);
}

/** Every mail.deliver job in the queue, whatever its state. */
export async function countDeliverJobs(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from jobs where kind = 'mail.deliver'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n ?? 0);
}
