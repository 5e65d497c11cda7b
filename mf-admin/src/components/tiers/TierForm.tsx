import { formatAmountInput, type PriceTier, type TierField } from '@ppp/domain';
import { Button, Field, Input, showServerErrors } from '@ppp/ui';
import type { FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateTier, useUpdateTier } from '../../api.ts';
import {
  StyledInlineButtons,
  StyledInlineForm,
  StyledInlineFormTitle,
  StyledMuted,
} from '../shared/layout.ts';
import {
  formatPercent,
  periodLabel,
  previewDiscount,
  type TierFormValues,
  tierIssues,
  tierWrite,
} from './tierRows.ts';

export interface TierFormProps {
  equipmentId: number;
  tiers: readonly PriceTier[];
  /** The tier being edited; null adds a new one. */
  editing: PriceTier | null;
  onDone: () => void;
}

const fields: readonly TierField[] = ['periodStart', 'periodEnd', 'pricePerDay'];
const empty: TierFormValues = { periodStart: '', periodEnd: '', pricePerDay: '' };

/** Adds or edits one price tier; the set it would make is checked as the server checks it (D4). */
export function TierForm({ equipmentId, tiers, editing, onDone }: TierFormProps) {
  const create = useCreateTier();
  const update = useUpdateTier();
  const form = useForm<TierFormValues>({
    defaultValues: editing
      ? {
          periodStart: String(editing.periodStart),
          periodEnd: editing.periodEnd === null ? '' : String(editing.periodEnd),
          pricePerDay: formatAmountInput(editing.pricePerDay),
        }
      : empty,
  });
  const { register, formState } = form;
  const typed = useWatch({ control: form.control }) as TierFormValues;
  const discount = previewDiscount(tiers, editing?.id ?? null, tierWrite(typed));
  const title = editing ? `Edytuj próg: ${periodLabel(editing)}` : 'Dodaj próg cenowy';

  const submit = form.handleSubmit(async (values) => {
    const write = tierWrite(values);
    const issues = Object.entries(tierIssues(tiers, editing?.id ?? null, write));
    for (const [field, message] of issues) form.setError(field as TierField, { type: 'validate', message });
    if (issues.length > 0) return;
    try {
      if (editing) await update.mutateAsync({ id: editing.id, body: write });
      else await create.mutateAsync({ equipmentId, ...write });
      form.reset(empty);
      onDone();
    } catch (error) {
      showServerErrors(error, form.setError, fields);
    }
  });

  return (
    <StyledInlineForm
      noValidate
      onSubmit={submit}
      aria-label={title}
      $columns="repeat(3, minmax(0, 1fr)) auto"
    >
      <StyledInlineFormTitle>{title}</StyledInlineFormTitle>
      <Field label="Od (dni)" required error={formState.errors.periodStart?.message}>
        <Input type="number" min={1} step={1} {...register('periodStart')} />
      </Field>
      <Field label="Do (dni)" hint="Puste — bez końca" error={formState.errors.periodEnd?.message}>
        <Input type="number" min={1} step={1} {...register('periodEnd')} />
      </Field>
      <Field label="Cena za dobę (zł)" required error={formState.errors.pricePerDay?.message}>
        <Input
          inputMode="decimal"
          autoComplete="off"
          {...register('pricePerDay', {
            // Read back as every price is shown: '150' becomes '150,00' once the field is left.
            onBlur: (event: FocusEvent<HTMLInputElement>) =>
              form.setValue('pricePerDay', formatAmountInput(event.target.value)),
          })}
        />
      </Field>
      <StyledInlineButtons>
        <Button type="submit" loading={formState.isSubmitting}>
          {editing ? 'Zapisz' : 'Dodaj'}
        </Button>
        {editing ? (
          <Button variant="ghost" onClick={onDone}>
            Anuluj
          </Button>
        ) : null}
      </StyledInlineButtons>
      <StyledInlineFormTitle as="div">
        <StyledMuted aria-live="polite">
          Rabat względem ceny bazowej: {discount === null ? '—' : formatPercent(discount)}
        </StyledMuted>
      </StyledInlineFormTitle>
    </StyledInlineForm>
  );
}
