import { erasedPersonalDataLabel, type QuoteDetail } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, InfoList } from '@ppp/ui';

export interface QuoteClientCardProps {
  /** The client as stored, or as it was at approval (D3). */
  client: Pick<
    QuoteDetail['client'],
    'companyName' | 'nip' | 'contactPerson' | 'email' | 'phone' | 'address' | 'erasedAt'
  >;
}

/**
 * The client of a quote of any kind (D18); each field only when present. After an erasure (D25)
 * 'Dane usunięte' stands where the contact was.
 */
export function QuoteClientCard({ client }: QuoteClientCardProps) {
  const rows: [string, string | null][] = [
    ['Firma', client.companyName],
    ['NIP', client.nip],
    ...((client.erasedAt
      ? [['Dane kontaktowe', erasedPersonalDataLabel]]
      : [
          ['Osoba kontaktowa', client.contactPerson],
          ['E-mail', client.email],
          ['Telefon', client.phone],
          ['Adres', client.address],
        ]) satisfies [string, string | null][]),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dane klienta</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.some(([, value]) => value) ? (
          <InfoList rows={rows} />
        ) : (
          <EmptyState size="sm" icon={null} title="Brak danych klienta" />
        )}
      </CardContent>
    </Card>
  );
}
