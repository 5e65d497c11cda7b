import { Field, Input } from '@ppp/ui';
import { useFormContext } from 'react-hook-form';
import type { ItemDraft, QuoteFormValues } from './formModel.ts';

/** The item fields typed as text. */
export type FigureName = {
  [K in keyof ItemDraft]: ItemDraft[K] extends string ? K : never;
}[keyof ItemDraft];

export interface ItemFigureProps {
  index: number;
  name: FigureName;
  label: string;
  /** 'decimal' accepts "6,50" and "6.50"; 'count' is a whole number. */
  kind?: 'decimal' | 'count';
  hint?: string;
  min?: number;
  max?: number;
  /** Runs when the field loses focus (e.g. the fallback of rental days). */
  onBlur?: () => void;
}

/** One typed figure of an item, with its error (client or server, e.g. `items.0.quantity`) under it. */
export function ItemFigure({
  index,
  name,
  label,
  kind = 'decimal',
  hint,
  min,
  max,
  onBlur,
}: ItemFigureProps) {
  const { register, getFieldState, formState, trigger } = useFormContext<QuoteFormValues>();
  const path = `items.${index}.${name}` as const;
  const { error } = getFieldState(path, formState);
  return (
    <Field label={label} hint={hint} error={error?.message}>
      <Input
        type={kind === 'count' ? 'number' : 'text'}
        inputMode={kind === 'count' ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={kind === 'count' ? 1 : undefined}
        autoComplete="off"
        // D19: a figure the form cannot use is marked while it is typed, not only on save.
        {...register(path, { onBlur, onChange: () => void trigger(path) })}
      />
    </Field>
  );
}
