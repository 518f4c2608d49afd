import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { ADMIN, type TestApp, type TestClient } from './helpers';
import { otherAuthor } from './project-helpers';

/** A signed-in administrator (the demo admin). */
export async function adminClient(t: TestApp): Promise<TestClient> {
  const c = t.client();
  await c.signIn(ADMIN);
  return c;
}

/** A new author account, signed in, with its customer id (and a vendor number when asked). */
export async function targetAccount(t: TestApp, vendorNumber?: string) {
  const client = await otherAuthor(t);
  const me = (await client.get('/api/authentication/session')).json().payload.user;
  if (vendorNumber) {
    await t.database.db.execute(
      sql`update users set vendor_number = ${vendorNumber}, vendor_status = 'Active', business_status = 'Active'
           where customer_id = ${me.customerId}`,
    );
  }
  return { client, customerId: me.customerId as string, email: me.email as string };
}

export async function customerIdOf(t: TestApp, email: string): Promise<string> {
  const r = await t.database.db.execute(sql`select customer_id from users where email = ${email}`);
  return rowsOf<{ customer_id: string }>(r)[0]!.customer_id;
}

/** The audit entries of a target, newest first, read through the API. */
export async function auditOf(admin: TestClient, targetId: string) {
  const res = await admin.get(`/api/admin/audit-log?targetId=${encodeURIComponent(targetId)}`);
  return res.json().payload.entries as {
    action: string;
    actorEmail: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    reason: string | null;
  }[];
}
