import { DecimalInput, Field } from '@ppp/ui';
import { useFormContext } from 'react-hook-form';
import { type ItemDraft, itemDecimalKinds, itemPlausibleLimits, type QuoteFormValues } from './formModel.ts';
import { useItemPlausibility } from './itemPlausibility.tsx';

/** The item fields typed as text. */
export type FigureName = {
  [K in keyof ItemDraft]: ItemDraft[K] extends string ? K : never;
}[keyof ItemDraft];

export interface ItemFigureProps {
  index: number;
  name: FigureName;
  label: string;
  hint?: string;
  /** Shown in the input while it is empty (an item's period: the quote's, D21). */
  placeholder?: string;
  /** A warning of the form's own (D21: the units not free), before the plausibility question. */
  warning?: string;
  /** Runs when the field loses focus. */
  onBlur?: () => void;
}

/**
 * One typed figure of an item, with its error (client or server, e.g. `items.0.quantity`) or its
 * plausibility question (D20) under it. What it holds follows from its name: a decimal of
 * `itemDecimalKinds` ('6,50', '10,5'), otherwise a whole number.
 */
export function ItemFigure({
  index,
  name,
  label,
  hint,
  placeholder,
  warning: shown,
  onBlur,
}: ItemFigureProps) {
  const { register, getFieldState, formState, trigger, watch } = useFormContext<QuoteFormValues>();
  const plausibility = useItemPlausibility();
  const path = `items.${index}.${name}` as const;
  const { error } = getFieldState(path, formState);
  const kind = name in itemDecimalKinds ? itemDecimalKinds[name as keyof typeof itemDecimalKinds] : 'count';
  const limit = itemPlausibleLimits[name as keyof typeof itemPlausibleLimits];
  const warning = limit ? plausibility.warningOf({ name: path, text: watch(path), limit }) : undefined;
  return (
    <Field label={label} hint={hint} error={error?.message} warning={shown ?? warning}>
      <DecimalInput
        kind={kind}
        placeholder={placeholder}
        // D19: a figure the form cannot use is marked while it is typed, not only on save.
        {...register(path, {
          onBlur: () => {
            plausibility.left(path);
            onBlur?.();
          },
          onChange: () => void trigger(path),
        })}
      />
    </Field>
  );
}
