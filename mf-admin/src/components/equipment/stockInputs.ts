import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { capAvailable, exceedsTotal } from './stock.ts';

interface StockValues {
  quantity: string;
  availableQuantity: string;
}

export interface StockInputs {
  quantity: UseFormRegisterReturn<'quantity'>;
  availableQuantity: UseFormRegisterReturn<'availableQuantity'>;
}

/**
 * The registrations of a form's total and available inputs, kept in step (spec-1 §5): an available
 * figure above the total is ignored, and lowering the total lowers the available figure to it once
 * the total is typed (the field left): '12' typed over '10' passes through '1', which lowers nothing.
 */
export function stockInputs<Values extends StockValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
): StockInputs {
  const { register, getValues, setValue } = form as unknown as UseFormReturn<StockValues>;
  const available = register('availableQuantity');
  return {
    quantity: register('quantity', {
      onBlur: () => {
        const { quantity, availableQuantity } = getValues();
        const capped = capAvailable(quantity, availableQuantity);
        if (capped !== availableQuantity) setValue('availableQuantity', capped);
      },
    }),
    availableQuantity: {
      ...available,
      onChange: async (event: { target: HTMLInputElement }) => {
        if (!exceedsTotal(getValues('quantity'), event.target.value)) return available.onChange(event);
        // Put the previous figure back in the input; the form never saw the ignored one.
        event.target.value = getValues('availableQuantity');
      },
    },
  };
}
