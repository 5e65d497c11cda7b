/**
 * The address book's rules (D19), pure and zod-free: the staff forms, the server and the partner-site
 * widget check clients alike.
 */
export const clientRuleMessages = {
  nip: 'Nieprawidłowy NIP',
  phone: 'Nieprawidłowy numer telefonu',
  duplicateNip: 'Klient o tym NIP już istnieje',
  /** spec-1 §5, verbatim, attached to companyName. */
  atLeastOne: 'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
  email: 'Nieprawidłowy format email',
} as const;

/** The longest value of each client field the schemas take. */
export const clientFieldLimits = {
  companyName: 300,
  nip: 20,
  contactPerson: 200,
  phone: 50,
  email: 320,
  address: 500,
} as const;

/** The Ministry of Finance's weights of the first nine digits. */
const nipWeights = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A NIP as typed without its spaces and dashes ('526-020-10-90' → '5260201090'). */
export const nipDigits = (nip: string): string => nip.replace(/[\s-]/g, '');

/** Ten digits whose weighted sum mod 11 equals the last digit (a sum of 10 is never valid). */
export function isValidNip(nip: string): boolean {
  const digits = nipDigits(nip);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = nipWeights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** Digits, spaces, '+', '(', ')' and '-', with at least one digit. */
export const isValidPhone = (phone: string): boolean => /^[\d\s+()-]+$/.test(phone) && /\d/.test(phone);

/**
 * A company name for matching (D19: case and punctuation ignored): only its letters (Polish ones
 * included) and digits, lower case, so 'Budimex S.A.', 'BUDIMEX SA' and 'budimex s. a.' all read
 * 'budimexsa', and a typed 'Budimex' is found in each.
 */
export const companyNameKey = (name: string): string =>
  withoutMarks(name.toLocaleLowerCase('pl')).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Letters without their diacritical marks ('łódź' → 'lodz'): a name typed without Polish letters,
 * as on a keyboard without them, is the same name. 'ł' has no decomposition of its own.
 */
const withoutMarks = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L');

/** A client card as a form holds it (every field optional text). */
export interface ClientCard {
  companyName?: string | null;
  nip?: string | null;
  contactPerson?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
/**
 * The one e-mail rule of every form, widget and schema (the schemas pass it to `z.email`, so a widget
 * refuses what the server would, before the send): zod's own default, in ASCII ('łukasz@żuraw.pl' is
 * refused everywhere alike; mail to it would need SMTPUTF8).
 */
export const emailPattern = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[a-z\d][a-z\d-]*\.)+[a-z]{2,}$/i;

/**
 * The client card's rules (spec-1 §5, D19) without zod, for the widgets and the assessment card: at
 * least one of company, contact person, phone or e-mail (on the company name), a valid NIP, phone
 * and e-mail when given. The server's schema stays the authority.
 */
export function clientCardErrors(client: ClientCard): Partial<Record<keyof ClientCard, string>> {
  const errors: Partial<Record<keyof ClientCard, string>> = {};
  if (![client.companyName, client.contactPerson, client.phone, client.email].some(filled)) {
    errors.companyName = clientRuleMessages.atLeastOne;
  }
  if (filled(client.nip) && !isValidNip((client.nip ?? '').trim())) errors.nip = clientRuleMessages.nip;
  if (filled(client.phone) && !isValidPhone((client.phone ?? '').trim()))
    errors.phone = clientRuleMessages.phone;
  if (filled(client.email) && !emailPattern.test((client.email ?? '').trim()))
    errors.email = clientRuleMessages.email;
  return errors;
}

/**
 * A client as lists name it: the company, else the contact person. Here, zod-free, so the home
 * page's 'Ostatnie oferty' names clients without the schemas in the shell's first load.
 */
export const clientDisplayName = (client: { companyName: string | null; contactPerson: string | null }) =>
  client.companyName || client.contactPerson || 'Klient bez nazwy';
