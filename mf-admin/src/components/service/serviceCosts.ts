import {
  costRulesForCategory,
  countFromText,
  type DecimalTextReading,
  decimalPlaces,
  decimalTextField,
  formatDecimalText,
  formatMoney,
  readDecimalText,
  type ServiceCosts,
  type ServiceIntervalBasis,
  serviceCostsInputSchema,
  serviceHoursItemCost,
} from '@ppp/domain';
import { z } from 'zod';
import type { ServiceCostsBody } from '../../api.ts';

export type IntervalField = 'serviceIntervalMotohours' | 'serviceIntervalKm' | 'serviceIntervalMonths';

/** D11: the interval a category calls for, with its label and the default used when it is empty. */
const intervals: Record<ServiceIntervalBasis, { field: IntervalField; label: string; fallback: string }> = {
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

/** The form's figures from the stored costs; spec-1 §9 defaults (2 h at 100 zł) when there are none. */
export function serviceCostsValues(costs: ServiceCosts | null): ServiceCostsValues {
  return {
    serviceIntervalMotohours: formatDecimalText(costs?.serviceIntervalMotohours, 'count'),
    serviceIntervalKm: formatDecimalText(costs?.serviceIntervalKm, 'count'),
    serviceIntervalMonths: formatDecimalText(costs?.serviceIntervalMonths, 'count'),
    workerHours: formatDecimalText(costs?.workerHours ?? '2.00', 'hours'),
    workerCostPerHour: formatDecimalText(costs?.workerCostPerHour ?? '100.00', 'money'),
  };
}

const fields = serviceCostsInputSchema.shape;
/** An interval as typed ('15 000'); empty means none (the engine then uses its default). */
const interval = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((text) => (typeof text === 'string' ? countFromText(text) : text), field);

/**
 * Checked by domain's schema; the figures are typed text read by the one decimal parser (D20):
 * hours with one place ('2,5'), the cost of an hour as money ('9,80' is sent as '9.80').
 */
export const serviceCostsFormSchema = serviceCostsInputSchema.extend({
  serviceIntervalMotohours: interval(fields.serviceIntervalMotohours),
  serviceIntervalKm: interval(fields.serviceIntervalKm),
  serviceIntervalMonths: interval(fields.serviceIntervalMonths),
  workerHours: decimalTextField('hours', fields.workerHours),
  workerCostPerHour: decimalTextField('money', fields.workerCostPerHour),
});

const typedValue = (reading: DecimalTextReading) => (reading.state === 'number' ? reading.value : null);

/**
 * The worker-hours item as the typed figures make it ('200,00 zł'), read as the fields read them
 * (D20); an empty figure counts as its default. '' while either is not a number.
 */
export function typedHoursCost(hours: string, rate: string): string {
  const typedHours = readDecimalText(hours, decimalPlaces.hours);
  const typedRate = readDecimalText(rate, decimalPlaces.money);
  if (typedHours.state === 'invalid' || typedRate.state === 'invalid') return '';
  return formatMoney(serviceHoursItemCost(typedValue(typedHours), typedValue(typedRate)));
}

/** spec-1 §7: the request carries the one interval chosen by the category. */
export function serviceCostsBody(checked: z.output<typeof serviceCostsInputSchema>, field: IntervalField) {
  return {
    [field]: checked[field] ?? null,
    workerHours: checked.workerHours,
    workerCostPerHour: checked.workerCostPerHour,
  } as ServiceCostsBody;
}
