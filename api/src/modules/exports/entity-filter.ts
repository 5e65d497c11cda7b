import type { EntityManager, EntityName, FilterQuery, Knex } from '@mikro-orm/postgresql';
import type { SqlStatement } from '../../db/prepared.ts';

/**
 * The rows of a list whose filter is a MikroORM condition (the assessments', the clients'), as plain
 * SQL for the export's cursor: the list's own condition on `alias`, these columns and joins, newest
 * first; and the same condition counted up to a bound.
 */
export function entityListExport<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  alias: string,
  where: FilterQuery<T>,
  shape: { select: string; joins?: string },
): { rows: SqlStatement; countUpTo: SqlStatement } {
  const knex = em.getConnection().getKnex();
  const matching = () => em.createQueryBuilder(entity, alias).where(where).getKnexQuery();
  const rows = matching()
    .clearSelect()
    .select(knex.raw(shape.select))
    .orderBy([
      { column: `${alias}.created_at`, order: 'desc' },
      { column: `${alias}.id`, order: 'desc' },
    ]);
  if (shape.joins) rows.joinRaw(shape.joins);
  const counted = matching().clearSelect().select(knex.raw('1'));
  return {
    rows: sqlOf(rows),
    countUpTo: (({ sql, params }) => ({
      sql: `select count(*)::int as n from (${sql} limit ?) counted`,
      params,
    }))(sqlOf(counted)),
  };
}

function sqlOf(query: Knex.QueryBuilder): SqlStatement {
  const { sql, bindings } = query.toSQL();
  return { sql, params: bindings };
}
