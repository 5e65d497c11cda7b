import type { AuditEntry } from '@ppp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea } from '../../testing.tsx';
import { AuditPage } from './AuditPage.tsx';
import { describeDetails, readFilterForm, targetLabel } from './auditFilters.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const roleChanged: AuditEntry = {
  id: 9,
  at: '2026-01-12T09:30:00.000Z',
  actorEmail: 'szef@firma.pl',
  event: 'user.roleChanged',
  target: 'user:12',
  details: { email: 'nowy@firma.pl', from: 'employee', to: 'transport_manager' },
};
const keyCreated: AuditEntry = {
  id: 8,
  at: '2026-01-11T08:00:00.000Z',
  actorEmail: 'szef@firma.pl',
  event: 'apiKey.created',
  target: 'apiKey:3',
  details: { name: 'Partner A', permissions: ['quotes:create'], allowedOrigins: [] },
};
const signIn: AuditEntry = {
  id: 7,
  at: '2026-01-11T07:00:00.000Z',
  actorEmail: null,
  event: 'auth.signIn',
  target: 'user:1',
  details: {},
};

const page = (items: AuditEntry[], total = items.length, pageNumber = 1) =>
  json({ items, total, page: pageNumber, pageSize: 50 });

/** Shows the address, so a test sees the filters kept in it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Adres">{`${location.pathname}${location.search}`}</output>;
}

const render = (path = '/admin/audit') =>
  renderArea(
    <>
      <AuditPage />
      <Address />
    </>,
    path,
  );
const address = () => screen.getByRole('status', { name: 'Adres' }).textContent;
/** Text in the list itself (the event select names every event too). */
const inList = async (text: string) =>
  within(await screen.findByRole('region', { name: 'Zdarzenia' })).findByText(text);
