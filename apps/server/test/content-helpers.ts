import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../src/db/rows';
import { adminClient, targetAccount } from './admin-helpers';
import { AUTHOR, buildTestApp, type TestApp, type TestClient } from './helpers';

/** An id no message, module or banner has: 404 past access. */
export const NO_ID = '00000000-0000-4000-8000-000000000000';

/** A content test's app and its callers. */
export interface ContentApp {
  t: TestApp;
  /** The administrator, signed in. */
  admin: TestClient;
  /** The demo author, signed in. */
  author: TestClient;
  /** A visitor holding a CSRF token, so a write is refused for who it is, not for the token. */
  anonymous: TestClient;
}

/** The content tests' set-up: a test app with an administrator, the demo author and a visitor. */
export async function contentApp(): Promise<ContentApp> {
  const t = await buildTestApp();
  const author = t.client();
  await author.signIn(AUTHOR);
  const admin = await adminClient(t);
  const anonymous = t.client();
  await anonymous.fetchCsrf();
  return { t, admin, author, anonymous };
}

/** An image made by sharp: `format`, of this size and colour. */
export const picture = (
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  width = 60,
  height = 30,
  background = '#2a6f97',
) =>
  sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();

/** A multipart body: fields first (as the web client sends them), then the file as "file". */
export function multipart(
  file: Buffer,
  { filename = 'image.png', type = 'image/png', fields = {} as Record<string, string> } = {},
) {
  const boundary = '----quire-content-test';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const raw = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Uploads a PNG of this size and colour to an image upload (site-module-image-upload or
 * banner-image-upload) as `admin`; answers its filePath (fails the test on anything but 200).
 */
export async function uploadedImage(
  admin: TestClient,
  path: string,
  { width, height, background }: { width: number; height: number; background: string },
): Promise<string> {
  const res = await admin.request('POST', path, multipart(await picture('png', width, height, background)));
  if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
  return res.json().payload.filePath as string;
}

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
