import { type Client, foundClientsLabel } from '@ppp/domain';
import { Field, focusRing, IconSearch, Input, Spinner, useDebouncedValue, visuallyHidden } from '@ppp/ui';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { clientTitle } from './clientDraft.ts';
import { useClientSearch } from './clientsApi.ts';

export interface ClientPickerProps {
  onPick: (client: Client) => void;
}

export const StyledClientResults = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  max-height: 280px;
  overflow-y: auto;
`;

const StyledResult = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledClientInfo = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/** One line of a client's other facts: contact, NIP, e-mail, phone. */
export const clientFacts = (client: Client) =>
  [
    client.contactPerson,
    client.nip && `NIP ${client.nip}`,
    client.email,
    client.phone,
    client.source && `z formularza: ${client.source}`,
  ]
    .filter(Boolean)
    .join(' · ') || 'Brak dodatkowych danych';

/** Search of the shared address book (D1): company, contact, e-mail or NIP; Enter picks the first match. */
export function ClientPicker({ onPick }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 250);
  const results = useClientSearch(settled);
  const listId = useId();
  const clients = settled ? (results.data?.items ?? []) : [];

  const searchField = useRef<HTMLInputElement>(null);

  // The picked result goes with the list: the search keeps the focus, the form goes on from there.
  const pick = (client: Client) => {
    onPick(client);
    setSearch('');
    searchField.current?.focus();
  };

  return (
    <div>
      <Field label="Wybierz istniejącego klienta" hint="Wpisz nazwę firmy, osobę kontaktową, e-mail lub NIP.">
        <Input
          ref={searchField}
          type="search"
          icon={<IconSearch size={16} />}
          placeholder="Szukaj klienta..."
          autoComplete="off"
          value={search}
          aria-controls={clients.length > 0 ? listId : undefined}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (clients[0]) pick(clients[0]);
            } else if (event.key === 'Escape') {
              setSearch('');
            }
          }}
        />
      </Field>
      {/* What the search found is said as it changes (the region is there before it is). */}
      <div role="status">
        {settled && results.isFetching && clients.length === 0 ? (
          <StyledClientInfo>
            <Spinner size="sm" decorative /> Szukanie klientów...
          </StyledClientInfo>
        ) : null}
        {settled && results.isSuccess && clients.length === 0 ? (
          <StyledClientInfo>Nie znaleziono klientów — wpisz dane nowego klienta poniżej.</StyledClientInfo>
        ) : null}
        {clients.length > 0 ? <StyledHidden>{foundClientsLabel(clients.length)}</StyledHidden> : null}
      </div>
      {clients.length > 0 ? (
        <StyledClientResults id={listId} aria-label="Znalezieni klienci">
          {clients.map((client) => (
            <li key={client.id}>
              <StyledResult type="button" onClick={() => pick(client)}>
                {clientTitle(client)}
                <span>{clientFacts(client)}</span>
              </StyledResult>
            </li>
          ))}
        </StyledClientResults>
      ) : null}
    </div>
  );
}
