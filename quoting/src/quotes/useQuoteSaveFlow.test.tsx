import { quoteVersion } from '@ppp/domain';
import { answerFetch, json, renderArea, sentBodies } from '@ppp/ui/test/area.tsx';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SavedKindQuote, useQuoteSaveFlow } from './useQuoteSaveFlow.ts';

// D20: every kind's form saves through one flow; a kind plugs in only its request, its values and
// its texts. A toy kind on the transport quotes' addresses stands for any of them here.

interface ToyQuote extends SavedKindQuote {
  clientId: number;
  client: { companyName: string };
  notes: string | null;
}

interface ToyValues {
  clientId: number | null;
  client: { companyName: string; email?: string };
  notes: string;
}

const quoteOf = (overrides: Partial<ToyQuote> = {}): ToyQuote => ({
  id: 5,
  quoteNumber: 'TRA/2026/0005',
  status: 'draft',
  updatedAt: '2026-03-01T10:00:00.000Z',
  clientId: 3,
  client: { companyName: 'Transbud Sp. z o.o.' },
  notes: 'Dostawa rano',
  ...overrides,
});

const valuesOf = (quote: ToyQuote | null): ToyValues => ({
  clientId: quote?.clientId ?? null,
  client: quote?.client ?? { companyName: '' },
  notes: quote?.notes ?? '',
});

/** A create form's start from a needs assessment: its values, and the book's client as saved (D22). */
interface ToyStart {
  values: ToyValues;
  clientAsSaved: ToyValues['client'];
}

function ToyForm({ quote, start }: { quote: ToyQuote | null; start?: ToyStart }) {
  const form = useForm<ToyValues>({ defaultValues: start?.values ?? valuesOf(quote) });
  const { save, saving, staleVersion } = useQuoteSaveFlow({
    kind: 'transport',
    form,
    quote,
    clientAsSaved: start?.clientAsSaved,
    requestOf: (values: ToyValues) => ({ client: values.client, body: { notes: values.notes } }),
    valuesOf,
    isFormField: (name) => name === 'client.companyName' || name === 'notes',
    texts: {
      createFailed: 'Nie udało się utworzyć wyceny zabawki',
      created: (saved) => `Wycena zabawki ${saved.quoteNumber} została utworzona`,
    },
  });
  return (
    <form aria-label="Wycena zabawki">
      {staleVersion}
      <label>
        Nazwa firmy
        <input {...form.register('client.companyName')} />
      </label>
      <label>
        Uwagi
        <input {...form.register('notes')} />
      </label>
      <p>{form.formState.errors.notes?.message}</p>
      <button type="button" disabled={saving !== null} onClick={form.handleSubmit((v) => save(v, false))}>
        Zapisz
      </button>
      <button type="button" disabled={saving !== null} onClick={form.handleSubmit((v) => save(v, true))}>
        Zapisz jako wersję roboczą
      </button>
    </form>
  );
}

/** The page's read of the quote, as its loader keeps it. */
function QuoteStatusProbe({ id }: { id: number }) {
  const { data } = useQuery<ToyQuote>({ queryKey: ['/api/transport-quotes', id] });
  return <p>Status na stronie: {data?.status}</p>;
}

function renderForm(quote: ToyQuote | null, start?: ToyStart) {
  return renderArea(
    <Routes>
      <Route path="/create" element={<ToyForm quote={null} start={start} />} />
      <Route
        path="/transport-quotes/:id/edit"
        element={
          quote ? (
            <>
              <ToyForm quote={quote} />
              <QuoteStatusProbe id={quote.id} />
            </>
          ) : (
            <p>Strona edycji</p>
          )
        }
      />
      <Route path="/transport-quotes/:id" element={<p>Strona wyceny</p>} />
    </Routes>,
    quote ? `/transport-quotes/${quote.id}/edit` : '/create',
  );
}

