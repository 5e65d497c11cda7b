import {
  costRulesForCategory,
  type ServiceCosts,
  type ServiceIntervalBasis,
  serviceCostsInputSchema,
} from '@ppp/domain';
import { z } from 'zod';
import type { ServiceCostsBody } from '../../api.ts';

export type IntervalField = 'serviceIntervalMotohours' | 'serviceIntervalKm' | 'serviceIntervalMonths';

/** D11: the interval a category calls for, with its label and the default used when it is empty. */
export const intervals: Record<
  ServiceIntervalBasis,
  { field: IntervalField; label: string; fallback: string }
> = {
  motohours: {
    field: 'serviceIntervalMotohours',
    label: 'Interwał (motogodziny)',
    fallback: '500',
  },
  kilometers: { field: 'serviceIntervalKm', label: 'Interwał (km)', fallback: '15000' },
  months: { field: 'serviceIntervalMonths', label: 'Interwał (miesiące)', fallback: '12' },
};

export const intervalOf = (categoryName: string) =>
  intervals[costRulesForCategory(categoryName).serviceIntervalBasis];

/** The form as typed; only the category's interval has an input. */
export type ServiceCostsValues = Record<IntervalField | 'workerHours' | 'workerCostPerHour', string>;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's figures from the stored costs; spec-1 §9 defaults (2 h at 100 zł) when there are none. */
export function serviceCostsValues(costs: ServiceCosts | null): ServiceCostsValues {
  return {
    serviceIntervalMotohours: text(costs?.serviceIntervalMotohours),
    serviceIntervalKm: text(costs?.serviceIntervalKm),
    serviceIntervalMonths: text(costs?.serviceIntervalMonths),
    workerHours: costs?.workerHours ?? '2.00',
    workerCostPerHour: costs?.workerCostPerHour ?? '100.00',
  };
}

/** Checked by domain's schema; an empty interval means none (the engine then uses its default). */
export const serviceCostsFormSchema = z.preprocess((form: ServiceCostsValues) => {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...form,
    serviceIntervalMotohours: blankToNull(form.serviceIntervalMotohours),
    serviceIntervalKm: blankToNull(form.serviceIntervalKm),
    serviceIntervalMonths: blankToNull(form.serviceIntervalMonths),
  };
}, serviceCostsInputSchema);

/** spec-1 §7: the request carries the one interval chosen by the category. */
export function serviceCostsBody(checked: z.output<typeof serviceCostsInputSchema>, field: IntervalField) {
  return {
    [field]: checked[field] ?? null,
    workerHours: checked.workerHours,
    workerCostPerHour: checked.workerCostPerHour,
  } as ServiceCostsBody;
}
