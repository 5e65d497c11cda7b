import { z } from 'zod';
import { clientRuleMessages, isValidNip, isValidPhone, nipDigits } from '../clients/rules.ts';
import { bankAccountDigits, isValidPolishBankAccount } from '../company/bank-account.ts';
import { emailAddress, optionalText, text } from './common.ts';

// 'Dane firmy' (D23): the company whose letterhead, terms and contact the client's offer carries.

export const companyMessages = {
  name: 'Podaj nazwę firmy',
  bankAccount: 'Nieprawidłowy numer rachunku',
  validityDays: 'Ważność oferty musi wynosić od 1 do 365 dni',
  email: 'Nieprawidłowy format email',
  www: 'Nieprawidłowy adres strony',
  /** D23, verbatim: the logo's refusals. */
  logoType: 'Dozwolone są pliki PNG lub JPEG',
  logoTooBig: 'Plik jest za duży (najwyżej 512 kB)',
  logoInvalid: 'Plik nie jest prawidłowym obrazem',
  /** A save from a page opened before another save of the profile (its `If-Match` revision is old). */
  changedMeanwhile:
    'Dane firmy zostały w międzyczasie zmienione (w innej karcie lub przez innego administratora). Wczytano najnowsze dane: wprowadź swoje zmiany ponownie.',
  /** D23: an offer accepted after its `validUntil`. */
  expired: 'Oferta wygasła. Skontaktuj się z nami, aby ją odnowić.',
} as const;

/** D23: a logo is a PNG or JPEG of at most 512 kB and 4 000 pixels a side. */
export const COMPANY_LOGO_MAX_BYTES = 524_288;
export const COMPANY_LOGO_MAX_SIDE = 4000;
export const companyLogoTypes = ['image/png', 'image/jpeg'] as const;

/** The offer's validity unless the company says otherwise (D23). */
export const DEFAULT_VALIDITY_DAYS = 14;

const validityMessage = companyMessages.validityDays;

/** PUT /api/settings/company (admin): every field of the profile. */
export const companyProfileSchema = z.object({
  name: text(companyMessages.name)
    .trim()
    .min(1, { error: companyMessages.name })
    .max(300, { error: 'Maksymalnie 300 znaków' }),
  address: optionalText(500),
  nip: optionalText(20)
    .refine((nip) => nip === null || isValidNip(nip), { error: clientRuleMessages.nip })
    .transform((nip) => (nip === null ? null : nipDigits(nip))),
  bankAccount: optionalText(40)
    .refine((account) => account === null || isValidPolishBankAccount(account), {
      error: companyMessages.bankAccount,
    })
    .transform((account) => (account === null ? null : bankAccountDigits(account))),
  phone: optionalText(40).refine((phone) => phone === null || isValidPhone(phone), {
    error: clientRuleMessages.phone,
  }),
  email: optionalText(320).pipe(emailAddress(companyMessages.email).nullable()),
  www: optionalText(300).refine((www) => www === null || /^(https?:\/\/)?[^\s/]+\.[^\s]+$/i.test(www), {
    error: companyMessages.www,
  }),
  validityDays: z.coerce
    .number({ error: validityMessage })
    .int({ error: validityMessage })
    .min(1, { error: validityMessage })
    .max(365, { error: validityMessage })
    .default(DEFAULT_VALIDITY_DAYS),
  paymentTerms: optionalText(2000),
  deliveryTerms: optionalText(2000),
  footer: optionalText(1000),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;

/** GET /api/settings/company (every approved user): the profile, whether it has a logo, its revision. */
export const companyProfileAnswerSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  nip: z.string().nullable(),
  /** The 26 digits of the account (printed with formatBankAccount). */
  bankAccount: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  www: z.string().nullable(),
  validityDays: z.number().int(),
  paymentTerms: z.string().nullable(),
  deliveryTerms: z.string().nullable(),
  footer: z.string().nullable(),
  /** `GET /api/settings/company/logo` answers an image (no sign-in needed). */
  hasLogo: z.boolean(),
  /** Raised by every save and logo change: kept PDFs are per quote version and this revision (D23). */
  revision: z.number().int(),
  updatedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileAnswerSchema>;
