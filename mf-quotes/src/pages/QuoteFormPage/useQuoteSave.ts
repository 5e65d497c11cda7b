import {
  type ClientInput,
  type Equipment,
  type QuoteDetail,
  type QuoteInput,
  startsOnOfText,
} from '@ppp/domain';
import { type QuoteSaveHandlers, useQuoteSaveFlow } from '@ppp/quoting';
import type { UseFormReturn } from 'react-hook-form';
import { type QuoteFormValues, valuesFromQuote } from './formModel.ts';
import type { QuoteFormOutput } from './formSchema.ts';
import { reapplyChanges } from './reapplyChanges.ts';

export interface UseQuoteSaveOptions extends QuoteSaveHandlers {
  form: UseFormReturn<QuoteFormValues, unknown, QuoteFormOutput>;
  quote: QuoteDetail | null;
  equipment: readonly Equipment[];
}

/** Server field names that have a field in the form (anything else is told by the toast only). */
const formPath =
  /^(client\.(companyName|nip|contactPerson|phone|email|address)|pricingSchemaId|notes|startsOn|rentalDays|items\.\d+\.\w+)$/;

/** The save flow of every kind (D3, D20) for an equipment quote. */
export function useQuoteSave({ equipment, ...options }: UseQuoteSaveOptions) {
  return useQuoteSaveFlow({
    ...options,
    kind: 'equipment',
    requestOf: (output: QuoteFormOutput): { client: ClientInput; body: Omit<QuoteInput, 'clientId'> } => ({
      client: output.client,
      body: {
        pricingSchemaId: output.pricingSchemaId,
        notes: output.notes,
        startsOn: startsOnOfText(output.startsOn),
        // Each item with the period it takes (its own, or the quote's: D21's `ownPeriod` follows).
        rentalDays: output.rentalDays,
        items: output.items,
      },
    }),
    valuesOf: (saved) => valuesFromQuote(saved, equipment),
    reapply: reapplyChanges,
    isFormField: (name) => formPath.test(name),
    texts: { createFailed: 'Nie udało się utworzyć wyceny', created: () => 'Wycena została utworzona' },
  });
}
