import { zodResolver } from '@hookform/resolvers/zod';
import { type Equipment, quantityPatchSchema } from '@ppp/domain';
import { Field, FormDialog, Input, showServerErrors } from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { useUpdateQuantity } from '../../api.ts';
import { StyledFormGrid } from '../shared/layout.ts';
import { stockInputs } from './stockInputs.ts';

interface QuantityValues {
  quantity: string;
  availableQuantity: string;
}

type QuantityPatch = { quantity: number; availableQuantity: number };

const resolver = zodResolver(quantityPatchSchema) as unknown as Resolver<
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
      quantity: String(equipment.quantity),
      availableQuantity: String(equipment.availableQuantity),
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
          <Input type="number" min={0} step={1} {...stock.quantity} />
        </Field>
        <Field
          label="Dostępna ilość"
          hint="Nie więcej niż ilość całkowita"
          error={formState.errors.availableQuantity?.message}
        >
          <Input type="number" min={0} step={1} {...stock.availableQuantity} />
        </Field>
      </StyledFormGrid>
    </FormDialog>
  );
}
