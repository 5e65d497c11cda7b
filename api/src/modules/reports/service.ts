import type { EntityManager } from '@mikro-orm/postgresql';
import {
  medianOfHistogram,
  type QuoteKind,
  type QuoteStatus,
  quoteKindEntries,
  type ReportQuery,
  type ReportSummary,
  reportMessages,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { preparedRows } from '../../db/prepared.ts';
import { seesAllQuotes } from '../quote-lifecycle/access.ts';
import { catchUpReports } from './compaction.ts';

/**
 * Which quotes a user's report covers: exactly what their lists show (D1, the lists' rule of
 * access.ts): every quote of the kinds whose staff they are, and their own of the other kinds.
 */
export function reportScope(user: SessionUser, kind?: QuoteKind) {
  const kinds = Object.values(quoteKindEntries).filter((entry) => !kind || entry.kind === kind);
  return {
    allOf: kinds.filter((entry) => seesAllQuotes(user, entry)).map((entry) => entry.kind),
    ownOf: kinds.filter((entry) => !seesAllQuotes(user, entry)).map((entry) => entry.kind),
    userId: user.id,
  };
}
export type ReportScope = ReturnType<typeof reportScope>;

// Each statement reads one summary (migration `report_summaries`) over the period's days: a range of
// its primary key, a few thousand rows for a year whatever the number of quotes. The scope is three
// parameters (the kinds seen whole, the kinds seen own, the user), so one prepared statement serves all.
const scoped = `day between ?::date and ?::date
  and (kind = any(?::text[]) or (kind = any(?::text[]) and creator_id = ?))`;
const scopeParams = (query: ReportQuery, scope: ReportScope) => [
  query.from,
  query.to,
  `{${scope.allOf.join(',')}}`,
  `{${scope.ownOf.join(',')}}`,
  scope.userId,
];

const byStatusSql = `
  select to_char(day, 'YYYY-MM') as month, kind, status, currency, sum(count)::int as count,
         sum(net)::numeric(16,2)::text as net
    from report_status_day where ${scoped}
   group by 1, 2, 3, 4 having sum(count) > 0
   order by 1, 2, 3, 4`;

const winRateSql = `
  select to_char(decided_month, 'YYYY-MM') as month, kind,
         coalesce(sum(count) filter (where status = 'approved'), 0)::int as approved, sum(count)::int as decided
    from report_decision_day where ${scoped}
   group by 1, 2 having sum(count) > 0
   order by 1, 2`;

const decisionDaysSql = `
  select kind, days, sum(count)::int as count
    from report_decision_day where ${scoped}
   group by 1, 2 having sum(count) > 0
   order by 1, 2`;

const topEquipmentSql = `
  select t.kind, t.equipment_id, t.currency, t.net::numeric(16,2)::text as net,
         coalesce(case t.kind
           when 'equipment' then (select name from equipment where id = t.equipment_id)
           when 'transport' then (select name from transport_vehicle where id = t.equipment_id)
           else (select name from department_equipment where id = t.equipment_id)
         end, '#' || t.equipment_id) as name
    from (
      select kind, equipment_id, currency, sum(net) as net,
             row_number() over (partition by kind, currency order by sum(net) desc, equipment_id) as rank
        from report_equipment_day where ${scoped}
       group by 1, 2, 3 having sum(lines) > 0
    ) t
   where t.rank <= 10
   order by t.kind, t.currency, t.rank`;

// Web quotes from the summary (their API key is a column of it; a deleted key stays, named so); the assessments sent in through a
// key are few (a partner's form), counted from their table by its key index, only without a kind.
const enquiriesSql = `
  select k.id as api_key_id, k.name, k.deleted_at is not null as deleted, sum(e.count)::int as count
    from (
      select api_key_id, sum(count) as count from report_status_day
       where api_key_id <> 0 and ${scoped}
       group by 1
      union all
      select api_key_id, count(*) from assessment_response
       where ?::boolean and api_key_id is not null
         and created_at >= (?::date)::timestamp at time zone 'Europe/Warsaw'
         and created_at < (?::date + 1)::timestamp at time zone 'Europe/Warsaw'
       group by 1
    ) e
    join api_key k on k.id = e.api_key_id
   group by k.id, k.name having sum(e.count) > 0
   order by 4 desc, 2, 1`;

/** GET /api/reports/summary (D26): every chart of the period, for what the user's lists show. */
export async function reportSummary(
  em: EntityManager,
  user: SessionUser,
  query: ReportQuery,
): Promise<ReportSummary> {
  const scope = reportScope(user, query.kind);
  const params = scopeParams(query, scope);
  // Every change committed before this report counted first (its own statement, committed).
  await catchUpReports(em);
  const byStatus = await preparedRows<{
    month: string;
    kind: QuoteKind;
    status: QuoteStatus;
    currency: string;
    count: number;
    net: string;
  }>(em, byStatusSql, params);
  const winRate = await preparedRows<{ month: string; kind: QuoteKind; approved: number; decided: number }>(
    em,
    winRateSql,
    params,
  );
  const days = await preparedRows<{ kind: QuoteKind; days: number; count: number }>(
    em,
    decisionDaysSql,
    params,
  );
  const top = await preparedRows<{
    kind: QuoteKind;
    equipment_id: number;
    currency: string;
    net: string;
    name: string;
  }>(em, topEquipmentSql, params);
  const enquiries = await preparedRows<{ api_key_id: number; name: string; deleted: boolean; count: number }>(
    em,
    enquiriesSql,
    [...params, !query.kind, query.from, query.to],
  );

  const histograms = new Map<QuoteKind, { value: number; count: number }[]>();
  for (const row of days) {
    const bars = histograms.get(row.kind) ?? [];
    bars.push({ value: row.days, count: row.count });
    histograms.set(row.kind, bars);
  }
  return {
    from: query.from,
    to: query.to,
    byStatus: byStatus.map((row) => ({ ...row })),
    winRate: winRate.map((row) => ({ ...row })),
    daysToDecision: [...histograms].map(([kind, bars]) => ({ kind, median: medianOfHistogram(bars) ?? 0 })),
    topEquipment: top.map((row) => ({
      kind: row.kind,
      equipmentId: row.equipment_id,
      name: row.name,
      net: row.net,
      currency: row.currency,
    })),
    enquiries: enquiries.map((row) => ({
      apiKeyId: row.api_key_id,
      name: row.deleted ? reportMessages.deletedKey(row.name) : row.name,
      count: row.count,
    })),
  };
}
