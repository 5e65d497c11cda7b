import { zodResolver } from '@hookform/resolvers/zod';
import type { Equipment, EquipmentCategory } from '@ppp/domain';
import {
  DecimalInput,
  Field,
  FormDialog,
  Input,
  Select,
  showServerErrors,
  statusOf,
  Textarea,
} from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { type EquipmentBody, useCreateEquipment, useUpdateEquipment } from '../../api.ts';
import { StyledFormGrid } from '../shared/layout.ts';
import {
  detailFields,
  type EquipmentFormValues,
  equipmentFieldNames,
  equipmentFormSchema,
  equipmentValues,
  newEquipmentValues,
} from './equipmentForm.ts';
import { stockInputs } from './stockInputs.ts';

export interface EquipmentFormDialogProps {
  /** The equipment to edit; null adds a new one. */
  equipment: Equipment | null;
  categories: EquipmentCategory[];
  onClose: () => void;
}

const resolver = zodResolver(equipmentFormSchema) as unknown as Resolver<
  EquipmentFormValues,
  unknown,
  EquipmentBody
>;

/** Adds or edits an equipment with the messages of spec-1 §5. */
export function EquipmentFormDialog({ equipment, categories, onClose }: EquipmentFormDialogProps) {
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const form = useForm<EquipmentFormValues, unknown, EquipmentBody>({
    defaultValues: equipment ? equipmentValues(equipment) : newEquipmentValues(categories),
    resolver,
    // D19: a field's error shows as soon as it is left, not only after a submit.
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const stock = stockInputs(form);

  const detailField = ([name, label]: (typeof detailFields)[number]) => (
    <Field key={name} label={label} error={errors[name]?.message}>
      {/* The one figure among the details (l/h, D20); the others are free text ('20 kVA', '120 l'). */}
      {name === 'fuelConsumption75' ? (
        <DecimalInput kind="figure" {...register(name)} />
      ) : (
        <Input autoComplete="off" {...register(name)} />
      )}
    </Field>
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      if (equipment) {
        // The stock goes only when changed here (absent keeps the stored figures): a dialog opened
        // before another admin's stock change never writes the old figures back.
        const { quantity, availableQuantity, ...details } = body;
        const stockChanged =
          quantity !== equipment.quantity || availableQuantity !== equipment.availableQuantity;
        await update.mutateAsync({
          id: equipment.id,
          body: stockChanged ? body : details,
          read: equipment.updatedAt,
        });
      } else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      // Saved meanwhile elsewhere (412): the toast says so, the list shows the latest; opened again,
      // the dialog starts from it.
      if (statusOf(error) === 412) onClose();
      else showServerErrors(error, form.setError, equipmentFieldNames);
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={equipment ? 'Edytuj sprzęt' : 'Dodaj sprzęt'}
      description={equipment ? equipment.name : 'Nowy sprzęt dostaje domyślny cennik i koszty serwisu.'}
      submitLabel={equipment ? 'Zapisz zmiany' : 'Dodaj sprzęt'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
      size="lg"
    >
      <StyledFormGrid>
        <Field label="Nazwa" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field label="Kategoria" required error={errors.categoryId?.message}>
          <Select placeholder="Wybierz kategorię" {...register('categoryId')}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        {detailFields.slice(0, 2).map(detailField)}
        <Field label="Ilość całkowita" error={errors.quantity?.message}>
          <DecimalInput kind="count" {...stock.quantity} />
        </Field>
        <Field
          label="Dostępna ilość"
          hint="Nie więcej niż ilość całkowita"
          error={errors.availableQuantity?.message}
        >
          <DecimalInput kind="count" {...stock.availableQuantity} />
        </Field>
        {detailFields.slice(2).map(detailField)}
        <Field label="Opis" error={errors.description?.message} className="wide">
          <Textarea rows={3} {...register('description')} />
        </Field>
      </StyledFormGrid>
    </FormDialog>
  );
}
