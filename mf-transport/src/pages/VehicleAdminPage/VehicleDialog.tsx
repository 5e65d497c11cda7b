import { zodResolver } from '@hookform/resolvers/zod';
import { decimalTextField, formatDecimalText, type Vehicle, vehicleInputSchema } from '@ppp/domain';
import {
  Checkbox,
  DecimalInput,
  Field,
  FormDialog,
  Input,
  showServerErrors,
  Textarea,
  usePlausibility,
} from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { useCreateVehicle, useUpdateVehicle } from '../../api.ts';

interface VehicleValues {
  name: string;
  description: string;
  costPerKm: string;
  isActive: boolean;
}

// The cost is typed text, read by the one decimal parser of D20 before the API's own check.
const vehicleFormSchema = vehicleInputSchema.extend({
  costPerKm: decimalTextField('money', vehicleInputSchema.shape.costPerKm),
});

const resolver = zodResolver(vehicleFormSchema) as unknown as Resolver<VehicleValues, unknown, VehicleValues>;

export interface VehicleDialogProps {
  /** The vehicle edited, or null for a new one. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/** 'Dodaj pojazd' / 'Edytuj pojazd' (spec-2 §2, §5): name, description, cost per km, active (new: yes). */
export function VehicleDialog({ vehicle, onClose }: VehicleDialogProps) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const form = useForm<VehicleValues, unknown, VehicleValues>({
    defaultValues: {
      name: vehicle?.name ?? '',
      description: vehicle?.description ?? '',
      costPerKm: formatDecimalText(vehicle?.costPerKm ?? '', 'money'),
      isActive: vehicle?.isActive ?? true,
    },
    resolver,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  const plausibility = usePlausibility();
  const costPerKm = { name: 'costPerKm', text: form.watch('costPerKm'), limit: 'perKmRate' } as const;

  const submit = form.handleSubmit(async (body) => {
    if (plausibility.stopsSave([costPerKm], () => form.setFocus('costPerKm'))) return;
    try {
      if (vehicle) await update.mutateAsync({ id: vehicle.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['name', 'description', 'costPerKm', 'isActive']);
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={vehicle ? 'Edytuj pojazd' : 'Dodaj pojazd'}
      description="Koszt za kilometr jest podstawą wyceny transportu: koszt = stawka × dystans."
      submitLabel={vehicle ? 'Zapisz zmiany' : 'Dodaj pojazd'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <Field label="Nazwa pojazdu" required error={formState.errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register('name')} />
      </Field>
      <Field label="Opis" error={formState.errors.description?.message}>
        <Textarea rows={3} limit={1000} {...register('description')} />
      </Field>
      <Field
        label="Koszt za km (zł)"
        required
        hint="Kwota netto za jeden kilometr, np. 4,35"
        error={formState.errors.costPerKm?.message}
        warning={plausibility.warningOf(costPerKm)}
      >
        <DecimalInput
          kind="money"
          {...register('costPerKm', { onBlur: () => plausibility.left('costPerKm') })}
        />
      </Field>
      <Checkbox
        label="Aktywny"
        description="Tylko aktywny pojazd można wybrać w nowej wycenie transportu."
        {...register('isActive')}
      />
    </FormDialog>
  );
}
