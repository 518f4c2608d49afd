// The dashboard page's statements as a bare client runs them (bench/scale.ts, bench/bare-list-server.ts):
// the page (the columns a card is made of, `LIST_COLUMNS`) with its series' names and whether each
// book is in a cart (what decides each card's Delete), and the count. Named, so node-postgres
// prepares each once a connection, as the repository's prepared statements are (decision 075).
import type { QueryConfig } from 'pg';
import { LIST_COLUMNS } from '../apps/server/src/modules/projects/listing.repository';

/** The columns the dashboard's page reads (`LIST_COLUMNS`), by their names in the database. */
export const LIST_COLUMN_NAMES = Object.values(LIST_COLUMNS).map((c) => c.name);

const PAGE_SQL = `select ${LIST_COLUMN_NAMES.map((c) => `p.${c}`).join(', ')}, s.name as series_name,
       exists (select 1 from cart_items ci where ci.project_id = p.id) as in_cart
  from projects p left join series s on s.id = p.series_id
 where p.owner_customer_id = $1 order by p.updated_at desc, p.id asc limit 20 offset $2`;
const COUNT_SQL = 'select count(*) from projects where owner_customer_id = $1';

/** Page `page` (from 1) of 20 and the count; `prepared` false sends them unnamed (parsed every time). */
export function listStatements(owner: string, page: number, prepared = true): [QueryConfig, QueryConfig] {
  return [
    { ...(prepared ? { name: 'bench_list_page' } : {}), text: PAGE_SQL, values: [owner, 20 * (page - 1)] },
    { ...(prepared ? { name: 'bench_list_count' } : {}), text: COUNT_SQL, values: [owner] },
  ];
}
