import { zodResolver } from '@hookform/resolvers/zod';
import { type PricingSchema, pricingSchemaInputSchema } from '@ppp/domain';
import { Checkbox, Field, FormDialog, Input, Select, showServerErrors, Textarea } from '@ppp/ui';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { type SchemaBody, useCreateSchema, useUpdateSchema } from '../../api.ts';
import { methodLabels } from './schemaLabels.ts';

interface SchemaValues {
  name: string;
  description: string;
  calculationMethod: PricingSchema['calculationMethod'];
  isDefault: boolean;
  isActive: boolean;
}

const resolver = zodResolver(pricingSchemaInputSchema) as unknown as Resolver<
  SchemaValues,
  unknown,
  SchemaBody
>;

export interface SchemaDialogProps {
  /** The schema to edit; null adds a new one. */
  schema: PricingSchema | null;
  onClose: () => void;
}

export function SchemaDialog({ schema, onClose }: SchemaDialogProps) {
  const create = useCreateSchema();
  const update = useUpdateSchema();
  const form = useForm<SchemaValues, unknown, SchemaBody>({
    defaultValues: {
      name: schema?.name ?? '',
      description: schema?.description ?? '',
      calculationMethod: schema?.calculationMethod ?? 'first_day',
      isDefault: schema?.isDefault ?? false,
      isActive: schema?.isActive ?? true,
    },
    resolver,
  });
  const { register, formState } = form;
  const method = useWatch({ control: form.control, name: 'calculationMethod' });
  const isDefault = useWatch({ control: form.control, name: 'isDefault' });
  // D4: exactly one default, always active; it stops being the default only when another becomes it.
  const lockedDefault = schema?.isDefault ?? false;

  const submit = form.handleSubmit(async (checked) => {
    const asDefault = lockedDefault || checked.isDefault;
    const body = { ...checked, isDefault: asDefault, isActive: asDefault || checked.isActive };
    try {
      if (schema) await update.mutateAsync({ id: schema.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ['name', 'description', 'calculationMethod']);
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={schema ? 'Edytuj schemat cenowy' : 'Dodaj schemat cenowy'}
      description={schema ? schema.name : 'Schemat określa, jak progi cenowe przeliczają dni wynajmu.'}
      submitLabel={schema ? 'Zapisz zmiany' : 'Dodaj schemat'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <Field label="Nazwa schematu" required error={formState.errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field
        label="Metoda obliczania"
        hint={methodLabels[method]?.description}
        error={formState.errors.calculationMethod?.message}
      >
        <Select {...register('calculationMethod')}>
          <option value="first_day">{methodLabels.first_day.name}</option>
          <option value="progressive">{methodLabels.progressive.name}</option>
        </Select>
      </Field>
      <Field label="Opis" error={formState.errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Checkbox
        label="Schemat domyślny"
        description={
          lockedDefault
            ? 'Aby to zmienić, ustaw jako domyślny inny schemat.'
            : 'Używany w nowych wycenach; dotychczasowy domyślny przestanie nim być.'
        }
        disabled={lockedDefault}
        {...register('isDefault', {
          onChange: (event) => event.target.checked && form.setValue('isActive', true),
        })}
      />
      <Checkbox
        label="Aktywny"
        description="Tylko aktywny schemat można wybrać w nowej wycenie."
        disabled={lockedDefault || isDefault}
        {...register('isActive')}
      />
    </FormDialog>
  );
}
