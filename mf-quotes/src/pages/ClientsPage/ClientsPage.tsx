import { type Client, clientDisplayName, erasedPersonalDataLabel, foundClientsLabel } from '@ppp/domain';
import { ExportLinks } from '@ppp/quoting';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  PageContainer,
  PagedList,
  PageHeader,
  useListAddress,
  usePageTitle,
} from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useClientList } from '../../clientsApi.ts';

const StyledName = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A contact field, or 'Dane usunięte' once the client's personal data was erased (D25). */
const contact = (client: Client, value: string | null) =>
  client.erasedAt ? erasedPersonalDataLabel : value || '—';

const columns: DataTableColumn<Client>[] = [
  { header: 'NIP', cell: (client) => client.nip || '—', muted: true },
  { header: 'Osoba kontaktowa', cell: (client) => contact(client, client.contactPerson) },
  { header: 'E-mail', cell: (client) => contact(client, client.email), muted: true },
  { header: 'Telefon', cell: (client) => contact(client, client.phone), muted: true },
];

/** 'Klienci' (/clients, D25): the shared address book, searched by name or NIP in the address, paged. */
export function ClientsPage() {
  usePageTitle('Klienci');
  const address = useListAddress();
  const list = useClientList({ page: address.page, search: address.search || undefined });
  return (
    <PageContainer width="wide">
      <PageHeader
        title="Klienci"
        subtitle="Wspólna książka adresowa firm klientów"
        // D26: the address book as it is searched now, as a file.
        actions={<ExportLinks listApiPath="/api/clients" filters={{ search: address.search }} />}
      />
      <PagedList
        address={address}
        query={list}
        searchLabel="Szukaj klientów"
        searchPlaceholder="Szukaj po nazwie firmy lub NIP..."
        resultText={foundClientsLabel}
        loadingText="Ładowanie klientów..."
        errorTitle="Błąd ładowania klientów"
        errorDescription="Nie udało się załadować listy klientów."
        empty={
          <EmptyState
            size="sm"
            title="Brak klientów"
            description={address.search ? 'Żaden klient nie pasuje do wyszukiwania.' : undefined}
            action={
              address.search ? (
                <Button variant="outline" onClick={() => address.update({ search: null, page: null })}>
                  Wyczyść wyszukiwanie
                </Button>
              ) : undefined
            }
          />
        }
        renderItems={(items) => (
          <DataTable
            aria-label="Klienci"
            rows={items}
            rowKey={(client) => client.id}
            title={{
              header: 'Firma',
              cell: (client) => (
                <StyledName to={`/clients/${client.id}`}>{clientDisplayName(client)}</StyledName>
              ),
            }}
            columns={columns}
            cardTitleLevel={2}
            compactCards
            actions={(client) => (
              <Button as={Link} to={`/clients/${client.id}`} variant="outline" size="sm">
                Otwórz
              </Button>
            )}
          />
        )}
      />
    </PageContainer>
  );
}
