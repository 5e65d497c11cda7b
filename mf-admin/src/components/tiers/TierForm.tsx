import { formatDecimalText, type PriceTier, type TierField } from '@ppp/domain';
import { Button, DecimalInput, Field, showServerErrors, usePlausibility } from '@ppp/ui';
import { useEffect, useRef } from 'react';
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
  tierFormIssues,
  tierWrite,
} from './tierRows.ts';

export interface TierFormProps {
  equipmentId: number;
  tiers: readonly PriceTier[];
  /** The tier being edited; null adds a new one. */
  editing: PriceTier | null;
  onDone: () => void;
  /** D19: told whether the form holds typed changes (its dialog asks before closing then). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Its first field takes the focus when it appears (an edit just asked for, a save just done). */
  focusFirst?: boolean;
}

const fields: readonly TierField[] = ['periodStart', 'periodEnd', 'pricePerDay'];
const empty: TierFormValues = { periodStart: '', periodEnd: '', pricePerDay: '' };

/** Adds or edits one price tier; the set it would make is checked as the server checks it (D4). */
export function TierForm({
  equipmentId,
  tiers,
  editing,
  onDone,
  onDirtyChange,
  focusFirst = false,
}: TierFormProps) {
  const create = useCreateTier();
  const update = useUpdateTier();
  // The set as it would be, checked as the server checks it, as soon as a field is left (D19).
  const current = useRef({ tiers, editingId: editing?.id ?? null });
  current.current = { tiers, editingId: editing?.id ?? null };
  const form = useForm<TierFormValues>({
    defaultValues: editing
      ? {
          periodStart: formatDecimalText(editing.periodStart, 'count'),
          periodEnd: formatDecimalText(editing.periodEnd, 'count'),
          pricePerDay: formatDecimalText(editing.pricePerDay, 'money'),
        }
      : empty,
    mode: 'onTouched',
    resolver: (values) => {
      const issues = Object.entries(tierFormIssues(current.current.tiers, current.current.editingId, values));
      return issues.length === 0
        ? { values, errors: {} }
        : {
            values: {},
            errors: Object.fromEntries(
              issues.map(([field, message]) => [field, { type: 'validate', message }]),
            ),
          };
    },
  });
  const { register, formState } = form;
  useEffect(() => onDirtyChange?.(formState.isDirty), [onDirtyChange, formState.isDirty]);
  // The form is made anew for each edit: the keyboard goes on in it, not on the row's pencil.
  useEffect(() => {
    if (focusFirst) form.setFocus('periodStart');
  }, [focusFirst, form]);
  const typed = useWatch({ control: form.control }) as TierFormValues;
  const discount = previewDiscount(tiers, editing?.id ?? null, tierWrite(typed));
  const title = editing ? `Edytuj próg: ${periodLabel(editing)}` : 'Dodaj próg cenowy';
  // D20: a day price above the usual ceiling is questioned once before it is saved.
  const plausibility = usePlausibility();
  const price = { name: 'pricePerDay', text: typed.pricePerDay ?? '', limit: 'dayPrice' } as const;

  const submit = form.handleSubmit(async (values) => {
    const pricePerDay = { ...price, text: values.pricePerDay };
    if (plausibility.stopsSave([pricePerDay], () => form.setFocus('pricePerDay'))) return;
    const write = tierWrite(values);
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
        <DecimalInput kind="count" {...register('periodStart')} />
      </Field>
      <Field label="Do (dni)" hint="Puste — bez końca" error={formState.errors.periodEnd?.message}>
        <DecimalInput kind="count" {...register('periodEnd')} />
      </Field>
      <Field
        label="Cena za dobę (zł)"
        required
        error={formState.errors.pricePerDay?.message}
        warning={plausibility.warningOf(price)}
      >
        {/* Read back as every price is shown: '150' becomes '150,00' once the field is left. */}
        <DecimalInput
          kind="money"
          {...register('pricePerDay', { onBlur: () => plausibility.left('pricePerDay') })}
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
