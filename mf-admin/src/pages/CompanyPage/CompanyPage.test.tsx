import type { CompanyProfile } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { CompanyPage } from './CompanyPage.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const PROFILE = 'GET /api/settings/company';
const SAVE = 'PUT /api/settings/company';
const LOGO = 'PUT /api/settings/company/logo';

const saved: CompanyProfile = {
  name: 'PPP Wynajem Sprzętu Sp. z o.o.',
  address: 'ul. Magazynowa 12, 05-800 Pruszków',
  nip: '5342817066',
  bankAccount: '60102010260000123456789012',
  phone: '+48 22 758 40 00',
  email: 'biuro@ppp-wynajem.example',
  www: 'www.ppp-wynajem.example',
  validityDays: 14,
  paymentTerms: 'Przelew 14 dni.',
  deliveryTerms: 'Transport własny.',
  footer: 'Dziękujemy.',
  hasLogo: true,
  revision: 3,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const renderPage = () => renderArea(<CompanyPage />, '/admin/company');
const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const pngFile = (bytes = 64) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Zmień logo'), { target: { files: [file] } });

describe('CompanyPage (/admin/company, D23)', () => {
  it('shows every field of the saved profile, the account in groups, and the logo on its revision', async () => {
    answerFetch({ [PROFILE]: () => json(saved) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Dane firmy', level: 1 })).toBeTruthy();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    expect(field('Numer rachunku bankowego').value).toBe('PL60 1020 1026 0000 1234 5678 9012');
    expect(field('NIP').value).toBe('5342817066');
    expect(field('Ważność oferty (dni)').value).toBe('14');
    expect(field('Warunki płatności').value).toBe('Przelew 14 dni.');
    expect(field('Warunki dostawy').value).toBe('Transport własny.');
    expect(field('Stopka').value).toBe('Dziękujemy.');
    expect(screen.getByRole('img', { name: 'Logo firmy' }).getAttribute('src')).toBe(
      '/api/settings/company/logo?v=3',
    );
  });

  it('says what loads, and offers a retry when loading fails', async () => {
    answerFetch({ [PROFILE]: () => json({ message: 'Błąd' }, 500) });
    renderPage();
    expect(screen.getByText('Ładowanie danych firmy...')).toBeTruthy();
    expect(await screen.findByText('Nie udało się załadować danych firmy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('checks the bank account and the days under their fields and sends nothing while they are wrong', async () => {
    const fetchMock = answerFetch({ [PROFILE]: () => json(saved) });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    fireEvent.change(field('Numer rachunku bankowego'), {
      target: { value: 'PL61 1090 1014 0000 0712 1981 2875' },
    });
    fireEvent.blur(field('Numer rachunku bankowego'));
    expect(await screen.findByText('Nieprawidłowy numer rachunku')).toBeTruthy();
    fireEvent.change(field('Ważność oferty (dni)'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dane firmy' }));
    expect(await screen.findByText('Ważność oferty musi wynosić od 1 do 365 dni')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/settings/company')).toHaveLength(0);
  });

  it('saves on the revision it read (If-Match); saved elsewhere meanwhile, it says so and loads the latest', async () => {
    let profile = saved;
    const fetchMock = answerFetch({
      [PROFILE]: () => json(profile),
      [SAVE]: () => json({ message: 'Dane firmy zostały w międzyczasie zmienione (w innej karcie).' }, 412),
    });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    profile = { ...saved, phone: '+48 22 111 22 33', revision: saved.revision + 1 };
    fireEvent.change(field('Stopka'), { target: { value: 'Inna stopka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dane firmy' }));
    expect(
      await screen.findByText('Dane firmy zostały w międzyczasie zmienione (w innej karcie).'),
    ).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect((put?.[1]?.headers as Record<string, string> | undefined)?.['If-Match']).toBe(
      `"${saved.revision}"`,
    );
    // The other save's phone is shown now; what was typed here is to be typed again.
    expect(await screen.findByDisplayValue('+48 22 111 22 33')).toBeTruthy();
    expect(field('Stopka').value).toBe('Dziękujemy.');
  });

  it('saves every field, says so, and shows a refusal of the server under its field', async () => {
    let answer = () => json({ ...saved, name: 'Nowa Firma', revision: 4 });
    const fetchMock = answerFetch({ [PROFILE]: () => json(saved), [SAVE]: () => answer() });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    fireEvent.change(field('Nazwa firmy'), { target: { value: 'Nowa Firma' } });
    fireEvent.change(field('Warunki płatności'), { target: { value: 'Przelew 7 dni.\nKaucja 30%.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dane firmy' }));
    expect(await screen.findByText('Dane firmy zostały zapisane')).toBeTruthy();
    // Saved, the button stays where the keyboard is; pressed again with nothing changed, it sends nothing.
    const button = screen.getByRole('button', { name: 'Zapisz dane firmy' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Dane firmy są już zapisane.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/settings/company')).toHaveLength(1);
    expect(sentBodies(fetchMock, 'PUT', '/api/settings/company')[0]).toEqual({
      name: 'Nowa Firma',
      address: 'ul. Magazynowa 12, 05-800 Pruszków',
      nip: '5342817066',
      bankAccount: 'PL60 1020 1026 0000 1234 5678 9012',
      phone: '+48 22 758 40 00',
      email: 'biuro@ppp-wynajem.example',
      www: 'www.ppp-wynajem.example',
      validityDays: 14,
      paymentTerms: 'Przelew 7 dni.\nKaucja 30%.',
      deliveryTerms: 'Transport własny.',
      footer: 'Dziękujemy.',
    });

    answer = () => json({ message: 'Nieprawidłowy NIP', errors: { nip: 'Nieprawidłowy NIP (serwer)' } }, 400);
    fireEvent.change(field('Stopka'), { target: { value: 'Inna stopka' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dane firmy' }));
    expect(await screen.findByText('Nieprawidłowy NIP (serwer)')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    answerFetch({ [PROFILE]: () => json(saved) });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    fireEvent.change(field('Telefon'), { target: { value: '601 000 000' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Zapisz dane firmy' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    act(() => window.history.pushState(null, '', '/admin'));
    expect(await screen.findByText('Masz niezapisane zmiany. Czy na pewno chcesz wyjść?')).toBeTruthy();
  });

  it('sends the chosen PNG itself with its type, and shows the server’s refusal in its words', async () => {
    const fetchMock = answerFetch({
      [PROFILE]: () => json(saved),
      [LOGO]: () => json({ message: 'Plik nie jest prawidłowym obrazem' }, 400),
    });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    const file = pngFile();
    chooseFile(file);
    expect(await screen.findByText('Plik nie jest prawidłowym obrazem')).toBeTruthy();
    const upload = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/settings/company/logo' && init?.method === 'PUT',
    );
    expect(upload?.[1]?.body).toBe(file);
    expect(new Headers(upload?.[1]?.headers).get('Content-Type')).toBe('image/png');
  });

  it('says at once that an SVG or a file over 512 kB is refused, sending nothing', async () => {
    const fetchMock = answerFetch({ [PROFILE]: () => json(saved) });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    chooseFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Dozwolone są pliki PNG lub JPEG')).toBeTruthy();
    chooseFile(pngFile(524_289));
    expect(await screen.findByText('Plik jest za duży (najwyżej 512 kB)')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/settings/company/logo')).toBe(false);
  });

  it('saves a good logo and shows the new one; removes it after asking', async () => {
    let current = saved;
    const fetchMock = answerFetch({
      [PROFILE]: () => json(current),
      [LOGO]: () => {
        current = { ...saved, revision: 4 };
        return json(current);
      },
      'DELETE /api/settings/company/logo': () => {
        current = { ...saved, hasLogo: false, revision: 5 };
        return json(undefined, 204);
      },
    });
    renderPage();
    await screen.findByDisplayValue('PPP Wynajem Sprzętu Sp. z o.o.');
    chooseFile(pngFile());
    expect(await screen.findByText('Logo zostało zapisane')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo firmy' }).getAttribute('src')).toBe(
        '/api/settings/company/logo?v=4',
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Usuń logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć logo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Brak logo')).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/settings/company/logo' && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
  });
});
