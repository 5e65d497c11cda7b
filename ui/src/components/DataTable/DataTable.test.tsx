import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { PHONE_MEDIA_QUERY } from '../../theme/usePhoneLayout.ts';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Quote {
  id: number;
  number: string;
  client: string;
  net: string;
}

const quotes: Quote[] = [
  { id: 1, number: 'WYC/2026/0001', client: 'Budimex S.A.', net: '1 000,00 zł' },
  { id: 2, number: 'WYC/2026/0002', client: 'Gmina Wieliczka', net: '250,00 zł' },
];

function renderQuotes(props: Partial<DataTableProps<Quote>> = {}) {
  const onDelete = vi.fn();
  renderWithTheme(
    <DataTable
      aria-label="Wyceny"
      rows={quotes}
      rowKey={(quote) => quote.id}
      title={{ header: 'Nr wyceny', cell: (quote) => quote.number }}
      columns={[
        { header: 'Klient', cell: (quote) => quote.client },
        { header: 'Wartość netto', cell: (quote) => quote.net, align: 'right' },
      ]}
      actions={(quote) => (
        <Button size="sm" aria-label={`Usuń wycenę ${quote.number}`} onClick={() => onDelete(quote.id)}>
          Usuń
        </Button>
      )}
      {...props}
    />,
  );
  return { onDelete };
}

const onAPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_MEDIA_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('DataTable', () => {
  it('is a table with the key fact first and the actions last on a wide screen', () => {
    renderQuotes();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nr wyceny', 'Klient', 'Wartość netto', 'Akcje']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'WYC/2026/0001',
      'Budimex S.A.',
      '1 000,00 zł',
      'Usuń',
    ]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('becomes one card per row on a phone, with the same facts and actions and no table', () => {
    onAPhone();
    const { onDelete } = renderQuotes();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Wyceny' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]);
    expect(second.getByText('WYC/2026/0002')).toBeTruthy();
    expect(second.getAllByRole('term').map((term) => term.textContent)).toEqual(['Klient', 'Wartość netto']);
    expect(second.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Gmina Wieliczka',
      '250,00 zł',
    ]);
    fireEvent.click(
      within(second.getByRole('group', { name: 'Akcje' })).getByRole('button', {
        name: 'Usuń wycenę WYC/2026/0002',
      }),
    );
    expect(onDelete).toHaveBeenCalledWith(2);
  });

  it('makes a card title a heading of the level that fits the page', () => {
    renderQuotes({ layout: 'cards', cardTitleLevel: 3 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'WYC/2026/0001',
      'WYC/2026/0002',
    ]);
  });

  it('keeps the table when forced, even on a phone', () => {
    onAPhone();
    renderQuotes({ layout: 'table' });
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
