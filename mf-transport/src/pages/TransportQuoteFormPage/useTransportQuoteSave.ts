import type {
  AvailabilityShortage,
  ClientInput,
  TransportQuoteDetail,
  TransportQuoteInput,
} from '@ppp/domain';
import { startsOnOfText, transportMessages } from '@ppp/domain';
import { type QuoteSaveHandlers, useQuoteSaveFlow } from '@ppp/quoting';
import type { UseFormReturn } from 'react-hook-form';
import { type TransportFormOutput, type TransportFormValues, valuesFromTransportQuote } from './formModel.ts';

/** D21: a save's answer names the vehicle lines short of free units (`availability`), if any. */
export const shortagesOf = (saved: TransportQuoteDetail): AvailabilityShortage[] =>
  'availability' in saved && Array.isArray(saved.availability) ? saved.availability : [];

export interface UseTransportQuoteSaveOptions extends QuoteSaveHandlers {
  form: UseFormReturn<TransportFormValues, unknown, TransportFormOutput>;
  /** The quote being edited; null on /create-transport-quote. */
  quote: TransportQuoteDetail | null;
  /** D21: a save that stays on the form (a draft of an edit) answers which lines are short. */
  onShortages: (shortages: AvailabilityShortage[]) => void;
}

/** Server field names that have a field in the form (anything else is told by the toast only). */
const formField =
  /^(client\.companyName|startsOn|tripDays|fromAddress|toAddress|notes|vehicles\.\d+\.(vehicleId|distance))$/;

/** The save flow of every kind (D20) for a transport quote. */
export function useTransportQuoteSave({ onShortages, ...options }: UseTransportQuoteSaveOptions) {
  return useQuoteSaveFlow({
    ...options,
    kind: 'transport',
    requestOf: (
      output: TransportFormOutput,
    ): { client: ClientInput; body: Omit<TransportQuoteInput, 'clientId' | 'client'> } => ({
      client: output.client,
      body: {
        startsOn: startsOnOfText(output.startsOn),
        tripDays: output.tripDays,
        fromAddress: output.fromAddress,
        toAddress: output.toAddress,
        vehicles: output.vehicles,
        returnTrip: output.returnTrip,
        notes: output.notes,
      },
    }),
    valuesOf: valuesFromTransportQuote,
    // A newer version loaded over this tab's changes has not been checked: no warning until saved.
    heldApart: { reset: (saved) => onShortages(shortagesOf(saved)), keepOnto: () => onShortages([]) },
    isFormField: (name) => formField.test(name),
    texts: {
      createFailed: transportMessages.createQuoteFailed,
      created: (saved) => `Wycena transportu ${saved.quoteNumber} została utworzona`,
    },
  });
}
