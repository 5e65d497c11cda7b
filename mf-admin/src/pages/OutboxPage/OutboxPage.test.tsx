import type { OutboxItem, OutboxMail } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { OutboxPage } from './OutboxPage.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/admin/outbox?page=1&pageSize=50';

const held: OutboxItem = {
  id: 5,
  to: 'biuro@mostostal.pl',
  subject: 'Oferta WYC/2026/0005',
  status: 'held',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
};
const failed: OutboxItem = {
  ...held,
  id: 4,
  to: 'nieznany@budimex.pl',
  status: 'failed',
  attempts: 1,
  lastError: '550 Skrzynka odbiorcy nie istnieje',
};
const sent: OutboxItem = {
  ...held,
  id: 3,
  to: 'jan@budimex.pl',
  status: 'sent',
  attempts: 2,
  sentAt: '2026-11-26T10:01:00.000Z',
};
const page = (items: OutboxItem[]) => json({ items, total: items.length, page: 1, pageSize: 50 });

describe('OutboxPage (/admin/outbox, D22)', () => {
  it('lists the mails with their Polish states, attempts and last error; only held and failed ones offer a resend', async () => {
    answerFetch({ [LIST]: () => page([held, failed, sent]) });
    renderArea(<OutboxPage />, '/admin/outbox');
    const table = await screen.findByRole('region', { name: 'Wiadomości' });
    for (const header of ['Do', 'Temat', 'Stan', 'Próby', 'Ostatni błąd', 'Utworzona'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('Wstrzymana (poczta nie jest skonfigurowana)')).toBeTruthy();
    expect(within(table).getByText('Nieudana')).toBeTruthy();
    expect(within(table).getByText('Wysłana')).toBeTruthy();
    expect(within(table).getByText('550 Skrzynka odbiorcy nie istnieje')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Wyślij ponownie/ })).toHaveLength(2);
    expect(
      within(table).queryByRole('button', { name: 'Wyślij ponownie wiadomość do jan@budimex.pl' }),
    ).toBeNull();
  });

  it("says 'Brak wiadomości' when there are none, and offers a retry when loading fails", async () => {
    answerFetch({ [LIST]: () => page([]) });
    renderArea(<OutboxPage />, '/admin/outbox');
    expect(await screen.findByText('Brak wiadomości')).toBeTruthy();
    cleanup();
    answerFetch({ [LIST]: () => json({ message: 'Błąd serwera' }, 500) });
    renderArea(<OutboxPage />, '/admin/outbox');
    expect(await screen.findByText('Nie udało się załadować wiadomości')).toBeTruthy();
  });

  it('opens a mail with its HTML in a sandboxed frame and its text; resending a held one says it stays held', async () => {
    const mail: OutboxMail = {
      ...held,
      html: '<p>Dzień dobry, <strong>oferta</strong></p>',
      text: 'Dzień dobry, oferta',
      attachments: [{ filename: 'WYC-2026-0005.pdf', contentType: 'application/pdf', size: 2048 }],
    };
    const fetchMock = answerFetch({
      [LIST]: () => page([held]),
      'GET /api/admin/outbox/5': () => json(mail),
      'POST /api/admin/outbox/5/resend': () =>
        json({ ...held, message: 'Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana' }),
    });
    renderArea(<OutboxPage />, '/admin/outbox');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Otwórz wiadomość do biuro@mostostal.pl: Oferta WYC/2026/0005',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Oferta WYC/2026/0005' });
    const frame = (await within(dialog).findByTitle(
      'Treść wiadomości: Oferta WYC/2026/0005',
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(mail.html);
    expect(within(dialog).getByText('Dzień dobry, oferta')).toBeTruthy();
    expect(within(dialog).getByText('WYC-2026-0005.pdf')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij ponownie' }));
    expect(
      await screen.findByText('Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/outbox/5/resend')).toHaveLength(1);
  });
});
