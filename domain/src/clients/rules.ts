/**
 * The address book's rules (D19), pure and zod-free: the staff forms, the server and the partner-site
 * widget check clients alike.
 */
export const clientRuleMessages = {
  nip: 'Nieprawidłowy NIP',
  phone: 'Nieprawidłowy numer telefonu',
  duplicateNip: 'Klient o tym NIP już istnieje',
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
  name.toLocaleLowerCase('pl').replace(/[^\p{L}\p{N}]+/gu, '');
