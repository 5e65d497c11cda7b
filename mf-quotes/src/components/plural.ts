/** Polish plural forms: 1 pozycja, 2–4 pozycje (not 12–14), 5+ pozycji. */
export function pluralPl(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

export const itemCountLabel = (count: number) =>
  `${count} ${pluralPl(count, 'pozycja', 'pozycje', 'pozycji')}`;
