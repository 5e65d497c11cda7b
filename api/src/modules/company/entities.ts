import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { companyLogoTypes, DEFAULT_VALIDITY_DAYS } from '@ppp/domain';

/**
 * 'Dane firmy' (D23): the one row of the company whose letterhead, terms and contact the client's
 * offer carries, with its logo as re-encoded on upload. `revision` is raised by every save and every
 * logo change: kept PDFs are per quote version and this revision.
 */
export const CompanyProfileEntity = defineEntity({
  name: 'CompanyProfile',
  tableName: 'company_profile',
  properties: {
    /** Always 1: the table holds one row. */
    id: p.integer().primary().autoincrement(false),
    name: p.string().length(300),
    address: p.string().length(500).nullable(),
    /** The 10 digits (D19). */
    nip: p.string().length(10).nullable(),
    /** The 26 digits of the Polish account (the NRB). */
    bankAccount: p.string().length(26).nullable(),
    phone: p.string().length(50).nullable(),
    email: p.string().length(320).nullable(),
    www: p.string().length(300).nullable(),
    validityDays: p.smallint().default(DEFAULT_VALIDITY_DAYS),
    paymentTerms: p.text().nullable(),
    deliveryTerms: p.text().nullable(),
    footer: p.text().nullable(),
    /** The re-encoded image; read only by the logo's own reads (lazy), never with the profile. */
    logo: p.blob().nullable().lazy(true, false),
    /** Set exactly when `logo` is. */
    logoContentType: p.enum([...companyLogoTypes]).nullable(),
    revision: p.integer().default(0),
    updatedAt: p.datetime(),
  },
  checks: [
    { name: 'company_profile_one_row', expression: 'id = 1' },
    { name: 'company_profile_logo_typed', expression: '(logo is null) = (logo_content_type is null)' },
  ],
});
export type CompanyProfileRow = InferEntity<typeof CompanyProfileEntity>;

export const companyEntities = [CompanyProfileEntity];
