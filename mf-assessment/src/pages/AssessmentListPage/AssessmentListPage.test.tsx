import type { AssessmentListItem } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { answerFetch, json, renderArea, sentBodies, userOf } from '@ppp/ui/test/area.tsx';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssessmentListPage } from './AssessmentListPage.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const item: AssessmentListItem = {
  id: 4,
  responseNumber: 'BP/2026/0004',
  createdAt: '2026-11-20T10:00:00.000Z',
  clientCompanyName: null,
  clientContactPerson: 'Jan Nowak',
  clientPhone: '600 100 200',
  clientEmail: null,
  clientAddress: null,
  createdBy: null,
  source: 'Strona partnera',
  answerCount: 12,
};
const page = { items: [item], total: 1, page: 1, pageSize: 20 };
const LIST = '/api/needs-assessment/responses?page=1&pageSize=20';

describe('AssessmentListPage', () => {
  it("shows the client, a web enquiry's badge with its API key as author, the answer count; an employee cannot delete", async () => {
    answerFetch({
      [`GET ${LIST}`]: () => json(page),
      'GET /api/auth/user': () => json(userOf({ role: 'employee' })),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    const row = (await screen.findByText('BP/2026/0004')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Jan Nowak').length).toBeGreaterThan(0);
    // D22: 'Z formularza' by the number; D16: the author names the form's key.
    expect(within(row).getByRole('cell', { name: 'BP/2026/0004 Z formularza' })).toBeTruthy();
    expect(within(row).getByText('Badanie z formularza (Strona partnera)')).toBeTruthy();
    expect(within(row).getByLabelText('Odpowiedzi: 12')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Podgląd badania BP/2026/0004' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Usuń badanie BP/2026/0004' })).toBeNull(),
    );
  });

  it("says 'Dane usunięte' where an erased client's contact was (D25)", async () => {
    const erased = {
      ...item,
      clientContactPerson: null,
      clientPhone: null,
      erasedAt: '2026-11-25T10:00:00.000Z',
    };
    answerFetch({
      [`GET ${LIST}`]: () => json({ ...page, items: [{ ...erased, clientCompanyName: 'Budimex S.A.' }] }),
      'GET /api/auth/user': () => json(userOf({ role: 'admin' })),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    const row = (await screen.findByText('BP/2026/0004')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Dane usunięte')).toBeTruthy();
  });

  it('asks which kind of quote to make from an assessment (D22)', async () => {
    answerFetch({
      [`GET ${LIST}`]: () => json(page),
      'GET /api/auth/user': () => json(userOf({ role: 'employee' })),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Utwórz wycenę z badania BP/2026/0004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Utwórz wycenę z badania' });
    expect(await within(dialog).findByRole('button', { name: 'Wycena sprzętu' })).toBeTruthy();
  });

  it('lets an admin delete after the irreversible-action question', async () => {
    let deleted = false;
    const fetchMock = answerFetch({
      [`GET ${LIST}`]: () => json(deleted ? { ...page, items: [], total: 0 } : page),
      'GET /api/auth/user': () => json(userOf({ role: 'admin' })),
      'DELETE /api/needs-assessment/responses/4': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń badanie BP/2026/0004' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Ta operacja jest nieodwracalna');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Badanie potrzeb zostało usunięte')).toBeTruthy();
    expect(await screen.findByText('Brak zapisanych badań')).toBeTruthy();
    expect(sentBodies(fetchMock, 'DELETE', '/api/needs-assessment/responses/4')).toHaveLength(1);
  });

  it('names the quotes made from it before it is deleted: they stay, without their link (D22)', async () => {
    answerFetch({
      [`GET ${LIST}`]: () => json(page),
      'GET /api/auth/user': () => json(userOf({ role: 'admin' })),
      'GET /api/needs-assessment/responses/4': () =>
        json({
          ...item,
          apiKeyId: null,
          answers: [],
          quotes: [
            { kind: 'equipment', id: 8, quoteNumber: 'WYC/2026/0008' },
            { kind: 'transport', id: 2, quoteNumber: 'TRA/2026/0002' },
          ],
        }),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń badanie BP/2026/0004' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText(
        'Wyceny utworzone z tego badania (WYC/2026/0008, TRA/2026/0002) pozostaną, ale nie będzie już przy nich odnośnika do badania.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s reason when a delete fails', async () => {
    answerFetch({
      [`GET ${LIST}`]: () => json(page),
      'GET /api/auth/user': () => json(userOf({ role: 'admin' })),
      'DELETE /api/needs-assessment/responses/4': () => json({ message: 'Nie znaleziono badania' }, 404),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń badanie BP/2026/0004' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Nie znaleziono badania')).toBeTruthy();
  });

  it("filters by 'Źródło', kept in the address; a staff assessment has no badge (D22)", async () => {
    const staff = { ...item, id: 5, responseNumber: 'BP/2026/0005', source: null, createdBy: userOf({}) };
    const fetchMock = answerFetch({
      [`GET ${LIST}`]: () => json(page),
      [`GET ${LIST}&source=staff`]: () => json({ ...page, items: [staff] }),
      'GET /api/auth/user': () => json(userOf({ role: 'employee' })),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list');
    await screen.findByText('BP/2026/0004');
    fireEvent.change(screen.getByRole('combobox', { name: 'Źródło' }), { target: { value: 'staff' } });
    const row = (await screen.findByText('BP/2026/0005')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Z formularza')).toBeNull();
    expect(within(row).getByText('Anna Nowak')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`${LIST}&source=staff`);
  });

  it('says nothing matches the chosen source and clears the filter (D22)', async () => {
    answerFetch({
      [`GET ${LIST}`]: () => json(page),
      [`GET ${LIST}&source=web`]: () => json({ ...page, items: [], total: 0 }),
      'GET /api/auth/user': () => json(userOf({ role: 'employee' })),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list?source=web');
    expect(await screen.findByText('Żadne badanie nie pasuje do wybranego źródła.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(await screen.findByText('BP/2026/0004')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Źródło' }) as HTMLSelectElement).value).toBe('');
  });

  it("links 'Eksportuj CSV' and 'Eksportuj XLSX' with the list's search and source (D26)", async () => {
    answerFetch({
      [`GET ${LIST}&search=Nowak&source=web`]: () => json(page),
      'GET /api/auth/user': () => json(userOf({ role: 'employee' })),
    });
    renderArea(<AssessmentListPage />, '/needs-assessment-list?search=Nowak&source=web');
    await screen.findByText('BP/2026/0004');
    expect(screen.getByRole('link', { name: 'Eksportuj CSV' }).getAttribute('href')).toBe(
      '/api/needs-assessment/responses/export.csv?search=Nowak&source=web',
    );
    const xlsx = screen.getByRole('link', { name: 'Eksportuj XLSX' });
    expect(xlsx.getAttribute('href')).toBe(
      '/api/needs-assessment/responses/export.xlsx?search=Nowak&source=web',
    );
    expect(xlsx.hasAttribute('download')).toBe(true);
  });
});
