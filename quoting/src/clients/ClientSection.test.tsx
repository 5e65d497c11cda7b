import type { Client } from '@ppp/domain';
import { getQueryFn } from '@ppp/ui';
import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientSection, type ClientSectionProps } from './ClientSection.tsx';
import { type ClientFormFields, emptyClientDraft } from './clientDraft.ts';

const budimex: Client = {
  id: 7,
  companyName: 'Budimex S.A.',
  nip: '5261040828',
  contactPerson: 'Anna Nowak',
  phone: '601 234 567',
  email: 'biuro@budimex.pl',
  address: 'ul. Siedmiogrodzka 9, Warszawa',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  source: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let values: () => ClientFormFields;

function Harness({ children }: { children: ReactNode }) {
  const form = useForm<ClientFormFields>({ defaultValues: { clientId: null, client: emptyClientDraft } });
  values = form.getValues;
  return <FormProvider {...form}>{children}</FormProvider>;
}

function renderSection(props: Partial<ClientSectionProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: getQueryFn } } });
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <Harness>
        <ClientSection readOnly={false} {...props} />
      </Harness>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientSection (D19)', () => {
  it('suggests existing clients for a typed company name, and uses one', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).includes('/api/clients/suggestions') ? json([budimex]) : json({ items: [], total: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'budimex');
    const use = await screen.findByRole('button', { name: 'Użyj klienta Budimex S.A.' });
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('companyName=budimex');
    await userEvent.click(use);
    expect(values().clientId).toBe(7);
    expect(values().client).toMatchObject({
      companyName: 'Budimex S.A.',
      nip: '5261040828',
      phone: '601 234 567',
    });
    expect(screen.getByText(/Klient z bazy:/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Użyj klienta Budimex S.A.' })).toBeNull();
  });

  it('picks from the address book with the keyboard: the count is said, the focus stays in the search', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).includes('/api/clients?') ? json({ items: [budimex], total: 1 }) : json([]),
      ),
    );
    renderSection();
    const search = screen.getByLabelText('Wybierz istniejącego klienta');
    await userEvent.type(search, 'bud');
    const result = await screen.findByRole('button', { name: /Budimex S\.A\./ });
    expect(screen.getByRole('status').textContent).toBe('Znaleziono 1 klienta');
    result.focus();
    await userEvent.keyboard('{Enter}');
    expect(values().clientId).toBe(7);
    expect(document.activeElement).toBe(search);
  });

  it('does not suggest once a NIP is typed (the NIP decides, D19)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json([budimex]));
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    await userEvent.type(screen.getByLabelText('NIP'), '5261040828');
    await userEvent.type(screen.getByLabelText('Nazwa firmy'), 'budimex');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText(/Podobni klienci w bazie/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('suggestions'))).toBe(false);
  });

  it('offers the client that holds the NIP and switches the form to it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(budimex)),
    );
    const chosen = vi.fn();
    renderSection({ duplicate: { id: 7, companyName: 'Budimex S.A.' }, onClientChosen: chosen });
    expect(screen.getByRole('alert').textContent).toContain('Klient o tym NIP już istnieje');
    await userEvent.click(screen.getByRole('button', { name: 'Użyj istniejącego klienta' }));
    await waitFor(() => expect(values().clientId).toBe(7));
    expect(values().client.contactPerson).toBe('Anna Nowak');
    expect(chosen).toHaveBeenCalled();
  });
});