const created = quoteOf({ id: 12, quoteNumber: 'TRA/2026/0012', clientId: 9 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useQuoteSaveFlow (D20)', () => {
  it("opens the quote's detail page after a final save, with the kind's toast", async () => {
    const fetchMock = answerFetch({
      'POST /api/clients': () => json({ id: 9 }, 201),
      'POST /api/transport-quotes': () => json(created, 201),
    });
    renderForm(null);
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'Budimex S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(await screen.findByText('Wycena zabawki TRA/2026/0012 została utworzona')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/clients')).toEqual([{ companyName: 'Budimex S.A.' }]);
    expect(sentBodies(fetchMock, 'POST', '/api/transport-quotes')).toEqual([{ notes: '', clientId: 9 }]);
  });

  it("sends a create again with the form's one Idempotency-Key, so a lost answer never makes a second quote", async () => {
    let posts = 0;
    const fetchMock = answerFetch({
      'POST /api/clients': () => json({ id: 9 }, 201),
      'PUT /api/clients/9?unlessErased=true': () => json({ id: 9 }),
      // The first send's answer is lost on the way back (the server wrote the quote).
      'POST /api/transport-quotes': () => {
        if (++posts === 1) throw new TypeError('Failed to fetch');
        return json(created, 201);
      },
    });
    renderForm(null);
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'Budimex S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(/Brak połączenia z serwerem/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    const keys = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/transport-quotes' && init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("opens a new quote's edit page after a draft save", async () => {
    answerFetch({
      'POST /api/clients': () => json({ id: 9 }, 201),
      'POST /api/transport-quotes': () => json(created, 201),
    });
    renderForm(null);
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'Budimex S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    expect(await screen.findByText('Strona edycji')).toBeTruthy();
    expect(await screen.findByText('Wycena TRA/2026/0012 została zapisana jako wersja robocza')).toBeTruthy();
  });

  it('opens the 412 dialog and keeps this tab’s changes on the latest version, which the next save goes against', async () => {
    const quote = quoteOf();
    const latest = quoteOf({
      updatedAt: '2026-03-02T10:00:00.000Z',
      client: { companyName: 'Transbud S.A.' },
    });
    let puts = 0;
    const fetchMock = answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'PUT /api/transport-quotes/5': () =>
        ++puts === 1 ? json({ message: 'Wycena została zmieniona' }, 412) : json(latest),
      'GET /api/transport-quotes/5': () => json(latest),
    });
    renderForm(quote);
    await userEvent.clear(screen.getByLabelText('Uwagi'));
    await userEvent.type(screen.getByLabelText('Uwagi'), 'Dostawa wieczorem');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Wycena została w międzyczasie zmieniona',
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Wczytaj najnowszą wersję i zachowaj moje zmiany' }),
    );
    expect(
      await screen.findByText('Wczytano najnowszą wersję z Twoimi zmianami — sprawdź i zapisz ponownie'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The field this tab changed keeps its value; the others take the latest version's.
    expect(screen.getByLabelText<HTMLInputElement>('Uwagi').value).toBe('Dostawa wieczorem');
    expect(screen.getByLabelText<HTMLInputElement>('Nazwa firmy').value).toBe('Transbud S.A.');

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));
    await waitFor(() => expect(puts).toBe(2));
    const ifMatch = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/transport-quotes/5' && init?.method === 'PUT')
      .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['If-Match']);
    expect(ifMatch).toEqual([quoteVersion(quote.updatedAt), quoteVersion(latest.updatedAt)]);
  });

  it('reads the quote again when a save is refused by its lock (approved meanwhile, 409), and says why', async () => {
    const locked =
      'Wycena jest zatwierdzona lub odrzucona i nie można jej zmieniać. Najpierw otwórz ją ponownie.';
    let status = 'draft';
    answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'PUT /api/transport-quotes/5': () => {
        status = 'approved';
        return json({ message: locked }, 409);
      },
      'GET /api/transport-quotes/5': () => json(quoteOf({ status })),
    });
    renderForm(quoteOf());
    expect(await screen.findByText('Status na stronie: draft')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Uwagi'), ' i wieczorem');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText(locked)).toBeTruthy();
    expect(await screen.findByText('Status na stronie: approved')).toBeTruthy();
  });

  it("puts the server's field messages under the fields and tells a failed status step", async () => {
    answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'PUT /api/transport-quotes/5': () =>
        json({ message: 'Nieprawidłowe dane', errors: { notes: 'Maksymalnie 5000 znaków' } }, 400),
    });
    renderForm(quoteOf());
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Maksymalnie 5000 znaków')).toBeTruthy();
    expect(screen.queryByText('Strona wyceny')).toBeNull();

    cleanup();
    answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'PUT /api/transport-quotes/5': () => json(quoteOf({ status: 'pending' })),
      'PATCH /api/transport-quotes/5/status': () => json({ message: '' }, 500),
    });
    renderForm(quoteOf({ status: 'pending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' }));
    expect(await screen.findByText('Nie udało się zmienić statusu wyceny')).toBeTruthy();
  });

  it("writes the chosen client only when its fields changed: an old form never writes back an erased client's data (D25)", async () => {
    const fetchMock = answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'PUT /api/transport-quotes/5': () => json(quoteOf({ notes: 'Dostawa wieczorem' })),
    });
    renderForm(quoteOf());
    await userEvent.clear(screen.getByLabelText('Uwagi'));
    await userEvent.type(screen.getByLabelText('Uwagi'), 'Dostawa wieczorem');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/clients/3?unlessErased=true')).toEqual([]);
    expect(sentBodies(fetchMock, 'PUT', '/api/transport-quotes/5')).toEqual([
      { notes: 'Dostawa wieczorem', clientId: 3 },
    ]);

    cleanup();
    const edited = answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'PUT /api/transport-quotes/5': () => json(quoteOf()),
    });
    renderForm(quoteOf());
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), ' S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(sentBodies(edited, 'PUT', '/api/clients/3?unlessErased=true')).toEqual([
      { companyName: 'Transbud Sp. z o.o. S.A.' },
    ]);
  });

  it("writes into the book what an assessment filled in the chosen client's blanks, with the quote (D22)", async () => {
    const client = { companyName: 'Transbud Sp. z o.o.', email: 'biuro@transbud.pl' };
    const fetchMock = answerFetch({
      'PUT /api/clients/3?unlessErased=true': () => json({ id: 3 }),
      'POST /api/transport-quotes': () => json(quoteOf({ id: 12, quoteNumber: 'TRA/2026/0012' }), 201),
    });
    renderForm(null, {
      values: { clientId: 3, client, notes: '' },
      clientAsSaved: { companyName: 'Transbud Sp. z o.o.', email: '' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/clients/3?unlessErased=true')).toEqual([client]);
    expect(sentBodies(fetchMock, 'POST', '/api/transport-quotes')).toEqual([{ notes: '', clientId: 3 }]);
  });
});
