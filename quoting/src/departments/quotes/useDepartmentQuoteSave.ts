import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  type DepartmentQuoteInput,
  departmentMessages,
  rentalDaysTextSchema,
  startsOnOfText,
} from '@ppp/domain';
import type { UseFormReturn } from 'react-hook-form';
import { type QuoteSaveHandlers, useQuoteSaveFlow } from '../../quotes/useQuoteSaveFlow.ts';
import { type DepartmentFormValues, formValuesOf } from './formModel.ts';
import type { ItemDrafts, ItemErrors } from './useItemDrafts.ts';

export interface UseDepartmentQuoteSaveOptions extends QuoteSaveHandlers {
  config: DepartmentConfig;
  form: UseFormReturn<DepartmentFormValues>;
  /** The quote being edited; null on the creation page. */
  quote: DepartmentQuoteDetail | null;
  items: ItemDrafts;
}

/** What the form submits: its fields, and the quote's items and notes as the API takes them. */
interface DepartmentSubmission {
  values: DepartmentFormValues;
  content: Omit<DepartmentQuoteInput, 'clientId' | 'client'>;
}

/** The server's field messages of the items, by item index and field. */
function itemErrorsOf(messages: Record<string, string>): ItemErrors {
  const byItem: ItemErrors = {};
  for (const [key, message] of Object.entries(messages)) {
    const match = /^items\.(\d+)\.([^.]+)/.exec(key);
    if (!match) continue;
    byItem[Number(match[1])] ??= {};
    byItem[Number(match[1])][match[2]] ??= message;
  }
  return byItem;
}

/**
 * The save flow of every kind (D20) for an electrical or general quote. Its items live apart from
 * the form's fields: a saved version resets them; after a 412 what this tab changed is kept on the
 * latest version (its fields one by one, its items as one list) and the rest is the latest's.
 */
export function useDepartmentQuoteSave({ config, items, ...options }: UseDepartmentQuoteSaveOptions) {
  const flow = useQuoteSaveFlow({
    ...options,
    kind: config.kind,
    requestOf: ({ values, content }: DepartmentSubmission) => ({
      client: values.client,
      body: {
        ...content,
        startsOn: startsOnOfText(values.startsOn),
        // Each item with the period it takes (its own, or the quote's: D21's `ownPeriod` follows).
        rentalDays: rentalDaysTextSchema.parse(values.rentalDays),
      },
    }),
    valuesOf: formValuesOf,
    heldApart: items,
    isFormField: (name) => name === 'notes' || name === 'startsOn' || name === 'rentalDays',
    onFieldErrors: (messages) => items.showErrors(itemErrorsOf(messages)),
    texts: {
      createFailed: config.texts.createFailed,
      updateFailed: departmentMessages.updateQuoteFailed,
      created: (saved) => `Wycena ${saved.quoteNumber} została utworzona`,
      updated: departmentMessages.quoteUpdated,
    },
  });
  return {
    ...flow,
    save: (values: DepartmentFormValues, content: DepartmentSubmission['content'], asDraft: boolean) =>
      flow.save({ values, content }, asDraft),
  };
}
