/**
 * A Polish bank account (D23): 26 digits (the NRB), optionally written as an IBAN with 'PL' and in
 * groups; valid when the IBAN's mod-97 check holds. Pure, for the form and the server alike.
 */
export const bankAccountDigits = (account: string): string =>
  account.replace(/[\s-]/g, '').replace(/^PL/i, '');

export function isValidPolishBankAccount(account: string): boolean {
  const digits = bankAccountDigits(account);
  if (!/^\d{26}$/.test(digits)) return false;
  // IBAN: the country and check digits moved to the end, letters as numbers (P = 25, L = 21).
  const rearranged = `${digits.slice(2)}2521${digits.slice(0, 2)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The account as printed: 'PL61 1090 1014 0000 0712 1981 2874'. */
export const formatBankAccount = (account: string): string =>
  `PL${bankAccountDigits(account)}`.replace(/(.{4})(?=.)/g, '$1 ');
