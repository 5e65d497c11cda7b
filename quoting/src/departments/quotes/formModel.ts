import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DepartmentQuoteDetail,
  departmentClientSchema,
  formatDateText,
  GENERAL_ITEM_START,
  periodTexts,
  QUOTE_NOTES_LIMIT,
  rentalDaysTextField,
  requiredStartsOnTextSchema,
} from '@ppp/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type ClientDraft, clientDraftOf, emptyClientDraft } from '../../clients/clientDraft.ts';

/** The fields of an electrical or general quote form besides its items (held apart, itemsModel.ts). */
export interface DepartmentFormValues {
  clientId: number | null;
  client: ClientDraft;
  notes: string;
  /** D21: 'Data rozpoczęcia' as typed ('DD.MM.YYYY'), '' for none. */
  startsOn: string;
  /** D21: 'Okres wynajmu (dni)' of the whole quote, as typed: the period of every item without its own. */
  rentalDays: string;
}

const formSchema = z.object({
  clientId: z.number().int().positive().nullable(),
  // D14: these two kinds require the company's name, on a new quote and on an edit alike (D20).
  client: departmentClientSchema,
  notes: z.string().max(QUOTE_NOTES_LIMIT, { error: `Maksymalnie ${QUOTE_NOTES_LIMIT} znaków` }),
  startsOn: requiredStartsOnTextSchema,
  rentalDays: rentalDaysTextField,
});
export const departmentFormResolver = zodResolver(formSchema) as unknown as Resolver<DepartmentFormValues>;

/** The form filled from a saved quote (its client as stored), or empty for a new one. */
export const formValuesOf = (quote: DepartmentQuoteDetail | null): DepartmentFormValues => ({
  clientId: quote?.clientId ?? null,
  client: quote ? clientDraftOf(quote.client) : emptyClientDraft,
  notes: quote?.notes ?? '',
  startsOn: formatDateText(quote?.startsOn ?? null),
  // A new quote starts with spec-2 §9's 7 days; a saved one with its period (D21).
  rentalDays: quote
    ? periodTexts(
        quote.rentalDays,
        quote.items.map((item) => item.rentalPeriodDays),
      ).rentalDays
    : String(GENERAL_ITEM_START.rentalPeriodDays),
});
