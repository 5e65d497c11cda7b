import { availableParallelism } from 'node:os';
import { expect, it } from 'vitest';
import { defaultPoolSize, ormConfig } from './orm.ts';

it('sizes the connection pool to the machine (two per core and one, at most 10) unless told', () => {
  expect(defaultPoolSize()).toBe(Math.min(10, 2 * availableParallelism() + 1));
  expect(ormConfig('postgres://ppp@127.0.0.1/ppp').pool).toEqual({ min: 0, max: defaultPoolSize() });
  expect(ormConfig('postgres://ppp@127.0.0.1/ppp', 3).pool).toEqual({ min: 0, max: 3 });
});
