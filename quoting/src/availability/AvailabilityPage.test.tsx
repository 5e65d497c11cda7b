import { type AvailabilityHolding, type EquipmentAvailability, todayInWarsaw } from '@ppp/domain';
import { answerFetch, json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityPage } from './AvailabilityPage.tsx';
import { daysOfMonth, monthOf, monthPeriod, monthTitle } from './month.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const availabilityUrl = (month: string, id = 5) => {
  const { from, to } = monthPeriod(month);
  return `GET /api/availability?kind=equipment&equipmentIds=${id}&from=${from}&to=${to}`;
};
const holdingsUrl = (month: string, id = 5) => {
  const { from, to } = monthPeriod(month);
  return `GET /api/availability/holdings?kind=equipment&equipmentId=${id}&from=${from}&to=${to}`;
};

/** Koparka with 3 units; 2 approved on 10–12 March, 1 more tentative on 12–14 March. */
function marchOf(month = '2027-03'): EquipmentAvailability[] {
  return [
    {
      equipmentId: 5,
      name: 'Koparka JCB',
      availableQuantity: 3,
      days: daysOfMonth(month).map((date) => {
        const day = Number(date.slice(8));
        const approved = day >= 10 && day <= 12 ? 2 : day === 20 ? 3 : 0;
        const tentative = day >= 12 && day <= 14 ? 1 : 0;
        return { date, free: 3 - approved, approved, tentative };
      }),
    },
  ];
}

const holdings: AvailabilityHolding[] = [
  {
    status: 'approved',
    units: 2,
    startsOn: '2027-03-10',
    endsOn: '2027-03-12',
    quote: { id: 11, kind: 'equipment', quoteNumber: 'WYC/2027/0011', clientName: 'Budimex S.A.' },
  },
  { status: 'pending', units: 1, startsOn: '2027-03-12', endsOn: '2027-03-14', quote: null },
  { status: 'approved', units: 3, startsOn: '2027-02-27', endsOn: '2027-03-20', quote: null },
];

function renderPage(path: string) {
  return renderArea(
    <Routes>
      <Route path="/equipment/:id/availability" element={<AvailabilityPage kind="equipment" />} />
      <Route path="/quotes/:id" element={<h1>Szczegóły wyceny</h1>} />
    </Routes>,
    path,
  );
}

