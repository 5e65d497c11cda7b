import { type DepartmentQuoteDetail, departmentConfigs } from '@ppp/domain';
import { json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartmentQuoteForm } from './DepartmentQuoteForm.tsx';
import { itemOf, quoteOf, small } from './departmentTesting.ts';

// D23: a quote holds at most 500 items; the electrical and general form stops adding there.

const config = departmentConfigs.electrical;

function renderEdit(quote: DepartmentQuoteDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json([])),
  );
  const form = (
    <DepartmentQuoteForm
      config={config}
      quote={quote}
      catalogue={[small]}
      vatRate="23.00"
      currency="PLN"
      readOnly={false}
    />
  );
  return renderArea(
    <Routes>
      <Route path={`${config.paths.list}/:id/edit`} element={form} />
    </Routes>,
    `${config.paths.list}/${quote.id}/edit`,
  );
}

const withItems = (count: number) =>
  quoteOf({
    items: Array.from({ length: count }, (_, index) => ({
      ...itemOf(100 + index, small),
      position: index + 1,
    })),
    itemCount: count,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the items limit of the electrical and general form (D23)', () => {
  it('stops adding at 500 items and says why', () => {
    renderEdit(withItems(500));
    const picker = screen.getByPlaceholderText('Szukaj sprzętu...') as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    expect(screen.getByText('Wycena może mieć najwyżej 500 pozycji')).toBeTruthy();
  });

  it('adds below it', () => {
    renderEdit(withItems(2));
    const picker = screen.getByPlaceholderText('Szukaj sprzętu...') as HTMLInputElement;
    expect(picker.disabled).toBe(false);
    expect(screen.queryByText('Wycena może mieć najwyżej 500 pozycji')).toBeNull();
  });
});
