// The outbox's server calls (D22): the mails and their states, one mail's content, sending again.
import { mailMessages, type OutboxItem, type OutboxMail, type Page, type ResentMail } from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess, toastWarning } from '@ppp/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const OUTBOX_URL = '/api/admin/outbox';
export const OUTBOX_PAGE_SIZE = 50;

/** One page of the outbox, newest first; kept fresh while mails are being sent. */
export const useOutbox = (page: number) =>
  useQuery<Page<OutboxItem>>({
    queryKey: [OUTBOX_URL, { page, pageSize: OUTBOX_PAGE_SIZE }],
    staleTime: 0,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });

export const useOutboxMail = (id: number | null) =>
  useQuery<OutboxMail>({ queryKey: [OUTBOX_URL, id], enabled: id !== null, staleTime: 0 });

/** 'Wyślij ponownie': due now; without a mail server it stays held, and the toast says so. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ResentMail>('POST', `${OUTBOX_URL}/${id}/resend`),
    onSuccess: (mail) => {
      if (mail.message) toastWarning('Nie wysłano', mail.message);
      else toastSuccess('Wiadomość czeka na wysłanie');
    },
    onError: (error) => handleApiError(error, mailMessages.resendFailed),
    // The list's pages and the mail itself.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [OUTBOX_URL] }),
  });
}
