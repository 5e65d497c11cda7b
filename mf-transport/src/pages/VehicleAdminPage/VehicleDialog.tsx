import { zodResolver } from '@hookform/resolvers/zod';
import {
  decimalTextField,
  formatDecimalText,
  reservedQuotesMessageOf,
  type Vehicle,
  vehicleInputSchema,
} from '@ppp/domain';
import {
  Checkbox,
  DecimalInput,
  errorBodyOf,
  errorMessageOf,
  Field,
  FormDialog,
  Input,
  showServerErrors,
  statusOf,
  Textarea,
  usePlausibility,
} from '@ppp/ui';
import { type Resolver, useForm } from 'react-hook-form';
import { useCreateVehicle, useUpdateVehicle } from '../../api.ts';

interface VehicleValues {
  name: string;
  description: string;
  costPerKm: string;
  /** D21: how many of the vehicle the fleet has, as typed. */
  quantity: string;
  isActive: boolean;
}

// The cost and the quantity are typed text, read by the one decimal parser of D20 before the API's
// own checks.
const vehicleFormSchema = vehicleInputSchema.extend({
  costPerKm: decimalTextField('money', vehicleInputSchema.shape.costPerKm),
  quantity: decimalTextField('count', vehicleInputSchema.shape.quantity),
});

const resolver = zodResolver(vehicleFormSchema) as unknown as Resolver<VehicleValues, unknown, VehicleValues>;

export interface VehicleDialogProps {
  /** The vehicle edited, or null for a new one. */
  vehicle: Vehicle | null;
  onClose: () => void;
}

/**
 * 'Dodaj pojazd' / 'Edytuj pojazd' (spec-2 §2, §5, D21): name, description, cost per km, how many
 * there are (new: 1), active (new: yes). Fewer than approved quotes hold from today on is refused
 * (409) under the quantity.
 */
export function VehicleDialog({ vehicle, onClose }: VehicleDialogProps) {
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const form = useForm<VehicleValues, unknown, VehicleValues>({
    defaultValues: {
      name: vehicle?.name ?? '',
      description: vehicle?.description ?? '',
      costPerKm: formatDecimalText(vehicle?.costPerKm ?? '', 'money'),
      quantity: formatDecimalText(vehicle?.quantity ?? 1, 'count'),
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
      showServerErrors(error, form.setError, ['name', 'description', 'costPerKm', 'quantity', 'isActive']);
      // D21: the units approved quotes hold: said under the quantity as well as in the toast.
      if (statusOf(error) === 409 && vehicle) {
        form.setError(
          'quantity',
          {
            type: 'server',
            message: reservedQuotesMessageOf(errorBodyOf(error)) ?? errorMessageOf(error, ''),
          },
          { shouldFocus: true },
        );
      }
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
      <Field
        label="Liczba sztuk"
        required
        hint="Tyle pojazdów tego rodzaju może jednocześnie jechać w zatwierdzonych wycenach."
        error={formState.errors.quantity?.message}
      >
        <DecimalInput kind="count" {...register('quantity')} />
      </Field>
      <Checkbox
        label="Aktywny"
        description="Tylko aktywny pojazd można wybrać w nowej wycenie transportu."
        {...register('isActive')}
      />
    </FormDialog>
  );
}
