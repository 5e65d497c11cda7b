import { zodResolver } from '@hookform/resolvers/zod';
import type { ServiceCosts, serviceCostsInputSchema } from '@ppp/domain';
import { Button, DecimalInput, Field, showServerErrors } from '@ppp/ui';
import { useEffect } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSaveServiceCosts } from '../../api.ts';
import {
  StyledInlineButtons,
  StyledInlineForm,
  StyledInlineFormTitle,
  StyledMuted,
} from '../shared/layout.ts';
import {
  intervalOf,
  type ServiceCostsValues,
  serviceCostsBody,
  serviceCostsFormSchema,
  serviceCostsValues,
  typedHoursCost,
} from './serviceCosts.ts';

type Checked = z.output<typeof serviceCostsInputSchema>;
const resolver = zodResolver(serviceCostsFormSchema) as unknown as Resolver<
  ServiceCostsValues,
  unknown,
  Checked
>;

export interface ServiceCostsFormProps {
  equipmentId: number;
  categoryName: string;
  costs: ServiceCosts | null;
  /** D19: told whether the form holds typed changes (its dialog asks before closing then). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The service interval the category calls for (D11) and the worker hours behind the service-hours item. */
export function ServiceCostsForm({ equipmentId, categoryName, costs, onDirtyChange }: ServiceCostsFormProps) {
  const save = useSaveServiceCosts();
  const interval = intervalOf(categoryName);
  const form = useForm<ServiceCostsValues, unknown, Checked>({
    defaultValues: serviceCostsValues(costs),
    resolver,
  });
  const { register, formState } = form;
  useEffect(() => onDirtyChange?.(formState.isDirty), [onDirtyChange, formState.isDirty]);
  const [hours, rate] = useWatch({ control: form.control, name: ['workerHours', 'workerCostPerHour'] });
  // Nothing while a figure is not a number: the field errors say so on save.
  const hoursCost = typedHoursCost(hours, rate);

  const submit = form.handleSubmit(async (checked) => {
    try {
      await save.mutateAsync({ equipmentId, body: serviceCostsBody(checked, interval.field) });
    } catch (error) {
      showServerErrors(error, form.setError, [interval.field, 'workerHours', 'workerCostPerHour']);
    }
  });

  return (
    <StyledInlineForm
      noValidate
      onSubmit={submit}
      aria-label="Koszty serwisu"
      $columns="repeat(3, minmax(0, 1fr)) auto"
    >
      <StyledInlineFormTitle>Koszty serwisu</StyledInlineFormTitle>
      <Field
        label={interval.label}
        hint={`Puste — domyślnie ${interval.fallback}`}
        error={formState.errors[interval.field]?.message}
      >
        <DecimalInput kind="count" {...register(interval.field)} />
      </Field>
      <Field label="Roboczogodziny na serwis" error={formState.errors.workerHours?.message}>
        <DecimalInput kind="hours" {...register('workerHours')} />
      </Field>
      <Field label="Koszt roboczogodziny (zł)" error={formState.errors.workerCostPerHour?.message}>
        <DecimalInput kind="money" {...register('workerCostPerHour')} />
      </Field>
      <StyledInlineButtons>
        <Button type="submit" loading={formState.isSubmitting}>
          Zapisz
        </Button>
      </StyledInlineButtons>
      <StyledInlineFormTitle as="div">
        <StyledMuted>
          Pozycja „Roboczogodziny serwisowe” = roboczogodziny × koszt roboczogodziny
          {hoursCost ? ` = ${hoursCost}` : ''}
        </StyledMuted>
      </StyledInlineFormTitle>
    </StyledInlineForm>
  );
}
