import type { Client } from '@ppp/domain';
import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ClientSection } from './ClientSection.tsx';
import { type ClientDraft, type ClientFormFields, emptyClientDraft } from './clientDraft.ts';

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

/** The form and the address book's answers the block reads, without a server. */
function Frame({ client, children }: { client: Partial<ClientDraft>; children: ReactNode }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(
    ['/api/clients/suggestions', { companyName: client.companyName ?? '' }],
    [budimex],
  );
  const form = useForm<ClientFormFields>({
    defaultValues: { clientId: null, client: { ...emptyClientDraft, ...client } },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <FormProvider {...form}>{children}</FormProvider>
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Clients/ClientSection',
  component: ClientSection,
  args: { readOnly: false },
} satisfies Meta<typeof ClientSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Frame client={{}}>
      <ClientSection {...args} />
    </Frame>
  ),
};

/** D19: a typed name that matches the address book, before a new client is created. */
export const WithSuggestions: Story = {
  render: (args) => (
    <ThemeSideBySide>
      <Frame client={{ companyName: 'Budimex' }}>
        <ClientSection {...args} />
      </Frame>
    </ThemeSideBySide>
  ),
};

/** D19: a save refused because another client holds the NIP. */
export const DuplicateNip: Story = {
  args: { duplicate: { id: 7, companyName: 'Budimex S.A.' } },
  render: (args) => (
    <ThemeSideBySide>
      <Frame client={{ companyName: 'Budimex', nip: '5261040828' }}>
        <ClientSection {...args} />
      </Frame>
    </ThemeSideBySide>
  ),
};
