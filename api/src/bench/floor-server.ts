// The floor of the HTTP benchmark: the same list and search SQL through a raw `pg` pool from a
// bare Koa route, with no session, no ORM and no middleware. Run as its own process.
import Koa from 'koa';
import pg from 'pg';
import { statementName } from '../db/prepared.ts';
import { readQuoteList } from '../modules/quotes/list-query.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const app = new Koa();
app.use(async (ctx) => {
  const search = typeof ctx.query.search === 'string' ? ctx.query.search : undefined;
  // The same two statements as the API's, prepared like its own (db/prepared.ts).
  ctx.body = await readQuoteList(
    async (sql, params) =>
      (await pool.query({ name: statementName(sql), text: numbered(sql), values: params })).rows,
    { page: 1, pageSize: 50, search },
  );
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
