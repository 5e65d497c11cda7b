import { type Client, type DuplicateClient, nipDigits } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  handleApiError,
  Input,
  useDebouncedValue,
} from '@ppp/ui';
import { useState } from 'react';
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { ClientPicker, clientFacts, StyledClientInfo, StyledClientResults } from './ClientPicker.tsx';
import {
  type ClientDraft,
  type ClientFormFields,
  clientDraftOf,
  clientTitle,
  emptyClientDraft,
} from './clientDraft.ts';
import { fetchClient, useClientSuggestions } from './clientsApi.ts';

export interface ClientSectionProps {
  readOnly: boolean;
  /** The client that already holds the typed NIP, from a refused save (D19). */
  duplicate?: DuplicateClient['existing'] | null;
  /** Told when the form switches to another client (the duplicate offer is then settled). */
  onClientChosen?: () => void;
  /** The company's name is required (D14: electrical and general quotes), not one field of four. */
  companyRequired?: boolean;
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
  { name: 'address', label: 'Adres', autoComplete: 'street-address' },
];

const StyledContent = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Three fields a row where they fit (two rows for the six), fewer on narrower forms. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledNotice = styled.div<{ $tone: 'info' | 'warning' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningText : theme.colors.primaryText)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSuggestion = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};

  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The client block of every quote form (D18, D19): pick a client from the address book or type a new
 * one; without a NIP, a typed company name shows the existing clients it matches before a new one is
 * created; a NIP another client holds offers to use that client instead.
 */
export function ClientSection({
  readOnly,
  duplicate = null,
  onClientChosen,
  companyRequired = false,
}: ClientSectionProps) {
  const { register, setValue, clearErrors, control, formState } = useFormContext<ClientFormFields>();
  const clientId = useWatch({ control, name: 'clientId' });
  const client = useWatch({ control, name: 'client' });
  const errors = formState.errors.client;
  const [loadingExisting, setLoadingExisting] = useState(false);
  const typedName = useDebouncedValue(client.companyName.trim(), 300);
  const suggesting = !readOnly && !clientId && nipDigits(client.nip) === '';
  const suggestions = useClientSuggestions(suggesting ? typedName : '');
  const shown = suggesting && typedName ? (suggestions.data ?? []) : [];

  const choose = (id: number | null, draft: ClientDraft) => {
    setValue('clientId', id, { shouldDirty: true });
    for (const [name, value] of Object.entries(draft)) {
      setValue(`client.${name}` as FieldPath<ClientFormFields>, value, { shouldDirty: true });
    }
    clearErrors('client');
    onClientChosen?.();
  };

  const switchToExisting = async (id: number) => {
    setLoadingExisting(true);
    try {
      const existing: Client = await fetchClient(id);
      choose(existing.id, clientDraftOf(existing));
    } catch (error) {
      handleApiError(error, 'Nie udało się wczytać klienta');
    } finally {
      setLoadingExisting(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dane klienta</CardTitle>
        <CardDescription>
          {companyRequired
            ? 'Wybierz klienta z bazy albo wpisz dane nowego. Wymagana jest nazwa firmy.'
            : 'Wybierz klienta z bazy albo wpisz dane nowego. Wymagane jest przynajmniej jedno z pól: nazwa firmy, osoba kontaktowa, telefon lub e-mail.'}
        </CardDescription>
      </CardHeader>
      <StyledContent>
        {readOnly ? null : <ClientPicker onPick={(picked) => choose(picked.id, clientDraftOf(picked))} />}
        {clientId && !readOnly ? (
          <StyledNotice $tone="info">
            <span>
              Klient z bazy: <strong>{clientTitle(client)}</strong> — zmiany jego danych zostaną zapisane w
              bazie klientów.
            </span>
            <Button size="sm" variant="outline" onClick={() => choose(null, emptyClientDraft)}>
              Nowy klient
            </Button>
          </StyledNotice>
        ) : null}
        {duplicate && !readOnly && duplicate.id !== clientId ? (
          <StyledNotice $tone="warning" role="alert">
            <span>
              Klient o tym NIP już istnieje: <strong>{duplicate.companyName ?? 'Klient bez nazwy'}</strong>
            </span>
            <Button size="sm" loading={loadingExisting} onClick={() => void switchToExisting(duplicate.id)}>
              Użyj istniejącego klienta
            </Button>
          </StyledNotice>
        ) : null}
        <StyledGrid>
          {fields.map((field) => {
            const control = (
              <Field
                key={field.name}
                label={field.label}
                required={companyRequired && field.name === 'companyName'}
                error={errors?.[field.name]?.message}
              >
                <Input
                  type={field.type ?? 'text'}
                  autoComplete={field.name === 'companyName' ? 'off' : field.autoComplete}
                  {...register(`client.${field.name}`)}
                />
              </Field>
            );
            if (field.name === 'companyName' && shown.length > 0) {
              return (
                <StyledWide key={field.name}>
                  {control}
                  <StyledClientInfo id="client-suggestions-title">
                    Podobni klienci w bazie — użyj istniejącego zamiast tworzyć nowego:
                  </StyledClientInfo>
                  <StyledClientResults aria-labelledby="client-suggestions-title">
                    {shown.map((suggestion) => (
                      <StyledSuggestion key={suggestion.id}>
                        <div>
                          <strong>{clientTitle(suggestion)}</strong>
                          <span>{clientFacts(suggestion)}</span>
                        </div>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Użyj klienta ${clientTitle(suggestion)}`}
                          onClick={() => choose(suggestion.id, clientDraftOf(suggestion))}
                        >
                          Użyj
                        </Button>
                      </StyledSuggestion>
                    ))}
                  </StyledClientResults>
                </StyledWide>
              );
            }
            return field.wide ? <StyledWide key={field.name}>{control}</StyledWide> : control;
          })}
        </StyledGrid>
      </StyledContent>
    </Card>
  );
}
