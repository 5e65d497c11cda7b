export interface EmptyListContext {
  /** A status filter or a search is applied. */
  filtersActive: boolean;
  /** The user sees every equipment quote (D1 'quotes.equipment:viewAll'), not only their own. */
  seesAll: boolean;
}

/** Which of spec-1's three empty texts an empty quotes list shows. */
export function emptyListText({ filtersActive, seesAll }: EmptyListContext): string {
  if (filtersActive) return 'Brak wycen pasujących do filtrów';
  return seesAll ? 'Brak wycen do wyświetlenia' : 'Nie masz jeszcze żadnych wycen';
}
