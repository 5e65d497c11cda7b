import { type Client, type DuplicateClient, duplicateClientSchema, type Page } from '@ppp/domain';
import { apiRequest, errorBodyOf, statusOf } from '@ppp/ui';
import { useQuery } from '@tanstack/react-query';

/** The address book (D1: every approved user), searched by company, contact, e-mail or NIP. */
export const useClientSearch = (search: string) =>
  useQuery<Page<Client>>({
    queryKey: ['/api/clients', { search, page: 1, pageSize: 8 }],
    enabled: search.trim().length > 0,
    staleTime: 30_000,
  });

/** D19: existing clients whose name matches a typed one (case and punctuation ignored). */
export const useClientSuggestions = (companyName: string) =>
  useQuery<Client[]>({
    queryKey: ['/api/clients/suggestions', { companyName }],
    enabled: companyName.trim().length >= 3,
    staleTime: 30_000,
  });

export const fetchClient = (id: number) => apiRequest<Client>('GET', `/api/clients/${id}`);

/** The client that already holds a NIP, from a save's 409 (D19), or null for any other error. */
export function duplicateClientOf(error: unknown): DuplicateClient['existing'] | null {
  if (statusOf(error) !== 409) return null;
  const parsed = duplicateClientSchema.safeParse(errorBodyOf(error));
  return parsed.success ? parsed.data.existing : null;
}

/**
 * The client step of saving any quote form (D18, D19): the address-book client updated (when one
 * was chosen) or created, before the quote is written with its id. An erased client is not written
 * from a quote form (409, D25): one opened before the erasure would bring its data back.
 */
export const saveQuoteClient = (clientId: number | null, client: unknown) =>
  clientId
    ? apiRequest<Client>('PUT', `/api/clients/${clientId}?unlessErased=true`, client)
    : apiRequest<Client>('POST', '/api/clients', client);
