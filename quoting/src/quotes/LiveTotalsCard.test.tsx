import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { LiveTotalsCard, QuoteFormButtons } from './LiveTotalsCard.tsx';

afterEach(cleanup);

it("shows a form's live figures with the kind's own lines, a note and the buttons, in that order", () => {
  renderWithTheme(
    <LiveTotalsCard
      title="Kalkulacja kosztów"
      label="Wartość wyceny transportu"
      totals={{ totalNet: '100.00', vatAmount: '23.00', totalGross: '123.00' }}
      vatRate="23"
      currency="PLN"
      lead={<p>4,50 zł/km × 20 km</p>}
      note="Nie wliczono pozycji (1)."
    >
      <button type="button">Utwórz wycenę</button>
    </LiveTotalsCard>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Kalkulacja kosztów' })).toBeTruthy();
  const figures = screen.getByLabelText('Wartość wyceny transportu');
  expect(within(figures).getByText(/123,00/)).toBeTruthy();
  const order = [
    '4,50 zł/km × 20 km',
    'Wartość wyceny transportu',
    'Nie wliczono pozycji (1).',
    'Utwórz wycenę',
  ];
  const nodes = [
    screen.getByText(order[0]),
    figures,
    screen.getByText(order[2]),
    screen.getByRole('button', { name: order[3] }),
  ];
  for (let i = 1; i < nodes.length; i++) {
    expect(nodes[i - 1].compareDocumentPosition(nodes[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
});

it("is headed 'Podsumowanie' and shows no empty note or button row by default", () => {
  const { container } = renderWithTheme(
    <LiveTotalsCard
      label="Wartość wyceny"
      totals={{ totalNet: '0.00', vatAmount: '0.00', totalGross: '0.00' }}
      vatRate="23"
      currency="PLN"
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeTruthy();
  expect(container.querySelectorAll('p')).toHaveLength(0);
  expect(screen.queryByRole('button')).toBeNull();
});

it("gives a locked quote's form only the way back, and an open one its buttons before 'Anuluj'", () => {
  const { unmount } = renderWithTheme(
    <MemoryRouter>
      <QuoteFormButtons
        readOnly
        backTo="/quotes/7"
        main={<button type="button">Zapisz zmiany</button>}
        onSaveDraft={() => {}}
        saving={null}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Powrót do wyceny' }).getAttribute('href')).toBe('/quotes/7');
  expect(screen.queryByRole('button')).toBeNull();
  unmount();

  renderWithTheme(
    <MemoryRouter>
      <QuoteFormButtons
        readOnly={false}
        backTo="/quotes"
        main={<button type="button">Utwórz wycenę</button>}
        onSaveDraft={() => {}}
        saving={null}
      />
    </MemoryRouter>,
  );
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Utwórz wycenę',
    'Zapisz jako wersję roboczą',
  ]);
  const cancel = screen.getByRole('link', { name: 'Anuluj' });
  expect(cancel.getAttribute('href')).toBe('/quotes');
  expect(screen.queryByRole('link', { name: 'Powrót do wyceny' })).toBeNull();
});