describe('the availability page (D21)', () => {
  it("titles the item, draws the month's bars, and links only the quotes the viewer may open", async () => {
    const user = userEvent.setup();
    answerFetch({
      [availabilityUrl('2027-03')]: () => json(marchOf()),
      [holdingsUrl('2027-03')]: () => json(holdings),
    });
    renderPage('/equipment/5/availability?month=2027-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dostępność: Koparka JCB' })).toBeTruthy();
    expect(screen.getByText('Dostępne sztuki: 3')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Marzec 2027' })).toBeTruthy();
    const timeline = screen.getByRole('group', { name: 'Rezerwacje: Marzec 2027' });
    // One link: the quote the viewer may open, with its number, client, status and days.
    const links = within(timeline).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('aria-label')).toBe(
      'WYC/2027/0011, Budimex S.A., zatwierdzona: 2 szt., 10.03.2027–12.03.2027',
    );
    expect(timeline.textContent).toContain('WYC/2027/0011');
    expect(timeline.textContent).toContain('Budimex S.A.');
    // The others say only that units are held.
    expect(timeline.textContent).toContain('Wstępna rezerwacja');
    expect(timeline.textContent).toContain('Rezerwacja');
    // The legend names both kinds of bar.
    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(legend.textContent).toContain('Zatwierdzona');
    expect(legend.textContent).toContain('Wstępna');
    // A day without free units is marked in the free units' row.
    const short = timeline.querySelectorAll('text.short');
    expect([...short].map((text) => text.textContent)).toEqual(['0']);
    // A bar leads to its quote.
    await user.click(links[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Szczegóły wyceny' })).toBeTruthy();
  });

  it('reads as a table: every day with its free, approved and tentative units, and the holdings', async () => {
    const user = userEvent.setup();
    answerFetch({
      [availabilityUrl('2027-03')]: () => json(marchOf()),
      [holdingsUrl('2027-03')]: () => json(holdings),
    });
    renderPage('/equipment/5/availability?month=2027-03');
    await user.click(await screen.findByRole('button', { name: 'Pokaż jako tabelę' }));
    const days = screen.getByRole('table', { name: 'Dostępność w dniach: Marzec 2027' });
    const rows = within(days).getAllByRole('row');
    expect(rows).toHaveLength(32);
    expect(
      within(rows[12])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12.03.2027 (Pt)', '1', '2', '1']);
    const held = screen.getByRole('table', { name: 'Rezerwacje: Marzec 2027' });
    expect(within(held).getByRole('link', { name: 'WYC/2027/0011' }).getAttribute('href')).toBe('/quotes/11');
    expect(held.textContent).toContain('Wstępna rezerwacja');
    await user.click(screen.getByRole('button', { name: 'Pokaż oś czasu' }));
    expect(screen.getByRole('group', { name: 'Rezerwacje: Marzec 2027' })).toBeTruthy();
  });

  it('moves a month at a time, and back to the current month with Dziś', async () => {
    const user = userEvent.setup();
    const today = todayInWarsaw();
    const current = monthOf(today);
    answerFetch({
      [availabilityUrl('2027-03')]: () => json(marchOf()),
      [holdingsUrl('2027-03')]: () => json(holdings),
      [availabilityUrl('2027-04')]: () => json(marchOf('2027-04')),
      [holdingsUrl('2027-04')]: () => json([]),
      [availabilityUrl(current)]: () => json(marchOf(current)),
      [holdingsUrl(current)]: () => json([]),
    });
    renderPage('/equipment/5/availability?month=2027-03');
    await screen.findByRole('heading', { level: 2, name: 'Marzec 2027' });
    await user.click(screen.getByRole('button', { name: 'Następny miesiąc' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kwiecień 2027' })).toBeTruthy();
    expect(await screen.findByText('Brak rezerwacji w tym miesiącu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dziś' }));
    expect(await screen.findByRole('heading', { level: 2, name: monthTitle(current) })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dziś' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('opens on the current month without a month in the address', async () => {
    const current = monthOf(todayInWarsaw());
    answerFetch({
      [availabilityUrl(current)]: () => json(marchOf(current)),
      [holdingsUrl(current)]: () => json([]),
    });
    renderPage('/equipment/5/availability?month=2027-13');
    expect(await screen.findByRole('heading', { level: 2, name: monthTitle(current) })).toBeTruthy();
    expect(await screen.findByText('Brak rezerwacji w tym miesiącu')).toBeTruthy();
  });

  it('says when the item does not exist', async () => {
    answerFetch({
      [availabilityUrl('2027-03', 99)]: () => json([]),
      [holdingsUrl('2027-03', 99)]: () => json([]),
    });
    renderPage('/equipment/99/availability?month=2027-03');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono sprzętu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Powrót do katalogu sprzętu' }).getAttribute('href')).toBe(
      '/equipment',
    );
  });

  it('says an address that names no item is not found, without asking the server', () => {
    const fetchMock = answerFetch({});
    renderPage('/equipment/koparka/availability');
    expect(screen.getByRole('heading', { level: 1, name: 'Nie znaleziono sprzętu' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loading state, then a failure with a retry that loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    answerFetch({
      [availabilityUrl('2027-03')]: () => (fail ? json({ message: 'Błąd serwera' }, 500) : json(marchOf())),
      [holdingsUrl('2027-03')]: () => json(holdings),
    });
    renderPage('/equipment/5/availability?month=2027-03');
    expect(screen.getByText('Ładowanie dostępności...')).toBeTruthy();
    expect(await screen.findByText('Błąd ładowania dostępności')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dostępność: Koparka JCB' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rezerwacje: Marzec 2027' })).toBeTruthy();
  });
});
