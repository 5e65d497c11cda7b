// Amounts as the quote form shows them (the server's amounts are decimal strings).
const moneyFormats = new Map<string, Intl.NumberFormat>();
export function money(amount: string, currency = 'PLN') {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('pl-PL', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount as unknown as number);
}
