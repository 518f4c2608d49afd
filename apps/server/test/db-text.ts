import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

/**
 * Every value of every text, varchar, json, array and bytea column of every table, as text, with
 * the tables read: what a dump of the database would show of them, for "no secret in clear" checks.
 */
export async function textColumnValues(db: Db): Promise<{ tables: Set<string>; values: string[] }> {
  const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
       where c.table_schema not in ('pg_catalog', 'information_schema')
         and tb.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`),
  );
  const values: string[] = [];
  for (const c of columns) {
    const q = `select "${c.column_name}"::text as v from "${c.table_schema}"."${c.table_name}" where "${c.column_name}" is not null`;
    for (const r of rowsOf<{ v: string }>(await db.execute(sql.raw(q)))) values.push(r.v);
  }
  return { tables: new Set(columns.map((c) => c.table_name)), values };
}
