import { DecimalInput, Field } from '@ppp/ui';
import { useFormContext } from 'react-hook-form';
import type { QuoteFormFields } from '../quotes/useQuoteForm.ts';

/**
 * 'Okres wynajmu (dni)' of the whole quote (D21), beside its 'Data rozpoczęcia': the period every
 * item takes unless it names its own.
 */
export function RentalDaysField() {
  const { register, formState, trigger } = useFormContext<QuoteFormFields & { rentalDays: string }>();
  return (
    <Field
      label="Okres wynajmu (dni)"
      required
      hint="Pozycje bez własnego okresu przyjmują ten."
      error={formState.errors.rentalDays?.message}
    >
      <DecimalInput
        kind="count"
        {...register('rentalDays', { onChange: () => void trigger('rentalDays') })}
      />
    </Field>
  );
}
