import type { Client } from '@ppp/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input } from '@ppp/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { ClientPicker, clientTitle } from './ClientPicker.tsx';
import { StyledFieldGrid, StyledInlineNotice, StyledWide } from './formLayout.ts';
import { type ClientDraft, emptyClient, type QuoteFormValues } from './formModel.ts';

export interface ClientSectionProps {
  readOnly: boolean;
}

const fields: {
  name: keyof ClientDraft;
  label: string;
  type?: string;
  autoComplete?: string;
  wide?: boolean;
}[] = [
  { name: 'companyName', label: 'Nazwa firmy', autoComplete: 'organization' },
  { name: 'nip', label: 'NIP' },
  { name: 'contactPerson', label: 'Osoba kontaktowa', autoComplete: 'name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Adres', autoComplete: 'street-address', wide: true },
];

const draftOf = (client: Client): ClientDraft => ({
  companyName: client.companyName ?? '',
  nip: client.nip ?? '',
  contactPerson: client.contactPerson ?? '',
  phone: client.phone ?? '',
  email: client.email ?? '',
  address: client.address ?? '',
});

const StyledContent = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The client block: pick one from the address book or type a new one (saved first, D5). */
export function ClientSection({ readOnly }: ClientSectionProps) {
  const { register, setValue, clearErrors, control, formState } = useFormContext<QuoteFormValues>();
  const clientId = useWatch({ control, name: 'clientId' });
  const client = useWatch({ control, name: 'client' });
  const errors = formState.errors.client;

  const choose = (clientIdValue: number | null, client: ClientDraft) => {
    setValue('clientId', clientIdValue, { shouldDirty: true });
    setValue('client', client, { shouldDirty: true });
    clearErrors('client');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dane klienta</CardTitle>
        <CardDescription>
          Wybierz klienta z bazy albo wpisz dane nowego. Wymagane jest przynajmniej jedno z pól: nazwa firmy,
          osoba kontaktowa, telefon lub e-mail.
        </CardDescription>
      </CardHeader>
      <StyledContent>
        {readOnly ? null : <ClientPicker onPick={(client) => choose(client.id, draftOf(client))} />}
        {clientId && !readOnly ? (
          <StyledInlineNotice>
            <span>
              Klient z bazy:{' '}
              <strong>
                {clientTitle({
                  companyName: client.companyName,
                  contactPerson: client.contactPerson,
                  email: client.email,
                  phone: client.phone,
                })}
              </strong>{' '}
              — zmiany jego danych zostaną zapisane w bazie klientów.
            </span>
            <Button size="sm" variant="outline" onClick={() => choose(null, emptyClient)}>
              Nowy klient
            </Button>
          </StyledInlineNotice>
        ) : null}
        <StyledFieldGrid>
          {fields.map((field) => {
            const control = (
              <Field key={field.name} label={field.label} error={errors?.[field.name]?.message}>
                <Input
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  {...register(`client.${field.name}`)}
                />
              </Field>
            );
            return field.wide ? <StyledWide key={field.name}>{control}</StyledWide> : control;
          })}
        </StyledFieldGrid>
      </StyledContent>
    </Card>
  );
}
