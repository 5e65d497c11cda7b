// The floor of the HTTP benchmark: the same list SQL through a raw `pg` pool from a bare Koa route,
// with no session, no ORM and no middleware. Run as its own process. `?kind=` picks the list,
// `page`, `search` and `ownerId` as the API's own query would.
import { type QuoteKind, quoteKindEntries } from '@ppp/domain';
import Koa from 'koa';
import pg from 'pg';
import { APP_CONNECTION_OPTIONS, defaultPoolSize } from '../db/orm.ts';
import { statementName } from '../db/prepared.ts';
import { departmentListDetailsSql } from '../modules/departments/list-query.ts';
import { readQuoteList } from '../modules/equipment-quotes/list-query.ts';
import { type RunRows, readQuotePage } from '../modules/quote-lifecycle/list-query.ts';
import { transportListDetailsSql } from '../modules/transport/list-query.ts';

// Connected as the API connects (db/orm.ts): the same settings, the same number of connections.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || defaultPoolSize()),
  options: APP_CONNECTION_OPTIONS,
});
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
// Prepared like the API's own (db/prepared.ts).
const run: RunRows = async (sql, params, options) =>
  (
    await pool.query({
      name: options?.planEachCall ? undefined : statementName(sql),
      text: numbered(sql),
      values: params,
    })
  ).rows;

// What the API reads for the other kinds' pages after the shared statement: the kind's own rows,
// by the kinds' own SQL.
const detailSql: Record<string, string> = {
  transport: transportListDetailsSql,
  electrical: departmentListDetailsSql,
  general: departmentListDetailsSql,
};

const app = new Koa();
app.use(async (ctx) => {
  const text = (name: string) =>
    typeof ctx.query[name] === 'string' ? (ctx.query[name] as string) : undefined;
  const kind = (text('kind') ?? 'equipment') as QuoteKind;
  const query = {
    page: Number(text('page') ?? 1),
    pageSize: 50,
    search: text('search'),
    ownerId: text('ownerId') ? Number(text('ownerId')) : undefined,
  };
  if (kind === 'equipment') {
    ctx.body = await readQuoteList(run, query);
    return;
  }
  const page = await readQuotePage(run, { ...query, kind: quoteKindEntries[kind] });
  const ids = `{${page.rows.map((row) => row.id).join(',')}}`;
  const details = page.rows.length ? await run(detailSql[kind], [ids]) : [];
  ctx.body = { ...page, details };
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