const requested = (fetchMock: ReturnType<typeof answerFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe("AuditPage ('Dziennik zdarzeń', /admin/audit, D25)", () => {
  it('lists who did what and when, with Polish event names and details', async () => {
    answerFetch({ 'GET /api/admin/audit?page=1': () => page([roleChanged, keyCreated, signIn]) });
    render();
    expect(await screen.findByRole('heading', { name: 'Dziennik zdarzeń' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Zdarzenia' });
    for (const header of ['Zdarzenie', 'Kiedy', 'Kto', 'Dotyczy', 'Szczegóły'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('Zmiana roli')).toBeTruthy();
    expect(within(table).getByText('12.01.2026 10:30')).toBeTruthy();
    expect(within(table).getAllByText('szef@firma.pl')).toHaveLength(2);
    expect(within(table).getByText('Użytkownik 12')).toBeTruthy();
    expect(within(table).getByText('E-mail: nowy@firma.pl; Pracownik → Kierownik transportu')).toBeTruthy();
    expect(within(table).getByText('Utworzenie klucza API')).toBeTruthy();
    expect(within(table).getByText('Klucz API 3')).toBeTruthy();
    expect(within(table).getByText('Logowanie')).toBeTruthy();
    expect(within(table).getByText('System')).toBeTruthy();
  });

  it('reads its filters from the address and shows them in the fields', async () => {
    const url =
      '/api/admin/audit?actor=szef%40firma.pl&event=user.roleChanged&from=2026-01-11&to=2026-01-12&page=2';
    const fetchMock = answerFetch({ [`GET ${url}`]: () => page([roleChanged], 51, 2) });
    render('/admin/audit?actor=szef@firma.pl&event=user.roleChanged&from=2026-01-11&to=2026-01-12&page=2');
    expect(await inList('Użytkownik 12')).toBeTruthy();
    expect(requested(fetchMock)).toEqual([url]);
    expect((screen.getByLabelText('Użytkownik (e-mail)') as HTMLInputElement).value).toBe('szef@firma.pl');
    expect((screen.getByLabelText('Zdarzenie') as HTMLSelectElement).value).toBe('user.roleChanged');
    expect((screen.getByLabelText('Od dnia') as HTMLInputElement).value).toBe('11.01.2026');
    expect((screen.getByLabelText('Do dnia') as HTMLInputElement).value).toBe('12.01.2026');
    expect(screen.getByRole('navigation', { name: 'Stronicowanie' })).toBeTruthy();
  });

  it('filters by event at once and by e-mail and days on Filtruj, keeping them in the address', async () => {
    const fetchMock = answerFetch({
      'GET /api/admin/audit?page=1': () => page([roleChanged, keyCreated, signIn]),
      'GET /api/admin/audit?event=user.roleChanged&page=1': () => page([roleChanged]),
      'GET /api/admin/audit?actor=szef%40firma.pl&event=user.roleChanged&from=2026-01-11&to=2026-01-12&page=1':
        () => page([roleChanged]),
    });
    render();
    await inList('Logowanie');
    fireEvent.change(screen.getByLabelText('Zdarzenie'), { target: { value: 'user.roleChanged' } });
    await waitFor(() => expect(address()).toBe('/admin/audit?event=user.roleChanged'));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Zdarzenia' })).queryByText('Logowanie')).toBeNull(),
    );

    fireEvent.change(screen.getByLabelText('Użytkownik (e-mail)'), { target: { value: 'szef@firma.pl' } });
    fireEvent.change(screen.getByLabelText('Od dnia'), { target: { value: '11.01.2026' } });
    fireEvent.change(screen.getByLabelText('Do dnia'), { target: { value: '12.01.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/admin/audit?event=user.roleChanged&actor=szef%40firma.pl&from=2026-01-11&to=2026-01-12',
      ),
    );
    await waitFor(() =>
      expect(requested(fetchMock)).toContain(
        '/api/admin/audit?actor=szef%40firma.pl&event=user.roleChanged&from=2026-01-11&to=2026-01-12&page=1',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(address()).toBe('/admin/audit'));
    expect((screen.getByLabelText('Użytkownik (e-mail)') as HTMLInputElement).value).toBe('');
  });

  it('says what is wrong with a typed filter and does not apply it', async () => {
    const fetchMock = answerFetch({ 'GET /api/admin/audit?page=1': () => page([signIn]) });
    render();
    await inList('Logowanie');
    fireEvent.change(screen.getByLabelText('Użytkownik (e-mail)'), { target: { value: 'szef' } });
    fireEvent.change(screen.getByLabelText('Od dnia'), { target: { value: '12.01.2026' } });
    fireEvent.change(screen.getByLabelText('Do dnia'), { target: { value: '11.01.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Nieprawidłowy adres e-mail')).toBeTruthy();
    expect(screen.getByText('Data końcowa nie może być wcześniejsza niż początkowa')).toBeTruthy();
    expect(address()).toBe('/admin/audit');
    expect(requested(fetchMock)).toEqual(['/api/admin/audit?page=1']);
  });

  it('pages through the log in the address', async () => {
    const fetchMock = answerFetch({
      'GET /api/admin/audit?page=1': () => page([roleChanged], 120),
      'GET /api/admin/audit?page=2': () => page([signIn], 120, 2),
    });
    render();
    await inList('Zmiana roli');
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(address()).toBe('/admin/audit?page=2'));
    expect(await inList('Logowanie')).toBeTruthy();
    expect(requested(fetchMock)).toContain('/api/admin/audit?page=2');
  });

  it('shows the loading, empty and error states', async () => {
    answerFetch({ 'GET /api/admin/audit?page=1': () => page([]) });
    render();
    expect(screen.getByText('Ładowanie dziennika...')).toBeTruthy();
    expect(await screen.findByText('Brak zdarzeń')).toBeTruthy();
    cleanup();

    answerFetch({ 'GET /api/admin/audit?event=client.erased&page=1': () => page([]) });
    render('/admin/audit?event=client.erased');
    expect(await screen.findByText('Brak zdarzeń spełniających filtry')).toBeTruthy();
    cleanup();

    answerFetch({ 'GET /api/admin/audit?page=1': () => json({ message: 'Błąd serwera' }, 500) });
    render();
    expect(await screen.findByText('Nie udało się załadować dziennika')).toBeTruthy();
  });
});

describe('the filters and descriptions', () => {
  it('reads typed filters like the server', () => {
    expect(readFilterForm({ actor: ' a@b.pl ', fromText: '01.02.2026', toText: '' })).toEqual({
      filters: { actor: 'a@b.pl', from: '2026-02-01' },
      errors: {},
    });
    expect(readFilterForm({ actor: '', fromText: '31.02.2026', toText: 'jutro' }).errors).toEqual({
      from: 'Nieprawidłowa data początkowa',
      to: 'Nieprawidłowa data końcowa',
    });
  });

  it('describes targets and details in Polish', () => {
    expect(targetLabel('client:7')).toBe('Klient 7');
    expect(targetLabel('other')).toBe('other');
    expect(describeDetails({ details: {} })).toBe('—');
    expect(describeDetails({ details: { email: 'a@b.pl', role: 'employee' } })).toBe(
      'E-mail: a@b.pl; Rola: Pracownik',
    );
    expect(describeDetails({ details: { name: 'B', changes: { isActive: false } } })).toBe(
      'Nazwa: B; Zmiany: Aktywny: nie',
    );
    expect(describeDetails({ details: { quotes: 2, mails: 3, assessments: 0 } })).toBe(
      'Wyceny: 2; Wiadomości: 3; Badania potrzeb: 0',
    );
    expect(
      describeDetails({ details: { url: 'https://a.pl/h', events: ['quote.created'], apiKeyId: 4 } }),
    ).toBe('Adres: https://a.pl/h; Zdarzenia: Utworzono wycenę; Klucz API: 4');
  });
});
