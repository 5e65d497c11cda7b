// D21: the bars of an availability page's timeline — the approved and pending dated quotes holding
// one catalogue item in a period. Bars of quotes the viewer may open (D1) name the quote and its
// client; the others say only that the units are held.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AvailabilityHolding, QuoteKind } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { preparedRows } from '../../db/prepared.ts';
import { seesAllQuotes } from './access.ts';
import type { AnyQuoteKind } from './registry.ts';

interface HoldingRow {
  id: number;
  kind: QuoteKind;
  quote_number: string;
  status: 'approved' | 'pending';
  created_by_id: number | null;
  starts_on: string;
  ends_on: string;
  units: number;
  company_name: string | null;
  contact_person: string | null;
}

/**
 * The quotes holding units of `equipmentId` of the kind's catalogue on some day from `from` to `to`:
 * one entry per quote and period (a quote's items of that equipment over the same days count
 * together), earliest first, each with its whole period.
 */
export async function readHoldings(
  em: EntityManager,
  user: SessionUser,
  kinds: readonly AnyQuoteKind[],
  catalogue: string,
  equipmentId: number,
  from: string,
  to: string,
): Promise<AvailabilityHolding[]> {
  const rows = await preparedRows<HoldingRow>(
    em,
    `select q.id, q.kind, q.quote_number, q.status, q.created_by_id,
            h.starts_on::text as starts_on, h.ends_on::text as ends_on, sum(h.units)::int as units,
            -- An approved quote shows its client as it was at approval (D3).
            case when q.client_snapshot is null then c.company_name else q.client_snapshot->>'companyName' end
              as company_name,
            case when q.client_snapshot is null then c.contact_person else q.client_snapshot->>'contactPerson' end
              as contact_person
       from quote_holding h
       join quote q on q.id = h.quote_id and q.status in ('approved', 'pending')
       join client c on c.id = q.client_id
      where h.catalogue = ? and h.equipment_id = ? and h.starts_on <= ?::date and h.ends_on >= ?::date
      group by q.id, c.id, h.starts_on, h.ends_on
      order by h.starts_on, q.id, h.ends_on`,
    [catalogue, equipmentId, to, from],
  );
  const entryOf = (kind: QuoteKind) => kinds.find((candidate) => candidate.entry.kind === kind)?.entry;
  // D1: the kind's staff open every quote of it; everybody else only what they created.
  const mayOpen = (row: HoldingRow) => {
    const entry = entryOf(row.kind);
    return entry !== undefined && (seesAllQuotes(user, entry) || row.created_by_id === user.id);
  };
  return rows.map((row) => ({
    status: row.status,
    units: row.units,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    quote: mayOpen(row)
      ? {
          id: row.id,
          kind: row.kind,
          quoteNumber: row.quote_number,
          clientName: row.company_name || row.contact_person || '',
        }
      : null,
  }));
}
