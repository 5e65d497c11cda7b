// The webhooks' server calls (D24): the endpoints of /admin/api-keys, their delivery logs and
// 'Wyślij ponownie'.
import {
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
  type WebhookPatch,
  webhookMessages,
} from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from './shared.ts';

export const WEBHOOKS_KEY = ['/api/admin/webhooks'] as const;
const deliveriesKey = (webhookId: number) => [WEBHOOKS_KEY[0], webhookId, 'deliveries'] as const;

export const useWebhooks = () => useQuery<Webhook[]>({ queryKey: WEBHOOKS_KEY, staleTime: 0 });

/** One webhook's latest deliveries, newest first; kept fresh while they are being sent. */
export const useWebhookDeliveries = (webhookId: number) =>
  useQuery<WebhookDelivery[]>({
    queryKey: deliveriesKey(webhookId),
    queryFn: () => apiRequest<WebhookDelivery[]>('GET', `${WEBHOOKS_KEY[0]}/${webhookId}/deliveries`),
    staleTime: 0,
    refetchInterval: 10_000,
  });

/** The creation answer carries the secret once: the caller keeps it in the page's memory only. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookInput) => apiRequest<CreatedWebhook>('POST', WEBHOOKS_KEY[0], body),
    onSuccess: () => toastSuccess('Webhook został dodany'),
    onError: (error) => handleApiError(error, webhookMessages.createFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export const useUpdateWebhook = () =>
  useAdminMutation({
    request: ({ id, patch }: { id: number; patch: WebhookPatch }) =>
      apiRequest<Webhook>('PATCH', `${WEBHOOKS_KEY[0]}/${id}`, patch),
    success: 'Webhook został zapisany',
    failure: webhookMessages.updateFailed,
    invalidates: () => [WEBHOOKS_KEY],
  });

export const useDeleteWebhook = () =>
  useAdminMutation({
    request: (id: number) => apiRequest('DELETE', `${WEBHOOKS_KEY[0]}/${id}`),
    success: 'Webhook został usunięty',
    failure: webhookMessages.deleteFailed,
    invalidates: () => [WEBHOOKS_KEY],
  });

/** 'Wyślij ponownie' (D24): the delivery is due again, with its same webhook-id. */
export const useResendDelivery = (webhookId: number) =>
  useAdminMutation({
    request: (deliveryId: number) =>
      apiRequest<WebhookDelivery>('POST', `${WEBHOOKS_KEY[0]}/deliveries/${deliveryId}/resend`),
    success: 'Dostawa czeka na ponowne wysłanie',
    failure: webhookMessages.resendFailed,
    invalidates: () => [deliveriesKey(webhookId)],
  });
