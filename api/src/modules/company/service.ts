import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type CompanyProfile,
  type companyLogoTypes,
  companyMessages,
  type companyProfileSchema,
  DEFAULT_VALIDITY_DAYS,
} from '@ppp/domain';
import type { z } from 'zod';
import { preparedRows } from '../../db/prepared.ts';
import { HttpError } from '../../http/errors.ts';
import { PRODUCT_NAME } from '../mail/layout.ts';
import { CompanyProfileEntity, type CompanyProfileRow } from './entities.ts';

/** The one row of the company profile. */
const PROFILE_ID = 1;

export type CompanyProfileBody = z.output<typeof companyProfileSchema>;
export type CompanyLogoType = (typeof companyLogoTypes)[number];

/** A logo as stored: re-encoded on upload, served as it is. */
export interface CompanyLogo {
  bytes: Buffer;
  contentType: CompanyLogoType;
  /** The profile's revision, for the logo's ETag. */
  revision: number;
}

/** Raw SQL inside the transaction of `em` (a bare execute would run on another connection). */
const sql = (em: EntityManager, query: string, params: unknown[] = []) =>
  em.getConnection().execute(query, params, 'all', em.getTransactionContext());

/**
 * Before anything is saved (and without the demo data): the product's name and D23's default
 * validity, nothing else claimed. Revision 0 is never a saved one.
 */
const emptyProfile = (): CompanyProfile => ({
  name: PRODUCT_NAME,
  address: null,
  nip: null,
  bankAccount: null,
  phone: null,
  email: null,
  www: null,
  validityDays: DEFAULT_VALIDITY_DAYS,
  paymentTerms: null,
  deliveryTerms: null,
  footer: null,
  hasLogo: false,
  revision: 0,
  updatedAt: new Date(0).toISOString(),
});

const profileOf = (row: CompanyProfileRow): CompanyProfile => ({
  name: row.name,
  address: row.address ?? null,
  nip: row.nip ?? null,
  bankAccount: row.bankAccount ?? null,
  phone: row.phone ?? null,
  email: row.email ?? null,
  www: row.www ?? null,
  validityDays: row.validityDays,
  paymentTerms: row.paymentTerms ?? null,
  deliveryTerms: row.deliveryTerms ?? null,
  footer: row.footer ?? null,
  hasLogo: row.logoContentType != null,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The profile's row in one plain statement, with the logo's bytes when asked: it reads inside any
 * transaction, a status change's of plain statements too (a notification's letterhead).
 */
async function readProfileRow(em: EntityManager, withLogo: boolean) {
  const [row] = await preparedRows<CompanyProfileRow & { logo?: Buffer | null }>(
    em,
    `select name, address, nip, bank_account as "bankAccount", phone, email, www, validity_days as "validityDays",
            payment_terms as "paymentTerms", delivery_terms as "deliveryTerms", footer,
            logo_content_type as "logoContentType", revision, updated_at as "updatedAt"${withLogo ? ', logo' : ''}
       from company_profile where id = ?`,
    [PROFILE_ID],
  );
  if (!row) return null;
  // A plain row's timestamp is its text (the ORM's type parsers).
  return { company: profileOf({ ...row, updatedAt: new Date(row.updatedAt) }), logo: row.logo ?? null };
}

/**
 * 'Dane firmy' (D23) as the client's offer, its prints, PDFs and mails use it: the saved profile (the
 * demo seed saves one), else the honest empty one. The logo's bytes are not read here.
 */
export async function readCompanyProfile(em: EntityManager): Promise<CompanyProfile> {
  return (await readProfileRow(em, false))?.company ?? emptyProfile();
}

/** The profile and its logo's bytes (D22: the letterhead of every mail), in one statement. */
export async function readCompanyWithLogo(
  em: EntityManager,
): Promise<{ company: CompanyProfile; logo: Uint8Array | null }> {
  const read = await readProfileRow(em, true);
  if (!read) return { company: emptyProfile(), logo: null };
  return {
    company: read.company,
    logo: read.logo && read.company.hasLogo ? new Uint8Array(read.logo) : null,
  };
}

/**
 * The validity days of D23 as one SQL expression (the saved profile's, else the default), for a
 * statement that reads them along with its own rows (a quote's trail).
 */
export const validityDaysSql = `coalesce((select validity_days from company_profile where id = ${PROFILE_ID}), ${DEFAULT_VALIDITY_DAYS})`;

/** The company's logo as stored (PNG or JPEG, re-encoded on upload), or null when there is none. */
export async function readCompanyLogo(em: EntityManager): Promise<CompanyLogo | null> {
  const [row] = (await sql(em, 'select logo, logo_content_type, revision from company_profile where id = ?', [
    PROFILE_ID,
  ])) as { logo: Buffer | null; logo_content_type: CompanyLogoType | null; revision: number }[];
  if (!row?.logo || !row.logo_content_type) return null;
  return { bytes: row.logo, contentType: row.logo_content_type, revision: row.revision };
}

/**
 * One change of the profile, serialised with every other (an advisory lock also covers the first
 * save, when there is no row to lock yet): `apply` changes the row and says whether anything changed;
 * a change raises the revision.
 */
async function changeProfile(
  em: EntityManager,
  apply: (row: CompanyProfileRow) => boolean,
  { withLogo = false, expectedRevision }: { withLogo?: boolean; expectedRevision?: number } = {},
): Promise<CompanyProfile> {
  return em.transactional(async (tx) => {
    await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', ['company-profile']);
    const saved = await tx.findOne(
      CompanyProfileEntity,
      { id: PROFILE_ID },
      withLogo ? { populate: ['logo'] } : {},
    );
    // A page's save names the revision its fields were read at: another save since is 412.
    if (expectedRevision !== undefined && expectedRevision !== (saved?.revision ?? 0))
      throw new HttpError(412, companyMessages.changedMeanwhile);
    const row =
      saved ??
      tx.create(
        CompanyProfileEntity,
        {
          id: PROFILE_ID,
          name: PRODUCT_NAME,
          validityDays: DEFAULT_VALIDITY_DAYS,
          revision: 0,
          updatedAt: new Date(),
        },
        { persist: false },
      );
    if (!apply(row)) return saved ? profileOf(saved) : emptyProfile();
    if (!saved) tx.persist(row);
    row.revision += 1;
    row.updatedAt = new Date();
    await tx.flush();
    return profileOf(row);
  });
}

/**
 * PUT /api/settings/company: every field of the profile, as validated by the domain schema;
 * `expectedRevision` (its `If-Match`) the revision the fields were read at, when the caller names one.
 */
export const saveCompanyProfile = (em: EntityManager, body: CompanyProfileBody, expectedRevision?: number) =>
  changeProfile(
    em,
    (row) => {
      Object.assign(row, body);
      return true;
    },
    { expectedRevision },
  );

/** PUT /api/settings/company/logo: the image as re-encoded (logo-image.ts). */
export const saveCompanyLogo = (em: EntityManager, logo: { bytes: Buffer; contentType: CompanyLogoType }) =>
  changeProfile(
    em,
    (row) => {
      row.logo = logo.bytes;
      row.logoContentType = logo.contentType;
      return true;
    },
    { withLogo: true },
  );

/** DELETE /api/settings/company/logo: removing none changes nothing (the revision stays). */
export const removeCompanyLogo = (em: EntityManager) =>
  changeProfile(
    em,
    (row) => {
      if (row.logoContentType == null) return false;
      row.logo = null;
      row.logoContentType = null;
      return true;
    },
    { withLogo: true },
  );
