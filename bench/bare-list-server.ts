// The least any HTTP API could cost for the dashboard's page on this machine (bench/scale.ts
// starts it beside Quire): a bare Fastify process, no hooks, no session, no schema, answering
// GET /bare/projects?owner=…&page=… with the same two prepared statements as the baseline
// (bench/scale-list.ts) through node-postgres, and JSON.stringify of the rows.
import Fastify from 'fastify';
import pg from 'pg';
import { listStatements } from './scale-list';

const pool = new pg.Pool({ connectionString: process.env.BENCH_BARE_DATABASE_URL, max: 4 });
const app = Fastify({ logger: false });
app.get<{ Querystring: { owner: string; page: string } }>('/bare/projects', async (request) => {
  const [pageQuery, countQuery] = listStatements(request.query.owner, Number(request.query.page));
  const [page, total] = await Promise.all([pool.query(pageQuery), pool.query(countQuery)]);
  return { items: page.rows, totalCount: Number(total.rows[0].count) };
});
await app.listen({ port: Number(process.env.BENCH_BARE_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
