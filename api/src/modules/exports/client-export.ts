import type { EntityManager } from '@mikro-orm/postgresql';
import { clientDisplayName } from '@ppp/domain';
import { ClientEntity } from '../clients/entities.ts';
import { type ClientListFilters, clientListWhere } from '../clients/service.ts';
import type { ListExport } from './answer.ts';
import { contactCell as contact, type ExportColumn } from './columns.ts';
import { entityListExport } from './entity-filter.ts';

/** A client as its export reads it. */
export interface ClientExportRow {
  company_name: string | null;
  nip: string | null;
  contact_person: string | null;
  email: string | null;
  phone: string | null;
  erased_at: Date | null;
}

/** The address book's columns (its list: Firma, NIP, Osoba kontaktowa, E-mail, Telefon). */
export const clientExportColumns: readonly ExportColumn<ClientExportRow>[] = [
  {
    header: 'Firma',
    type: 'text',
    width: 36,
    value: (row) => clientDisplayName({ companyName: row.company_name, contactPerson: row.contact_person }),
  },
  { header: 'NIP', type: 'text', width: 14, value: (row) => row.nip },
  {
    header: 'Osoba kontaktowa',
    type: 'text',
    width: 24,
    value: (row) => contact(row, row.contact_person),
  },
  { header: 'E-mail', type: 'text', width: 28, value: (row) => contact(row, row.email) },
  { header: 'Telefon', type: 'text', width: 18, value: (row) => contact(row, row.phone) },
];

/** The address book as its export (D26): its search, newest first. */
export function clientListExport(em: EntityManager, filters: ClientListFilters): ListExport<ClientExportRow> {
  return {
    fileName: 'klienci',
    sheetName: 'Klienci',
    columns: clientExportColumns,
    ...entityListExport(em, ClientEntity, 'c', clientListWhere(filters), {
      select: 'c.company_name, c.nip, c.contact_person, c.email, c.phone, c.erased_at',
    }),
  };
}
