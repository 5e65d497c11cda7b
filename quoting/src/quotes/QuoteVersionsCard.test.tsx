import type { QuoteHeader, QuoteVersion } from '@ppp/domain';
import { answerFetch, json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteVersionsCard } from './QuoteVersionsCard.tsx';

// D23: the 'Wersje' card of every kind's detail page: the versions with their reason and totals, what
// changed between kept versions, and the state 'Zmieniono po wysłaniu'.

const ewa = { id: 3, firstName: 'Ewa', lastName: 'Lis', email: 'ewa.lis@firma.pl' };

const koparka = (quantity: number, total: string) => ({
  equipmentId: 1,
  equipment: { id: 1, name: 'Koparka', model: null },
  quantity,
  rentalPeriodDays: 3,
  totalPrice: total,
});
const ladowarka = {
  equipmentId: 2,
  equipment: { id: 2, name: 'Ładowarka', model: null },
  quantity: 1,
  rentalPeriodDays: 2,
  totalPrice: '200.00',
};

type Detail = QuoteHeader & { items: ReturnType<typeof koparka>[] };

function quoteOf(overrides: Partial<Detail> = {}): Detail {
  return {
    id: 7,
    quoteNumber: 'WYC/2026/0007',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    createdBy: ewa,
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
    totalNet: '600.00',
    vatAmount: '138.00',
    totalGross: '738.00',
    notes: null,
    startsOn: null,
    rentalDays: null,
    version: 2,
    validUntil: '2026-12-05',
    validUntilFixed: true,
    history: [],
    share: { expiresAt: '2026-12-21T10:00:00.000Z' },
    assessmentId: null,
    items: [koparka(2, '600.00')],
    ...overrides,
  };
}

const version = (overrides: Partial<QuoteVersion>): QuoteVersion => ({
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  reason: 'created',
  totalNet: '500.00',
  totalGross: '615.00',
  validUntil: null,
  ...overrides,
});

const base = '/api/quotes';

