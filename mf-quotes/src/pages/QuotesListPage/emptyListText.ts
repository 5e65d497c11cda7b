export interface EmptyListContext {
  /** A status filter or a search is applied. */
  filtersActive: boolean;
}

/**
 * The empty quotes list with spec-1's three texts: 'Brak wycen do wyświetlenia' as the title, and
 * why below it: the filters match nothing, or there are no quotes yet.
 */
export function emptyListText({ filtersActive }: EmptyListContext) {
  return {
    title: 'Brak wycen do wyświetlenia',
    description: filtersActive ? 'Brak wycen pasujących do filtrów' : 'Nie masz jeszcze żadnych wycen',
  };
}
