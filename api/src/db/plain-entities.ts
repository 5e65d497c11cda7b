import { type EntityName, type EntityProperty, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows } from './prepared.ts';

/** A read row as the entity's own properties: scalars as stored, a many-to-one as `{ id }` (or null). */
export type PlainEntity<T> = {
  [K in keyof T]: T[K] extends { id: infer Id } | null | undefined
    ? { id: Id } | Extract<T[K], null | undefined>
    : T[K];
};

interface PlainShape {
  columns: string;
  references: string[];
}

const shapes = new WeakMap<object, Map<string, PlainShape>>();

const isStored = (prop: EntityProperty) =>
  prop.persist !== false && !prop.formula && !prop.lazy && prop.fieldNames?.length === 1;

/** The select list naming each stored column by its property, written once per entity. */
function shapeOf(em: EntityManager, entity: EntityName<object>, alias: string): PlainShape {
  const metadata = em.getMetadata();
  const byAlias = shapes.get(metadata) ?? new Map<string, PlainShape>();
  shapes.set(metadata, byAlias);
  const meta = metadata.find(entity);
  if (!meta) throw new Error(`plainEntities: ${String(entity)} is not an entity`);
  const key = `${meta.className}:${alias}`;
  const known = byAlias.get(key);
  if (known) return known;
  const scalar = meta.props.filter((prop) => prop.kind === ReferenceKind.SCALAR && isStored(prop));
  const references = meta.props.filter(
    (prop) =>
      (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) &&
      isStored(prop),
  );
  const shape = {
    columns: [...scalar, ...references]
      .map((prop) => `${alias}.${prop.fieldNames[0]} as "${prop.name}"`)
      .join(', '),
    references: references.map((prop) => prop.name),
  };
  byAlias.set(key, shape);
  return shape;
}

/**
 * An entity's rows read by one prepared statement, as plain objects of its properties (no entities
 * hydrated, nothing tracked): for the hot reads of answers (a quote's items for its detail), where
 * building entities cost more than the query. `where` and `orderBy` are SQL over the table's alias
 * `t` with `?` parameters; the column list comes from the entity's metadata, so it never drifts.
 */
export async function plainEntities<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: string,
  params: readonly unknown[],
  /** SQL over `t`; by default the primary key. */
  orderBy?: string,
): Promise<PlainEntity<T>[]> {
  const { columns, references } = shapeOf(em, entity as EntityName<object>, 't');
  const meta = em.getMetadata().find(entity as EntityName<object>)!;
  const order =
    orderBy ??
    meta
      .getPrimaryProps()
      .map((prop) => `t.${prop.fieldNames[0]}`)
      .join(', ');
  const table = meta.tableName;
  const rows = await preparedRows(
    em,
    `select ${columns} from ${table} t where ${where} order by ${order}`,
    params,
  );
  for (const row of rows)
    for (const name of references) row[name] = row[name] === null ? null : { id: row[name] };
  return rows as PlainEntity<T>[];
}