/** An element's text with the no-break spaces of Polish amounts read as spaces. */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the 'Wersje' card (D23)", () => {
  it('lists the versions newest first with their reason, date, totals and validity; the current one marked', async () => {
    answerFetch({
      [`GET ${base}/7/versions`]: () =>
        json([
          version({ version: 1, reason: 'created' }),
          version({
            version: 2,
            reason: 'sent',
            createdAt: '2026-11-21T10:00:00.000Z',
            totalNet: '600.00',
            totalGross: '738.00',
            validUntil: '2026-12-05',
          }),
        ]),
    });
    renderArea(<QuoteVersionsCard base={base} quote={quoteOf({ items: [] })} />, '/quotes/7');
    const list = await screen.findByRole('list', { name: 'Wersje wyceny' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['Wersja 2', 'Wersja 1']);
    expect(within(rows[0]).getByText('Wysłana do klienta')).toBeTruthy();
    expect(within(rows[0]).getByText('Bieżąca')).toBeTruthy();
    expect(textOf(rows[0])).toContain('21 listopada 2026, 11:00');
    expect(textOf(rows[0])).toContain('netto 600,00 zł');
    expect(textOf(rows[0])).toContain('brutto 738,00 zł');
    expect(textOf(rows[0])).toContain('ważna do 05.12.2026');
    expect(within(rows[1]).getByText('Utworzona')).toBeTruthy();
    expect(within(rows[1]).queryByText('Bieżąca')).toBeNull();
    expect(textOf(rows[1])).not.toContain('ważna do');
  });

  it('shows what changed between two kept versions: items added, removed and changed, totals before and after', async () => {
    const sentFirst = quoteOf({
      version: 1,
      status: 'pending',
      totalNet: '500.00',
      totalGross: '615.00',
      items: [koparka(1, '300.00'), ladowarka],
    });
    const fetchMock = answerFetch({
      [`GET ${base}/7/versions`]: () =>
        json([
          version({ version: 1, reason: 'sent', validUntil: '2026-12-04' }),
          version({
            version: 2,
            reason: 'sent',
            totalNet: '600.00',
            totalGross: '738.00',
            validUntil: '2026-12-05',
          }),
        ]),
      [`GET ${base}/7/versions/1`]: () => json(sentFirst),
    });
    const quote = quoteOf({
      items: [koparka(2, '600.00')],
      history: [
        {
          fromStatus: 'pending',
          toStatus: 'pending',
          changedAt: '2026-11-21T10:00:00.000Z',
          changedBy: ewa,
          actorName: null,
          comment: 'Zmieniono po wysłaniu',
          version: 2,
        },
      ],
    });
    renderArea(<QuoteVersionsCard base={base} quote={quote} />, '/quotes/7');
    const comparison = await screen.findByRole('article', { name: 'Wersja 1 → wersja 2' });
    expect(await within(comparison).findByText('Zmienione pozycje')).toBeTruthy();
    expect(textOf(comparison)).toContain('Koparka: ilość 1 → 2 szt., wartość 300,00 zł → 600,00 zł');
    expect(within(comparison).getByText('Usunięte pozycje')).toBeTruthy();
    expect(textOf(comparison)).toContain('Ładowarka');
    expect(within(comparison).queryByText('Dodane pozycje')).toBeNull();
    expect(textOf(comparison)).toContain('Netto: 500,00 zł → 600,00 zł');
    expect(textOf(comparison)).toContain('Brutto: 615,00 zł → 738,00 zł');
    // The current version's content is the quote itself: only the older one is read.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(`${base}/7/versions/2`);

    // Saved while shared: the state is said, and the version carries it.
    expect(
      screen.getByText('Zmieniono po wysłaniu: klient widzi już wersję 2 (wcześniej otrzymał wersję 1).'),
    ).toBeTruthy();
    const [current] = within(screen.getByRole('list', { name: 'Wersje wyceny' })).getAllByRole('listitem');
    expect(within(current).getByText('Zmieniono po wysłaniu')).toBeTruthy();
  });

  it('compares the last sent version with a current one not sent yet', async () => {
    answerFetch({
      [`GET ${base}/7/versions`]: () =>
        json([version({ version: 1, reason: 'sent' }), version({ version: 2, reason: 'edited' })]),
      [`GET ${base}/7/versions/1`]: () => json(quoteOf({ version: 1, items: [koparka(2, '600.00')] })),
    });
    renderArea(
      <QuoteVersionsCard
        base={base}
        quote={quoteOf({
          share: null,
          items: [koparka(2, '600.00'), ladowarka],
          totalNet: '800.00',
          totalGross: '984.00',
        })}
      />,
      '/quotes/7',
    );
    const comparison = await screen.findByRole('article', { name: 'Wersja 1 → wersja 2' });
    expect(textOf(comparison)).toContain('(bieżąca)');
    expect(await within(comparison).findByText('Dodane pozycje')).toBeTruthy();
    expect(textOf(comparison)).toContain('Ładowarka 1 szt. · 2 dni · 200,00 zł');
    expect(
      screen.getByText(
        'Zmieniono po wysłaniu: klient otrzymał wersję 1, a wersja 2 nie została mu jeszcze wysłana.',
      ),
    ).toBeTruthy();
  });

  it('says when two kept versions hold the same items and amounts', async () => {
    answerFetch({
      [`GET ${base}/7/versions`]: () =>
        json([version({ version: 1, reason: 'sent' }), version({ version: 2, reason: 'sent' })]),
      [`GET ${base}/7/versions/1`]: () => json(quoteOf({ version: 1 })),
    });
    renderArea(<QuoteVersionsCard base={base} quote={quoteOf()} />, '/quotes/7');
    const comparison = await screen.findByRole('article', { name: 'Wersja 1 → wersja 2' });
    expect(await within(comparison).findByText('Bez zmian w pozycjach i kwotach.')).toBeTruthy();
  });

  it('a draft never sent: its versions, nothing to compare, no notice', async () => {
    answerFetch({
      [`GET ${base}/7/versions`]: () =>
        json([version({ version: 1, reason: 'created' }), version({ version: 2, reason: 'edited' })]),
    });
    renderArea(
      <QuoteVersionsCard base={base} quote={quoteOf({ status: 'draft', share: null })} />,
      '/quotes/7',
    );
    await screen.findByRole('list', { name: 'Wersje wyceny' });
    expect(screen.queryByRole('region', { name: 'Zmiany między wersjami' })).toBeNull();
    expect(screen.queryByText(/Zmieniono po wysłaniu/)).toBeNull();
  });

  it('loading, then the empty state', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderArea(<QuoteVersionsCard base={base} quote={quoteOf()} />, '/quotes/7');
    expect(screen.getByText('Ładowanie wersji...')).toBeTruthy();
    answer(json([]));
    expect(await screen.findByText('Wycena nie ma jeszcze zapisanych wersji.')).toBeTruthy();
  });

  it('a failed read says so and reads again on request', async () => {
    const fetchMock = answerFetch({ [`GET ${base}/7/versions`]: () => json({ message: 'Błąd' }, 500) });
    renderArea(<QuoteVersionsCard base={base} quote={quoteOf()} />, '/quotes/7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać wersji wyceny.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
