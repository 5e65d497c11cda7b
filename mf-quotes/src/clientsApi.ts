// The address book's server calls (D25), as react-query hooks.

import type { Client, ClientDetail, Page } from '@ppp/domain';
import { apiRequest, errorMessageOf, toastError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const CLIENTS_URL = '/api/clients';
export const CLIENTS_PAGE_SIZE = 20;

export const clientKey = (id: number) => [CLIENTS_URL, id] as const;

/** The address to download everything held about a client (D25, admins): the server names the file. */
export const clientExportUrl = (id: number) => `${CLIENTS_URL}/${id}/export`;

/** One page of the address book (D5), searched by company name or NIP. */
export const useClientList = (filters: { page: number; search?: string }) =>
  useQuery<Page<Client>>({
    queryKey: [CLIENTS_URL, { page: filters.page, pageSize: CLIENTS_PAGE_SIZE, search: filters.search }],
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** A client with its quotes of every kind the user may see (D25). */
export const useClientDetail = (id: number) =>
  useQuery<ClientDetail>({
    queryKey: clientKey(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

/** 'Usuń dane osobowe' (D25): the answer is the erased client, kept with its quotes. */
export function useEraseClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Client>('POST', `${CLIENTS_URL}/${id}/erase`),
    onSuccess: (erased) => {
      queryClient.setQueryData<ClientDetail>(clientKey(id), (shown) =>
        shown ? { ...shown, ...erased } : shown,
      );
      void queryClient.invalidateQueries({ queryKey: [CLIENTS_URL] });
      toastSuccess('Dane osobowe klienta zostały usunięte');
    },
    onError: (error) => toastError(errorMessageOf(error, 'Nie udało się usunąć danych osobowych')),
  });
}
