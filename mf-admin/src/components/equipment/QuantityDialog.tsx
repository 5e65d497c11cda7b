import { zodResolver } from '@hookform/resolvers/zod';
import {
  countFromText,
  type Equipment,
  formatDecimalText,
  quantityPatchSchema,
  reservedQuotesMessageOf,
} from '@ppp/domain';
import { DecimalInput, errorBodyOf, Field, FormDialog, showServerErrors } from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateQuantity } from '../../api.ts';
import { StyledFormGrid } from '../shared/layout.ts';
import { stockInputs } from './stockInputs.ts';

interface QuantityValues {
  quantity: string;
  availableQuantity: string;
}

type QuantityPatch = { quantity: number; availableQuantity: number };

// The figures are typed text read by the one decimal parser (D20: '1 200'); the checks are domain's.
const quantityFormSchema = z.preprocess(
  (form: QuantityValues) => ({
    quantity: countFromText(form.quantity) ?? form.quantity,
    availableQuantity: countFromText(form.availableQuantity) ?? form.availableQuantity,
  }),
  quantityPatchSchema,
);
const resolver = zodResolver(quantityFormSchema) as unknown as Resolver<
  QuantityValues,
  unknown,
  QuantityPatch
>;

export interface QuantityDialogProps {
  equipment: Equipment;
  onClose: () => void;
}

/** The stock of an equipment (D8): the form holds the available figure within the total. */
export function QuantityDialog({ equipment, onClose }: QuantityDialogProps) {
  const update = useUpdateQuantity();
  const form = useForm<QuantityValues, unknown, QuantityPatch>({
    defaultValues: {
      quantity: formatDecimalText(equipment.quantity, 'count'),
      availableQuantity: formatDecimalText(equipment.availableQuantity, 'count'),
    },
    resolver,
  });
  const { formState } = form;

  const stock = stockInputs(form);

  const submit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync({ id: equipment.id, ...patch });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['quantity', 'availableQuantity']);
      // D21: approved quotes hold more on some days: which, and when, under the figure.
      const reserved = reservedQuotesMessageOf(errorBodyOf(error));
      if (reserved)
        form.setError('availableQuantity', { type: 'server', message: reserved }, { shouldFocus: true });
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Zmień ilość"
      description={equipment.name}
      submitLabel="Zapisz ilość"
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <StyledFormGrid>
        <Field label="Ilość całkowita" error={formState.errors.quantity?.message}>
          <DecimalInput kind="count" {...stock.quantity} />
        </Field>
        <Field
          label="Dostępna ilość"
          hint="Nie więcej niż ilość całkowita"
          error={formState.errors.availableQuantity?.message}
        >
          <DecimalInput kind="count" {...stock.availableQuantity} />
        </Field>
      </StyledFormGrid>
    </FormDialog>
  );
}
