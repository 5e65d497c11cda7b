// The 'Dane firmy' form's values and how they become the request body (D23): everything is typed
// text; the days are read by the one count parser (D20), the domain schema decides the rest.
import {
  type CompanyProfile,
  type CompanyProfileInput,
  companyProfileSchema,
  countFromText,
  formatBankAccount,
} from '@ppp/domain';

export interface CompanyValues {
  name: string;
  address: string;
  nip: string;
  bankAccount: string;
  phone: string;
  email: string;
  www: string;
  validityDays: string;
  paymentTerms: string;
  deliveryTerms: string;
  footer: string;
}

export const companyFields = [
  'name',
  'address',
  'nip',
  'bankAccount',
  'phone',
  'email',
  'www',
  'validityDays',
  'paymentTerms',
  'deliveryTerms',
  'footer',
] as const satisfies readonly (keyof CompanyValues)[];

/** The saved profile as the form shows it: the account in groups of four, as printed. */
export const valuesOf = (profile: CompanyProfile): CompanyValues => ({
  name: profile.name,
  address: profile.address ?? '',
  nip: profile.nip ?? '',
  bankAccount: profile.bankAccount ? formatBankAccount(profile.bankAccount) : '',
  phone: profile.phone ?? '',
  email: profile.email ?? '',
  www: profile.www ?? '',
  validityDays: String(profile.validityDays),
  paymentTerms: profile.paymentTerms ?? '',
  deliveryTerms: profile.deliveryTerms ?? '',
  footer: profile.footer ?? '',
});

/** The body of PUT /api/settings/company; empty days are no number (the field's own message), not 14. */
export const bodyOf = (values: CompanyValues): CompanyProfileInput => ({
  ...values,
  validityDays: countFromText(values.validityDays) ?? Number.NaN,
});

/** Field messages as the server words them (D6), one per field. */
export function companyErrorsOf(values: CompanyValues): Partial<Record<keyof CompanyValues, string>> {
  const result = companyProfileSchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof CompanyValues, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof CompanyValues] ??= issue.message;
  return errors;
}
