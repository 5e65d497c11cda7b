import type { EntityManager } from '@mikro-orm/postgresql';
import { assessmentAuthorLabel } from '@ppp/domain';
import { AssessmentResponseEntity } from '../assessments/entities.ts';
import { type AssessmentListFilters, assessmentListWhere } from '../assessments/responses-service.ts';
import type { ListExport } from './answer.ts';
import { authorOf, contactCell as contact, type ExportColumn } from './columns.ts';
import { entityListExport } from './entity-filter.ts';

/** A saved assessment as its export reads it. */
export interface AssessmentExportRow {
  response_number: string;
  client_company_name: string | null;
  client_contact_person: string | null;
  client_phone: string | null;
  client_email: string | null;
  created_at: Date;
  answer_count: number;
  source: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  created_by_id: number | null;
  erased_at: Date | null;
}

/** The assessments list's columns (mf-assessment's AssessmentsTable), the contact split in its fields. */
export const assessmentExportColumns: readonly ExportColumn<AssessmentExportRow>[] = [
  { header: 'Numer', type: 'text', width: 16, value: (row) => row.response_number },
  {
    header: 'Klient',
    type: 'text',
    width: 36,
    value: (row) =>
      row.client_company_name ||
      row.client_contact_person ||
      row.client_phone ||
      row.client_email ||
      'Klient bez nazwy',
  },
  {
    header: 'Osoba kontaktowa',
    type: 'text',
    width: 24,
    value: (row) => contact(row, row.client_contact_person),
  },
  { header: 'Telefon', type: 'text', width: 18, value: (row) => contact(row, row.client_phone) },
  { header: 'E-mail', type: 'text', width: 28, value: (row) => contact(row, row.client_email) },
  {
    header: 'Autor',
    type: 'text',
    width: 28,
    value: (row) =>
      assessmentAuthorLabel({
        source: row.source,
        createdBy: row.created_by_id === null ? null : authorOf(row),
      }),
  },
  { header: 'Data', type: 'date', width: 14, value: (row) => row.created_at },
  { header: 'Odpowiedzi', type: 'integer', width: 12, value: (row) => row.answer_count },
];

/** The saved assessments' list as its export (D26): its search and source filters, newest first. */
export function assessmentListExport(
  em: EntityManager,
  filters: AssessmentListFilters,
): ListExport<AssessmentExportRow> {
  return {
    fileName: 'badania-potrzeb',
    sheetName: 'Badania potrzeb',
    columns: assessmentExportColumns,
    ...entityListExport(em, AssessmentResponseEntity, 'r', assessmentListWhere(filters), {
      select: `r.response_number, r.client_company_name, r.client_contact_person, r.client_phone,
               r.client_email, r.created_at, r.answer_count, r.source, r.created_by_id, r.erased_at,
               u.first_name, u.last_name, u.email`,
      joins: 'left join app_user u on u.id = r.created_by_id',
    }),
  };
}
