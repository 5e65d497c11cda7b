import type { Equipment } from '@ppp/domain';
import { type AssessmentQuoteStart, suggestedEquipment } from '@ppp/quoting';
import { emptyItem, type QuoteFormValues } from './formModel.ts';
import { draftForEquipment } from './itemOptions.ts';

/** What a new equipment quote starts from when it is made from a needs assessment (D22). */
export interface AssessmentFormStart {
  values: QuoteFormValues;
  /** The suggested items' names, for the form's notice: the user confirms them by saving. */
  suggested: string[];
}

/**
 * The create form from an assessment (D22): its client as a new one (the client section offers an
 * existing one, D19), its dates, and one item (quantity 1) of the cheapest active equipment of each
 * ticked type's category; an empty item when nothing was ticked.
 */
export function valuesFromAssessment(
  start: AssessmentQuoteStart,
  equipment: readonly Equipment[],
  pricingSchemaId: string,
): AssessmentFormStart {
  const suggested = suggestedEquipment(equipment, start.tickedTypes);
  return {
    values: {
      pricingSchemaId,
      clientId: start.clientId,
      client: { ...start.client },
      notes: '',
      startsOn: start.startsOn,
      rentalDays: start.rentalDays || '1',
      items:
        suggested.length > 0
          ? suggested.map((entry) => draftForEquipment({ ...emptyItem(), quantity: '1' }, entry))
          : [emptyItem()],
    },
    suggested: suggested.map((entry) => entry.name),
  };
}
