// The floor of the HTTP benchmark: the same list and search SQL through a raw `pg` pool from a
// bare Koa route, with no session, no ORM and no middleware. Run as its own process.
import Koa from 'koa';
import pg from 'pg';
import { statementName } from '../db/prepared.ts';
import { quoteListQuery, toListPage } from '../modules/quotes/list-query.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const app = new Koa();
app.use(async (ctx) => {
  const search = typeof ctx.query.search === 'string' ? ctx.query.search : undefined;
  const query = { page: 1, pageSize: 50, search };
  const { sql, params } = quoteListQuery(query);
  // Prepared like the API's (db/prepared.ts): the same statement, planned once per connection.
  const { rows } = await pool.query({ name: statementName(sql), text: numbered(sql), values: params });
  ctx.body = toListPage(rows, query);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
