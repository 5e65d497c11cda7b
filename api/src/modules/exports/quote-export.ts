import { clientDisplayName, type QuoteKindEntry, quoteAuthorLabel, quoteStatusLabel } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { seesAllQuotes } from '../quote-lifecycle/access.ts';
import type { QuoteListQuery } from '../quote-lifecycle/lifecycle.ts';
import { quoteListFilter } from '../quote-lifecycle/list-query.ts';
import type { AnyQuoteKind } from '../quote-lifecycle/registry.ts';
import type { ListExport } from './answer.ts';
import { authorOf, type ExportColumn } from './columns.ts';

/** A quote as its export reads it. */
export interface QuoteExportRow {
  quote_number: string;
  company_name: string | null;
  contact_person: string | null;
  status: string;
  total_net: string;
  vat_amount: string;
  total_gross: string;
  created_at: Date;
  created_by_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  source: string | null;
}

/** D26's quote columns, for every kind alike; the client as the lists show it (D3's snapshot while locked). */
export const quoteExportColumns: readonly ExportColumn<QuoteExportRow>[] = [
  { header: 'Numer', type: 'text', width: 16, value: (row) => row.quote_number },
  {
    header: 'Klient',
    type: 'text',
    width: 36,
    value: (row) => clientDisplayName({ companyName: row.company_name, contactPerson: row.contact_person }),
  },
  { header: 'Status', type: 'text', width: 16, value: (row) => quoteStatusLabel(row.status) },
  { header: 'Netto', type: 'money', width: 14, value: (row) => row.total_net },
  { header: 'VAT', type: 'money', width: 14, value: (row) => row.vat_amount },
  { header: 'Brutto', type: 'money', width: 14, value: (row) => row.total_gross },
  { header: 'Data utworzenia', type: 'date', width: 16, value: (row) => row.created_at },
  {
    header: 'Autor',
    type: 'text',
    width: 28,
    value: (row) =>
      quoteAuthorLabel({
        isGuest: row.created_by_id === null,
        source: row.source,
        createdBy: row.created_by_id === null ? null : authorOf(row),
      }),
  },
];

const fileNames: Partial<Record<string, string>> = {
  equipment: 'wyceny-sprzętu',
  transport: 'wyceny-transportu',
  electrical: 'wyceny-elektryczne',
  general: 'wyceny-wynajmu-ogólnego',
};

/**
 * A kind's list as its export (D26): the list's own filter (kind, status, source, search with the
 * kind's own search, and D1's own-quotes rule), newest first like its pages.
 */
export function quoteListExport(
  kind: AnyQuoteKind,
  user: SessionUser,
  query: QuoteListQuery,
): ListExport<QuoteExportRow> {
  const entry: QuoteKindEntry = kind.entry;
  const { where, params } = quoteListFilter({
    kind: entry,
    status: query.status,
    source: query.source,
    search: query.search,
    kindSearch: kind.kindSearch,
    ownerId: seesAllQuotes(user, entry) ? undefined : user.id,
  });
  const filter = `where ${where.join(' and ')}`;
  return {
    fileName: fileNames[entry.kind] ?? `wyceny-${entry.kind}`,
    sheetName: 'Wyceny',
    columns: quoteExportColumns,
    rows: {
      sql: `select q.quote_number, q.status, q.total_net, q.total_gross,
                   q.total_gross - q.total_net as vat_amount, q.created_at, q.created_by_id, q.source,
                   case when q.client_snapshot is null then c.company_name
                        else q.client_snapshot->>'companyName' end as company_name,
                   case when q.client_snapshot is null then c.contact_person
                        else q.client_snapshot->>'contactPerson' end as contact_person,
                   u.first_name, u.last_name, u.email
              from quote q
              join client c on c.id = q.client_id
              left join app_user u on u.id = q.created_by_id
             ${filter}
             order by q.created_at desc, q.id desc`,
      params,
    },
    countUpTo: {
      sql: `select count(*)::int as n from (select 1 from quote q ${filter} limit ?) counted`,
      params,
    },
  };
}
