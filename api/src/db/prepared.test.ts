import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEntity } from '../modules/users/entities.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { nativeStatement, preparedFlight, preparedRows, sqlTransaction } from './prepared.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.orm.em.getConnection().execute('create table probe (x int not null)');
});
afterAll(() => app.close());

const probes = async () =>
  (await preparedRows<{ x: number }>(app.orm.em.fork(), 'select x from probe order by x', [])).map(
    (row) => row.x,
  );

describe('plain statements straight through pg', () => {
  it("numbers the `?` placeholders, keeps an escaped one a question mark, and checks the values' count", async () => {
    expect(nativeStatement('select ? + ?, ? \\? ?').text).toBe('select $1 + $2, $3 ? $4');
    const [row] = await preparedRows(
      app.orm.em.fork(),
      `select ?::int + ?::int as sum, '{"a": 1}'::jsonb \\? ? as has`,
      [2, 3, 'a'],
    );
    expect(row).toEqual({ sum: 5, has: true });
    await expect(preparedRows(app.orm.em.fork(), 'select ?::int', [])).rejects.toThrow(
      /1 placeholders, 0 values/,
    );
  });

  it('runs inside the entity manager’s transaction', async () => {
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await preparedRows(tx, 'insert into probe (x) values (?)', [1]);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await probes()).toEqual([]);
  });
});

describe('a transaction of plain statements', () => {
  it('commits its statements together, or none of them', async () => {
    await sqlTransaction(app.orm.em.fork(), async (tx) => {
      await preparedRows(tx, 'insert into probe (x) values (?)', [10]);
      await preparedRows(tx, 'insert into probe (x) values (?)', [11]);
      // Its own writes are seen inside it, not outside before the commit.
      expect((await preparedRows(tx, 'select count(*)::int as n from probe', []))[0].n).toBe(2);
      expect(await probes()).toEqual([]);
    });
    expect(await probes()).toEqual([10, 11]);

    await expect(
      sqlTransaction(app.orm.em.fork(), async (tx) => {
        await preparedRows(tx, 'insert into probe (x) values (?)', [12]);
        await preparedRows(tx, 'insert into probe (x) values (?)', [null]);
      }),
    ).rejects.toThrow(/null value/);
    expect(await probes()).toEqual([10, 11]);
  });

  it('refuses an entity operation inside it, and any statement after it, rather than run them outside', async () => {
    let kept: Parameters<Parameters<typeof sqlTransaction>[1]>[0] | undefined;
    await expect(
      sqlTransaction(app.orm.em.fork(), async (tx) => {
        kept = tx;
        await preparedRows(tx, 'insert into probe (x) values (?)', [20]);
        await tx.find(UserEntity, {});
      }),
    ).rejects.toThrow();
    await expect(
      sqlTransaction(app.orm.em.fork(), async (tx) => {
        await tx
          .getConnection()
          .execute('insert into probe (x) values (21)', [], 'run', tx.getTransactionContext());
      }),
    ).rejects.toThrow();
    await expect(preparedRows(kept!, 'select 1', [])).rejects.toThrow(/the transaction is over/);
    expect(await probes()).toEqual([10, 11]);
  });
  it('sends its begin with the first statement: every statement after it is in the one transaction', async () => {
    const [first, second] = await sqlTransaction(app.orm.em.fork(), async (tx) => {
      const [a] = await preparedRows(tx, 'select now()::text as at, txid_current() as id', []);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [b] = await preparedRows(tx, 'select now()::text as at, txid_current() as id', []);
      return [a, b];
    });
    // now() is the transaction's start: the same moment, and the same transaction id.
    expect(second).toEqual(first);
    // A transaction that runs nothing sends nothing, and answers its work's result.
    expect(await sqlTransaction(app.orm.em.fork(), async () => 'nic')).toBe('nic');
  });
  it('runs `then` once the work is committed, its first statement with the commit', async () => {
    await preparedRows(app.orm.em.fork(), 'delete from probe', []);
    const answer = await sqlTransaction(
      app.orm.em.fork(),
      async (tx) => {
        const [row] = await preparedRows(
          tx,
          'insert into probe (x) values (?) returning x, txid_current_if_assigned() as id',
          [50],
        );
        return row;
      },
      async (tx, written) => {
        // Outside the transaction (nothing assigned to this statement's own), and its work is kept.
        const [row] = await preparedRows(
          tx,
          'select txid_current_if_assigned() as id, (select count(*)::int from probe) as n',
          [],
        );
        return { written, after: row };
      },
    );
    expect(answer.written.id).not.toBeNull();
    expect(answer.after).toEqual({ id: null, n: 1 });
    // A `then` that fails before it sends anything: the work is not kept.
    await expect(
      sqlTransaction(
        app.orm.em.fork(),
        (tx) => preparedRows(tx, 'insert into probe (x) values (?)', [51]),
        async () => {
          throw new Error('odmowa');
        },
      ),
    ).rejects.toThrow('odmowa');
    expect(await probes()).toEqual([50]);
  });
});

describe('a flight of statements (one round trip)', () => {
  it('answers each statement in order, each seeing what the ones before it wrote', async () => {
    const em = app.orm.em.fork();
    await preparedRows(em, 'delete from probe', []);
    const [inserted, counted, listed] = await preparedFlight<
      [{ x: number }[], { n: number }[], { x: number }[]]
    >(em, [
      { sql: 'insert into probe (x) values (?), (?) returning x', params: [30, 31] },
      { sql: 'select count(*)::int as n from probe', params: [] },
      { sql: 'select x from probe where x > ? order by x', params: [30] },
    ]);
    expect(inserted.map((row) => row.x)).toEqual([30, 31]);
    expect(counted).toEqual([{ n: 2 }]);
    expect(listed).toEqual([{ x: 31 }]);
    expect(await probes()).toEqual([30, 31]);
  });

  it('throws the first error; in a transaction nothing of the flight is kept', async () => {
    await preparedRows(app.orm.em.fork(), 'delete from probe', []);
    await expect(
      sqlTransaction(app.orm.em.fork(), (tx) =>
        preparedFlight(tx, [
          { sql: 'insert into probe (x) values (?)', params: [40] },
          { sql: 'insert into probe (x) values (?)', params: [null] },
          { sql: 'insert into probe (x) values (?)', params: [41] },
        ]),
      ),
    ).rejects.toThrow(/null value/);
    expect(await probes()).toEqual([]);
    // The pool's connections work on, one statement at a time and in flights.
    await sqlTransaction(app.orm.em.fork(), async (tx) => {
      await preparedFlight(tx, [
        { sql: 'insert into probe (x) values (?)', params: [42] },
        { sql: 'insert into probe (x) values (?)', params: [43] },
      ]);
      await preparedRows(tx, 'insert into probe (x) values (?)', [44]);
    });
    expect(await probes()).toEqual([42, 43, 44]);
  });
});
