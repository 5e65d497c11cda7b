import type { ClientInput, TransportQuoteDetail, TransportQuoteInput } from '@ppp/domain';
import { transportMessages } from '@ppp/domain';
import { type QuoteSaveHandlers, useQuoteSaveFlow } from '@ppp/quoting';
import type { UseFormReturn } from 'react-hook-form';
import { type TransportFormOutput, type TransportFormValues, valuesFromTransportQuote } from './formModel.ts';

export interface UseTransportQuoteSaveOptions extends QuoteSaveHandlers {
  form: UseFormReturn<TransportFormValues, unknown, TransportFormOutput>;
  /** The quote being edited; null on /create-transport-quote. */
  quote: TransportQuoteDetail | null;
}

/** Server field names that have a field in the form (anything else is told by the toast only). */
const formFields = new Set([
  'client.companyName',
  'vehicleId',
  'fromAddress',
  'toAddress',
  'distance',
  'notes',
]);

/** The save flow of every kind (D20) for a transport quote. */
export function useTransportQuoteSave(options: UseTransportQuoteSaveOptions) {
  return useQuoteSaveFlow({
    ...options,
    kind: 'transport',
    requestOf: (
      output: TransportFormOutput,
    ): { client: ClientInput; body: Omit<TransportQuoteInput, 'clientId' | 'client'> } => ({
      client: output.client,
      body: {
        vehicleId: output.vehicleId,
        fromAddress: output.fromAddress,
        toAddress: output.toAddress,
        distance: output.distance,
        notes: output.notes,
      },
    }),
    valuesOf: valuesFromTransportQuote,
    isFormField: (name) => formFields.has(name),
    texts: {
      createFailed: transportMessages.createQuoteFailed,
      created: (saved) => `Wycena transportu ${saved.quoteNumber} została utworzona`,
    },
  });
}
