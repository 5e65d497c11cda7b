/**
 * The messages of a quote item's fields (spec-1 §5, D4, D19). Zod-free: the partner-site widget
 * checks its items with them too.
 */
export const itemInputMessages = {
  notNumber: 'Podaj liczbę',
  negative: 'Wartość nie może być ujemna',
  quantity: 'Ilość musi być co najmniej 1',
  quantityWhole: 'Ilość podaj w pełnych sztukach',
  rentalPeriodDays: 'Okres wynajmu musi wynosić od 1 do 365 dni',
  rentalPeriodWholeDays: 'Okres wynajmu podaj w pełnych dniach',
  hoursPerDay: 'Liczba godzin dziennie musi wynosić od 1 do 24',
  technicians: 'Liczba techników musi wynosić co najmniej 1',
  trips: 'Liczba wyjazdów musi wynosić co najmniej 1',
  discountOverride: 'Rabat musi wynosić od 0 do 100%',
  /** spec-1 §5, verbatim. */
  equipment: 'Wszystkie pozycje muszą mieć wybrany sprzęt',
  extraId: 'Nieprawidłowy identyfikator opcji',
  flag: 'Podaj wartość tak lub nie',
  unknownEquipment: 'Wybrany sprzęt nie istnieje',
  tooLarge: 'Wartość jest zbyt duża',
  quantityTooLarge: 'Ilość jest zbyt duża',
  /** A priced item or a quote whose amounts a numeric(12,2) column cannot hold. */
  itemTooLarge: 'Wartość pozycji jest zbyt duża',
  quoteTooLarge: 'Wartość wyceny jest zbyt duża',
} as const;

/**
 * D8: the stock rule of a quote, per equipment summed over its items; every kind's form, the API and
 * the partner-site widget say it alike.
 */
export const stockExceeded = (name: string, available: number) =>
  `Ilość sprzętu „${name}” przekracza dostępną: maksymalnie ${available} szt.`;
