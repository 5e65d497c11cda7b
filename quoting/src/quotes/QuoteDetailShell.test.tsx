import type { QuoteHeader, Role, User } from '@ppp/domain';
import { CURRENT_USER_QUERY_KEY, lightTheme } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteDetailShell, type QuoteDetailShellProps } from './QuoteDetailShell.tsx';

const userOf = (role: Role): User => ({
  id: 3,
  email: 'ewa.lis@firma.pl',
  firstName: 'Ewa',
  lastName: 'Lis',
  profileImageUrl: null,
  role,
  isApproved: true,
  isActive: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const quote: QuoteHeader = {
  id: 7,
  quoteNumber: 'TRA/2026/0007',
  status: 'draft',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdBy: { id: 3, firstName: 'Ewa', lastName: 'Lis', email: 'ewa.lis@firma.pl' },
  isGuest: false,
  source: null,
  apiKeyId: null,
  clientId: 1,
  client: {
    id: 1,
    companyName: 'Budimex S.A.',
    nip: null,
    contactPerson: null,
    phone: null,
    email: null,
    address: null,
  },
  vatRate: '23.00',
  currency: 'PLN',
  totalNet: '100.00',
  vatAmount: '23.00',
  totalGross: '123.00',
  notes: 'Dowóz na plac budowy',
  startsOn: null,
  rentalDays: null,
  version: 1,
  validUntil: '2026-12-04',
  validUntilFixed: false,
  history: [],
  share: null,
  assessmentId: null,
};

function renderShell(role: Role, props: Partial<QuoteDetailShellProps> = {}) {
  // Every read is answered from the cache set here, as the shared client keeps it.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(CURRENT_USER_QUERY_KEY, userOf(role));
  client.setQueryData(['/api/needs-assessment/responses', 12], { id: 12, responseNumber: 'BP/2026/0012' });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>
          <QuoteDetailShell
            kind="transport"
            quote={quote}
            backLabel="Powrót do wycen transportu"
            itemsTitle="Trasa"
            items={<p>Warszawa → Kraków</p>}
            {...props}
          />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the detail page of every kind (D18, D20)', () => {
  it("titles the page with the kind's label and leads back to the kind's list", () => {
    renderShell('employee');
    expect(screen.getByRole('heading', { level: 1, name: 'Wycena transportu TRA/2026/0007' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Powrót do wycen transportu' });
    expect(back.getAttribute('href')).toBe('/transport-quotes');
    expect(screen.getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toBe(
      '/transport-quotes/7/edit',
    );
  });

  it("shows the kind's items, its extra facts, and the notes as every kind's form names them", () => {
    renderShell('employee', { extraFacts: [['Schemat cenowy', 'Standard']] });
    expect(screen.getByRole('heading', { level: 2, name: 'Trasa' })).toBeTruthy();
    expect(screen.getByText('Warszawa → Kraków')).toBeTruthy();
    expect(screen.getByText('Schemat cenowy')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Uwagi do wyceny' })).toBeTruthy();
    expect(screen.getByText('Dowóz na plac budowy')).toBeTruthy();
    expect(screen.getByTestId('quote-total-gross').textContent).toContain('123,00');
  });

  it('leads back to the assessment the quote was made from (D22), and says nothing of one without', () => {
    renderShell('employee', { quote: { ...quote, assessmentId: 12 } });
    const link = screen.getByRole('link', { name: 'Z badania BP/2026/0012' });
    expect(link.getAttribute('href')).toBe('/needs-assessment/12/print');
    cleanup();
    renderShell('employee');
    expect(screen.queryByText(/Z badania/)).toBeNull();
  });

  it('shows no notes card for a quote without notes', () => {
    renderShell('employee', { quote: { ...quote, notes: null } });
    expect(screen.queryByRole('heading', { level: 2, name: /Uwagi/ })).toBeNull();
  });

  it("says when the rental starts and for how long, or 'Bez terminu' (D21)", () => {
    renderShell('employee', { quote: { ...quote, startsOn: '2027-03-12', rentalDays: 5 } });
    expect(screen.getByText('Termin').nextElementSibling?.textContent).toBe('12 marca 2027');
    expect(screen.getByText('Okres wynajmu').nextElementSibling?.textContent).toBe('5 dni');
    cleanup();
    renderShell('employee');
    expect(screen.getByText('Termin').nextElementSibling?.textContent).toBe('Bez terminu');
    expect(screen.queryByText('Okres wynajmu')).toBeNull();
  });

  it("marks a web enquiry 'Z formularza' in the header, under the title (D22)", () => {
    renderShell('employee', {
      subtitle: 'Szczegóły wyceny',
      quote: { ...quote, isGuest: true, createdBy: null, source: 'Portal Budowlany', apiKeyId: 4 },
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Z formularza')).toBeTruthy();
    expect(within(header).getByText('Szczegóły wyceny')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Wycena transportu TRA/2026/0007' })).toBeTruthy();
    cleanup();
    renderShell('employee', { subtitle: 'Szczegóły wyceny' });
    expect(within(screen.getByRole('banner')).queryByText('Z formularza')).toBeNull();
  });

  it("offers 'Usuń' to the kind's approvers only, asking in the kind's words (spec-2 §5)", () => {
    renderShell('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Usunąć wycenę TRA/2026/0007?');
    expect(dialog.textContent).toContain('Czy na pewno chcesz usunąć tę wycenę?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    cleanup();
    renderShell('employee');
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
  });

  it("puts the client's decision first: the comment as text with its line breaks, the name and the date (D22)", () => {
    const comment = 'Akceptujemy <b>wszystko</b>.\nDostawa w poniedziałek.';
    renderShell('employee', {
      quote: {
        ...quote,
        status: 'approved',
        history: [
          {
            fromStatus: 'draft',
            toStatus: 'pending',
            changedAt: '2026-11-20T10:00:00.000Z',
            changedBy: quote.createdBy,
            actorName: null,
            comment: null,
            version: 1,
          },
          {
            fromStatus: 'pending',
            toStatus: 'approved',
            changedAt: '2026-11-21T13:30:00.000Z',
            changedBy: null,
            actorName: 'Klient: Jan Kowalski',
            comment,
            version: 1,
          },
        ],
      },
    });
    const card = screen.getByRole('region', { name: 'Decyzja klienta' });
    expect(within(card).getByText('Zaakceptowana')).toBeTruthy();
    expect(within(card).getByText('Jan Kowalski')).toBeTruthy();
    expect(within(card).getByText('21 listopada 2026, 14:30')).toBeTruthy();
    const words = card.querySelector('blockquote');
    expect(words?.textContent).toBe(comment);
    expect(words?.querySelector('b')).toBeNull();
    // Above every other card of the quote.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Decyzja klienta');
  });

  it('shows no decision card while the client has not decided', () => {
    renderShell('employee');
    expect(screen.queryByRole('region', { name: 'Decyzja klienta' })).toBeNull();
  });

  it("offers 'Drukuj dla klienta' beside 'Drukuj': the client document, without the internal facts (D23)", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderShell('employee');
    fireEvent.click(screen.getByRole('button', { name: 'Drukuj dla klienta' }));
    expect(open).toHaveBeenLastCalledWith('/api/transport-quotes/7/print?for=client', '_blank', 'noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Drukuj' }));
    expect(open).toHaveBeenLastCalledWith('/api/transport-quotes/7/print', '_blank', 'noopener');
    open.mockRestore();
  });
});
