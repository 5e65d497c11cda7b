import { dismissToast } from '@ppp/ui';
import { answerFetch, json, renderArea, sentBodies } from '@ppp/ui/test/area.tsx';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendQuoteDialog } from './SendQuoteDialog.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const quote = { id: 7, quoteNumber: 'WYC/2026/0007', client: { email: 'biuro@budimex.pl' } };
const renderDialog = (onClose = vi.fn()) => {
  renderArea(<SendQuoteDialog base="/api/quotes" quote={quote} onClose={onClose} />, '/quotes/7');
  return screen.getByRole('dialog', { name: 'Wyślij klientowi: WYC/2026/0007' });
};

describe("SendQuoteDialog ('Wyślij klientowi', D22)", () => {
  it("prefills the client's e-mail, sends it with the message and tells that the mail is on its way", async () => {
    const fetchMock = answerFetch({
      'POST /api/quotes/7/send': () => json({ outboxId: 3, status: 'pending' }, 202),
    });
    const onClose = vi.fn();
    const dialog = renderDialog(onClose);
    const email = within(dialog).getByLabelText(/^E-mail klienta/) as HTMLInputElement;
    expect(email.value).toBe('biuro@budimex.pl');
    fireEvent.change(within(dialog).getByLabelText(/^Wiadomość/), { target: { value: 'Dzień dobry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST', '/api/quotes/7/send')).toEqual([
      { email: 'biuro@budimex.pl', message: 'Dzień dobry' },
    ]);
    expect(
      await screen.findByText('Wiadomość do biuro@budimex.pl została przekazana do wysłania'),
    ).toBeTruthy();
  });

  it('says the mail was kept but not sent when no mail server is configured', async () => {
    answerFetch({ 'POST /api/quotes/7/send': () => json({ outboxId: 4, status: 'held' }, 202) });
    const dialog = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(
      await screen.findByText('Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana'),
    ).toBeTruthy();
  });

  it('shows field errors under the fields, its own and the server’s, and sends nothing wrong', async () => {
    const fetchMock = answerFetch({
      'POST /api/quotes/7/send': () =>
        json({ message: 'Błąd', errors: { email: 'Podaj prawidłowy adres e-mail' } }, 400),
    });
    const dialog = renderDialog();
    const email = within(dialog).getByLabelText(/^E-mail klienta/);
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Podaj adres e-mail klienta')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'nie-adres' } });
    expect(within(dialog).getByText('Podaj prawidłowy adres e-mail')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/quotes/7/send')).toEqual([]);

    // A refusal the server words itself lands under its field too.
    fireEvent.change(email, { target: { value: 'jan@firma.pl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Podaj prawidłowy adres e-mail')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/quotes/7/send')).toHaveLength(1);
  });
});
