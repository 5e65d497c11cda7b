/** A write refused by a unique index or constraint (PostgreSQL's 23505), as pg or MikroORM throws it. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { name?: string }).name === 'UniqueConstraintViolationException';
