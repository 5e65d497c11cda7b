// The transport area's server calls (spec-2 section 7, D13), as react-query hooks; the calls every
// quote kind shares come from the kit (D18).

import {
  type TransportQuoteDetail,
  type TransportSettings,
  type TransportSettingsInput,
  transportMessages,
  type Vehicle,
  type VehicleInput,
} from '@ppp/domain';
import { openKindQuotePrint, type Period, useKindQuote } from '@ppp/quoting';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const VEHICLES_QUERY_KEY = '/api/transport-vehicles';
const TRANSPORT_QUOTES = '/api/transport-quotes';
const TRANSPORT_SETTINGS = '/api/transport-settings';

/**
 * Every vehicle, active or not (the admin's table; the form offers the active ones); with a period
 * (D21) each also says how many units are free throughout it.
 */
export const useVehicles = (period: Period | null = null) =>
  useQuery<Vehicle[]>({
    queryKey: period ? [VEHICLES_QUERY_KEY, { from: period.from, to: period.to }] : [VEHICLES_QUERY_KEY],
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** A change of the fleet: its toast on success, the server's message (or `failure`) otherwise. */
function useFleetChange<TVariables, TResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  texts: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toastSuccess(texts.success),
    onError: (error) => handleApiError(error, texts.failure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [VEHICLES_QUERY_KEY] }),
  });
}

export const useCreateVehicle = () =>
  useFleetChange((body: VehicleInput) => apiRequest<Vehicle>('POST', VEHICLES_QUERY_KEY, body), {
    success: 'Pojazd został dodany',
    failure: transportMessages.createVehicleFailed,
  });

export const useUpdateVehicle = () =>
  useFleetChange(
    ({ id, body }: { id: number; body: VehicleInput }) =>
      apiRequest<Vehicle>('PUT', `${VEHICLES_QUERY_KEY}/${id}`, body),
    { success: 'Pojazd został zaktualizowany', failure: transportMessages.updateVehicleFailed },
  );

export const useDeleteVehicle = () =>
  useFleetChange((id: number) => apiRequest('DELETE', `${VEHICLES_QUERY_KEY}/${id}`), {
    success: 'Pojazd został usunięty',
    failure: transportMessages.deleteVehicleFailed,
  });

// One transport quote on the shared lifecycle (D18), for its pages and the list's preview; the list,
// status changes and deletion are the shared quote pages' (D20).
export const useTransportQuote = (id: number) => useKindQuote<TransportQuoteDetail>(TRANSPORT_QUOTES, id);
export const openTransportPrint = (id: number) => openKindQuotePrint(TRANSPORT_QUOTES, id);

/** D21: the depot a new transport quote starts from (every approved user reads it). */
export const useTransportSettings = () =>
  useQuery<TransportSettings>({ queryKey: [TRANSPORT_SETTINGS], staleTime: 0 });

/** D21: the transport administration sets the depot; a refused address is told under its field. */
export function useSaveTransportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransportSettingsInput) =>
      apiRequest<TransportSettings>('PUT', TRANSPORT_SETTINGS, body),
    onSuccess: (saved) => {
      queryClient.setQueryData([TRANSPORT_SETTINGS], saved);
      toastSuccess(transportMessages.depotSaved);
    },
  });
}
