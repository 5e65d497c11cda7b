import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { QuoteClientCard } from './QuoteClientCard.tsx';

afterEach(cleanup);

const client = {
  companyName: 'Lipowa Budowa',
  nip: '5261040828',
  contactPerson: 'Zenon Kowalczyk',
  email: 'zenon@lipowa.pl',
  phone: '601 234 567',
  address: 'ul. Lipowa 7',
  erasedAt: null,
};

it('shows the client’s contact', () => {
  renderWithTheme(<QuoteClientCard client={client} />);
  expect(screen.getByText('Zenon Kowalczyk')).toBeTruthy();
  expect(screen.queryByText('Dane usunięte')).toBeNull();
});

it('shows ‘Dane usunięte’ where the contact was once it was erased (D25), the company kept', () => {
  renderWithTheme(
    <QuoteClientCard
      client={{
        ...client,
        contactPerson: null,
        email: null,
        phone: null,
        address: null,
        erasedAt: '2026-11-26T10:00:00.000Z',
      }}
    />,
  );
  expect(screen.getByText('Dane usunięte')).toBeTruthy();
  expect(screen.getByText('Lipowa Budowa')).toBeTruthy();
  expect(screen.getByText('5261040828')).toBeTruthy();
});
