import { Button, EmptyState, IconPlus, type ListAddress, listSourceOf } from '@ppp/ui';
import { Link } from 'react-router';
import { listStatusOf } from './QuoteStatusFilter.tsx';

/** spec-1 §2 and D14: the texts of an empty quote list of every kind. */
const quoteListEmptyTexts = {
  title: 'Brak wycen do wyświetlenia',
  filtered: 'Brak wycen pasujących do filtrów',
} as const;

export interface QuoteListEmptyProps {
  address: ListAddress;
  /** Why there is nothing while no filter is applied, e.g. 'Nie masz jeszcze żadnych wycen'. */
  emptyDescription: string;
  /** The title while nothing is filtered, where a kind's spec names its own; else 'Brak wycen do wyświetlenia'. */
  emptyTitle?: string;
  /** The kind's creation page and its button's text. */
  createTo: string;
  createLabel: string;
}

/**
 * The empty state of every kind's saved-quotes list (D18): with a search, status or source filter applied,
 * 'Brak wycen pasujących do filtrów' and a button clearing them; otherwise the way to a first quote.
 */
export function QuoteListEmpty({
  address,
  emptyDescription,
  emptyTitle = quoteListEmptyTexts.title,
  createTo,
  createLabel,
}: QuoteListEmptyProps) {
  const filtered = Boolean(listStatusOf(address) || listSourceOf(address) || address.search);
  return (
    <EmptyState
      title={filtered ? quoteListEmptyTexts.title : emptyTitle}
      description={filtered ? quoteListEmptyTexts.filtered : emptyDescription}
      action={
        filtered ? (
          <Button
            variant="outline"
            onClick={() => {
              address.setSearchText('');
              address.update({ status: null, source: null, page: null, search: null });
            }}
          >
            Wyczyść filtry
          </Button>
        ) : (
          <Button as={Link} to={createTo}>
            <IconPlus size={16} />
            {createLabel}
          </Button>
        )
      }
    />
  );
}
