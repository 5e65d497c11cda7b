import { type DepartmentEquipment, GENERAL_ITEM_START } from '@ppp/domain';
import { type AssessmentQuoteStart, suggestedEquipment } from '../../assessments/assessmentPrefill.ts';
import type { DepartmentFormValues } from './formModel.ts';
import { type ItemDraft, newItemDraft } from './itemsModel.ts';

/** What a new electrical or general quote starts from when it is made from a needs assessment (D22). */
export interface DepartmentAssessmentStart {
  values: DepartmentFormValues;
  drafts: ItemDraft[];
  /** The suggested items' names, for the form's notice. */
  suggested: string[];
}

/**
 * The create form from an assessment (D22): the client and the dates, and an item of the cheapest
 * active equipment of each ticked type whose name is one of the area's categories (the demo
 * catalogues of electrical and general rental hold none of the assessment's equipment types, so
 * there they suggest nothing).
 */
export function departmentStartFromAssessment(
  start: AssessmentQuoteStart,
  catalogue: readonly DepartmentEquipment[],
): DepartmentAssessmentStart {
  const suggested = suggestedEquipment(catalogue, start.tickedTypes);
  return {
    values: {
      clientId: start.clientId,
      client: { ...start.client },
      notes: '',
      startsOn: start.startsOn,
      rentalDays: start.rentalDays || String(GENERAL_ITEM_START.rentalPeriodDays),
    },
    drafts: suggested.map((equipment) => ({ ...newItemDraft(equipment), quantity: '1' })),
    suggested: suggested.map((equipment) => equipment.name),
  };
}
