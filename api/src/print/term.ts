import { dayLabel, endsOn, formatDateText } from '@ppp/domain';
import type { KindPrintout } from './document.ts';

/** D21: days from `first` to `last`, 'DD.MM.YYYY–DD.MM.YYYY' (one day alone), or 'Bez terminu'. */
export function daySpan(first: string | null, last: string | null) {
  if (!first) return 'Bez terminu';
  return !last || last === first ? formatDateText(first) : `${formatDateText(first)}–${formatDateText(last)}`;
}

/**
 * The rental's dates on paper (D21, D23): from the start to the last day any item takes, and the
 * quote's period when it has one.
 */
export function rentalTerm(
  quote: { startsOn: string | null; rentalDays: number | null },
  items: readonly { endsOn: string | null; rentalPeriodDays: number }[],
): KindPrintout['term'] {
  const { startsOn } = quote;
  const last = startsOn
    ? items
        .map((item) => item.endsOn ?? endsOn(startsOn, item.rentalPeriodDays))
        .reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null)
    : null;
  return {
    heading: 'Wynajem',
    facts: [
      ['Termin wynajmu', daySpan(startsOn, last)],
      ...(quote.rentalDays ? ([['Okres wynajmu', dayLabel(quote.rentalDays)]] as [string, string][]) : []),
    ],
  };
}
