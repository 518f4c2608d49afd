import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { targetAccount } from './admin-helpers';
import { AUTHOR, type TestApp, type TestClient } from './helpers';

/** A message as broadcast-message-create takes it: an INFO broadcast for everyone, from now. */
export function messageBody(over: Record<string, unknown> = {}, audience: Record<string, unknown> = {}) {
  return {
    typeId: 2,
    title: `Notice ${Date.now()}`,
    details: '<p>The <strong>store</strong> closes for upkeep on Sunday.</p>',
    link: null,
    severity: 'INFO',
    startAt: null,
    endAt: null,
    ...over,
    audience: {
      kind: 'EVERYONE',
      recipients: [],
      roles: [],
      formats: [],
      countries: [],
      onSaleOnly: false,
      eans: [],
      ...audience,
    },
  };
}

export interface ReadMessage {
  messageId: string;
  typeId: number;
  title: string;
  details: string;
  link: string | null;
  severity: string;
  startAt: string;
  endAt: string | null;
  status: string;
  audience: Record<string, unknown> & { kind: string; recipients: { customerId: string }[] };
  recipientCount: number;
  readCount: number;
}

export interface SiteMessage {
  messageId: string;
  typeId: number;
  title: string;
  details: string;
  severity: string;
  affectedTitles: number | null;
}

/** Creates a message as the administrator; answers it (fails the test on anything but 200). */
export async function createMessage(admin: TestClient, body: Record<string, unknown>): Promise<ReadMessage> {
  const res = await admin.post('/api/admin/broadcast-message-create', { message: body });
  if (res.statusCode !== 200) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.message as ReadMessage;
}

export const broadcastOf = async (c: TestClient) =>
  (await c.get('/api/broadcast_messages')).json().payload.messages as SiteMessage[];
export const marketingOf = async (c: TestClient) =>
  (await c.get('/api/marketing_messages')).json().payload.messages as SiteMessage[];
export const dismiss = (c: TestClient, messageId: string) =>
  c.post('/api/dismiss_broadcast_message', { messageId });

/** Whether the reader's broadcast messages hold this one. */
export const sees = async (c: TestClient, messageId: string) =>
  (await broadcastOf(c)).some((m) => m.messageId === messageId);

/** The errors of a failure envelope as field → description. */
export const fieldErrors = (res: { json(): { errors: { field?: string; description: string }[] } }) =>
  Object.fromEntries(res.json().errors.map((e) => [e.field ?? '', e.description]));

/** The demo author's on-sale eBooks' EANs. */
export async function demoOnSaleEans(t: TestApp): Promise<string[]> {
  const r = await t.database.db.execute(
    sql`select p.isbn from projects p join users u on u.customer_id = p.owner_customer_id
         where u.email = ${AUTHOR.email} and p.type = 'EBOOK' and p.status in ('ONSALE', 'LSI_ONSALE')
           and p.isbn is not null order by p.isbn`,
  );
  return rowsOf<{ isbn: string }>(r).map((x) => x.isbn);
}

/** A brand-new author account (no books, no address), signed in. */
export const newAuthor = (t: TestApp) => targetAccount(t);

/** Gives an account a publisher name (its vendor information), as vendor registration does. */
export async function makePublisher(t: TestApp, customerId: string, publisherName: string) {
  await t.database.db.execute(
    sql`insert into vendor_profiles (user_id, publisher_name, created_at, updated_at)
         select id, ${publisherName}, now(), now() from users where customer_id = ${customerId}`,
  );
}

/** Gives an account an address in a country (its address book). */
export async function addAddress(t: TestApp, customerId: string, country: string) {
  await t.database.db.execute(
    sql`insert into addresses (user_id, first_name, last_name, address1, city, country, created_at, updated_at)
         select id, 'Test', 'Reader', '1 High Street', 'Town', ${country}, now(), now()
           from users where customer_id = ${customerId}`,
  );
}

/** The number of active author accounts (what EVERYONE reaches), straight from the database. */
export async function activeAuthorCount(t: TestApp): Promise<number> {
  const r = await t.database.db.execute(
    sql`select count(*)::int as n from users where role = 'AUTHOR' and deactivated_at is null
         and not ('ADMIN_PERMISSION' = any(permissions))`,
  );
  return Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0);
}
