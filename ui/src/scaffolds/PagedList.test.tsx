import { foundQuotesLabel, type Page } from '@ppp/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListAddress } from '../hooks/useListAddress.ts';
import { renderWithTheme } from '../test/render.tsx';
import { PagedList } from './PagedList.tsx';

afterEach(cleanup);

function renderList(page: Page<string>, update = vi.fn()) {
  const address: ListAddress = {
    params: new URLSearchParams(),
    page: page.page,
    searchText: '',
    setSearchText: vi.fn(),
    search: '',
    update,
    pageCountOf: (total, pageSize) => Math.max(1, Math.ceil(total / pageSize)),
  };
  renderWithTheme(
    <PagedList
      address={address}
      query={{ isPending: false, isError: false, isSuccess: true, data: page, refetch: vi.fn() }}
      searchLabel="Szukaj"
      searchPlaceholder="Szukaj…"
      resultText={foundQuotesLabel}
      loadingText="Ładowanie"
      errorTitle="Błąd"
      errorDescription="Błąd"
      empty={<p>Pusto</p>}
      renderItems={(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    />,
  );
  return update;
}

const rows = Array.from({ length: 50 }, (_, n) => `Wycena ${n}`);

describe('PagedList', () => {
  it('shows how many quotes it found', () => {
    renderList({ items: rows.slice(0, 3), total: 3, page: 1, pageSize: 50, totalIsEstimate: false });
    expect(screen.getByRole('status').textContent).toBe('Znaleziono 3 wyceny');
  });

  it('says "ponad N" past the counted part and keeps a next page (issue 16 §4)', () => {
    const update = renderList({ items: rows, total: 10_000, page: 200, pageSize: 50, totalIsEstimate: true });
    expect(screen.getByRole('status').textContent).toBe('Znaleziono ponad 10\u00a0000 wycen');
    const next = screen.getByRole('button', { name: 'Następna strona' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(update).toHaveBeenCalledWith({ page: '201' });
  });
});
