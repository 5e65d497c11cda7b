// D23's migration of saved quotes: each starts at version 1, its history entries concern version 1,
// and its version 1 is kept with its totals and what last happened to it.
import { addDays, DEFAULT_VALIDITY_DAYS, todayInWarsaw } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migration.ts';

describe('the migration to quote versions (D23)', () => {
  it('gives every saved quote its version 1: decided, sent while its link is live, else created', async () => {
    await beforeMigration('quote_versions', async ({ sql, rest }) => {
      await sql.execute(
        `insert into client (id, company_name, created_at, updated_at) values (1, 'Budimex', now(), now())`,
      );
      await sql.execute(
        `insert into quote (id, kind, quote_number, status, client_id, vat_rate, currency, total_net, total_gross, created_at, updated_at) values
          (1, 'equipment', 'WYC/2026/0001', 'approved', 1, 23, 'PLN', 100.00, 123.00, now(), now()),
          (2, 'equipment', 'WYC/2026/0002', 'pending', 1, 23, 'PLN', 200.00, 246.00, now(), now()),
          (3, 'equipment', 'WYC/2026/0003', 'pending', 1, 23, 'PLN', 300.00, 369.00, now(), now()),
          (4, 'equipment', 'WYC/2026/0004', 'draft', 1, 23, 'PLN', 400.00, 492.00, now(), now()),
          (5, 'equipment', 'WYC/2026/0005', 'rejected', 1, 23, 'PLN', 500.00, 615.00, now(), now())`,
      );
      await sql.execute(
        `insert into quote_status_change (quote_id, from_status, to_status, changed_at) values
          (1, 'draft', 'pending', now()), (1, 'pending', 'approved', now()), (2, 'draft', 'pending', now())`,
      );
      // Quote 2's link is live, quote 3's expired.
      await sql.execute(
        `insert into quote_share (quote_id, token_hash, expires_at, created_at) values
          (2, 'a', now() + interval '20 days', now()), (3, 'b', now() - interval '1 day', now() - interval '31 days')`,
      );
      await rest();

      expect(await sql.execute('select id, version from quote order by id')).toEqual(
        [1, 2, 3, 4, 5].map((id) => ({ id, version: 1 })),
      );
      expect(await sql.execute('select distinct version from quote_status_change')).toEqual([{ version: 1 }]);
      expect(
        await sql.execute(
          `select quote_id, version, reason, total_net, total_gross, content, valid_until::text as valid_until
             from quote_version order by quote_id`,
        ),
      ).toEqual([
        {
          quote_id: 1,
          version: 1,
          reason: 'accepted',
          total_net: '100.00',
          total_gross: '123.00',
          content: null,
          valid_until: null,
        },
        {
          quote_id: 2,
          version: 1,
          reason: 'sent',
          total_net: '200.00',
          total_gross: '246.00',
          content: null,
          // Links made before the rule count from the migration's day, with the default validity (no profile yet).
          valid_until: addDays(todayInWarsaw(), DEFAULT_VALIDITY_DAYS),
        },
        {
          quote_id: 3,
          version: 1,
          reason: 'created',
          total_net: '300.00',
          total_gross: '369.00',
          content: null,
          valid_until: null,
        },
        {
          quote_id: 4,
          version: 1,
          reason: 'created',
          total_net: '400.00',
          total_gross: '492.00',
          content: null,
          valid_until: null,
        },
        {
          quote_id: 5,
          version: 1,
          reason: 'declined',
          total_net: '500.00',
          total_gross: '615.00',
          content: null,
          valid_until: null,
        },
      ]);
    });
  });
});
