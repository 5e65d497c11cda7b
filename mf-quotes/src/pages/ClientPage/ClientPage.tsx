import {
  type ClientDetail,
  type ClientQuote,
  clientDisplayName,
  clientQuoteKindLabels,
  erasedPersonalDataLabel,
  formatDateTimeLong,
  formatMoney,
  quoteKindEntries,
} from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorState,
  InfoList,
  LoadingState,
  NotFoundState,
  PageContainer,
  PageHeader,
  StatusBadge,
  statusOf,
  useCan,
  usePageTitle,
} from '@ppp/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { clientExportUrl, useClientDetail, useEraseClient } from '../../clientsApi.ts';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledList = styled.ul`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const StyledAmount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const quoteColumns: DataTableColumn<ClientQuote>[] = [
  { header: 'Rodzaj', cell: (quote) => clientQuoteKindLabels[quote.kind], muted: true },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
  {
    header: 'Wartość brutto',
    cell: (quote) => <StyledAmount>{formatMoney(quote.totalGross)}</StyledAmount>,
    align: 'right',
  },
];

/** The kind's detail page of a quote (D20: each kind's own address). */
const quotePath = (quote: ClientQuote) => `${quoteKindEntries[quote.kind].path}/${quote.id}`;

/** The client's facts; after an erasure (D25) 'Dane usunięte' where the contact was. */
function ClientFacts({ client }: { client: ClientDetail }) {
  const rows: [string, string | null][] = [
    ['Firma', client.companyName],
    ['NIP', client.nip],
    ...((client.erasedAt
      ? [
          ['Dane kontaktowe', erasedPersonalDataLabel],
          ['Usunięto', formatDateTimeLong(client.erasedAt)],
        ]
      : [
          ['Osoba kontaktowa', client.contactPerson],
          ['E-mail', client.email],
          ['Telefon', client.phone],
          ['Adres', client.address],
        ]) satisfies [string, string | null][]),
    ['Źródło', client.source],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dane klienta</CardTitle>
      </CardHeader>
      <CardContent>
        <InfoList rows={rows} />
      </CardContent>
    </Card>
  );
}

function ClientQuotes({ quotes }: { quotes: ClientQuote[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Wyceny klienta</CardTitle>
      </CardHeader>
      <CardContent>
        {quotes.length ? (
          <DataTable
            aria-label="Wyceny klienta"
            rows={quotes}
            rowKey={(quote) => `${quote.kind}-${quote.id}`}
            title={{
              header: 'Nr wyceny',
              cell: (quote) => <Link to={quotePath(quote)}>{quote.quoteNumber}</Link>,
            }}
            columns={quoteColumns}
            cardTitleLevel={3}
            compactCards
          />
        ) : (
          <EmptyState size="sm" icon={null} title="Brak wycen tego klienta" />
        )}
      </CardContent>
    </Card>
  );
}

/** 'Usuń dane osobowe' (D25): what goes, what stays, and that backups keep it until they expire. */
function EraseDialog({
  client,
  open,
  onOpenChange,
}: {
  client: ClientDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const erase = useEraseClient(client.id);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Usunąć dane osobowe klienta?"
      description={`Dane osobowe klienta ${clientDisplayName(client)} zostaną trwale usunięte. Tej operacji nie można cofnąć.`}
      confirmLabel="Usuń dane osobowe"
      variant="destructive"
      onConfirm={() => erase.mutateAsync()}
    >
      <p>
        Zostaną usunięte: osoba kontaktowa, e-mail, telefon i adres — z danych klienta, z jego wycen (także
        wersji zachowanych i plików PDF), z wiadomości w poczcie wychodzącej, z historii wycen, z powiadomień
        webhook i z powiązanych badań potrzeb.
      </p>
      <StyledList>
        <li>Nazwa firmy, NIP, numery i kwoty wycen pozostają.</li>
        <li>Kopie zapasowe zawierają te dane do czasu ich wygaśnięcia.</li>
      </StyledList>
    </ConfirmDialog>
  );
}

function ClientView({ client }: { client: ClientDetail }) {
  const managesPersonalData = useCan('admin:clientData');
  const [erasing, setErasing] = useState(false);
  return (
    <PageContainer>
      <PageHeader
        backTo="/clients"
        backLabel="Wróć do listy klientów"
        title={clientDisplayName(client)}
        subtitle={client.nip ? `NIP ${client.nip}` : undefined}
        actions={
          managesPersonalData ? (
            <>
              <Button as="a" href={clientExportUrl(client.id)} download variant="outline">
                Eksportuj dane
              </Button>
              {client.erasedAt ? null : (
                <Button variant="destructive" onClick={() => setErasing(true)}>
                  Usuń dane osobowe
                </Button>
              )}
            </>
          ) : null
        }
      />
      <StyledStack>
        <ClientFacts client={client} />
        <ClientQuotes quotes={client.quotes} />
      </StyledStack>
      {managesPersonalData ? <EraseDialog client={client} open={erasing} onOpenChange={setErasing} /> : null}
    </PageContainer>
  );
}

/** The client's page (/clients/{id}, D25): its data and quotes; for admins its personal data's export and erasure. */
export function ClientPage() {
  const { id } = useParams();
  const clientId = /^\d+$/.test(id ?? '') && Number(id) > 0 ? Number(id) : Number.NaN;
  const client = useClientDetail(clientId);
  const notFound = Number.isNaN(clientId) || statusOf(client.error) === 404;
  usePageTitle(
    notFound
      ? 'Klient nie znaleziony'
      : client.data
        ? clientDisplayName(client.data)
        : client.isError
          ? 'Błąd ładowania klienta'
          : null,
  );
  if (notFound) {
    return (
      <PageContainer width="narrow">
        <NotFoundState
          title="Klient nie znaleziony"
          headingLevel={1}
          description="Nie można znaleźć klienta o podanym ID."
          backTo="/clients"
          backLabel="Wróć do listy klientów"
        />
      </PageContainer>
    );
  }
  if (client.isPending) {
    return (
      <PageContainer>
        <LoadingState text="Ładowanie klienta..." />
      </PageContainer>
    );
  }
  if (client.isError) {
    return (
      <PageContainer width="narrow">
        <ErrorState
          title="Błąd ładowania klienta"
          headingLevel={1}
          description="Nie udało się załadować danych klienta."
          backTo="/clients"
          backLabel="Wróć do listy klientów"
          onRetry={() => void client.refetch()}
        />
      </PageContainer>
    );
  }
  return <ClientView client={client.data} />;
}
