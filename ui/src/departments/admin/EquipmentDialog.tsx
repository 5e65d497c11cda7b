import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DepartmentCategory,
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentEquipmentInput,
  departmentEquipmentInputSchemas,
  technicalFields,
} from '@ppp/domain';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Field } from '../../components/Field/Field.tsx';
import { Input } from '../../components/Input/Input.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { FormDialog } from '../../forms/FormDialog.tsx';
import { showServerErrors } from '../../forms/showServerErrors.ts';
import { useSaveEquipment } from '../departmentApi.ts';
import { type TechnicalLabels, useTechnicalLabels } from './technicalLabels.ts';

type Values = Record<
  | 'name'
  | 'categoryId'
  | 'model'
  | 'description'
  | 'quantity'
  | 'availableQuantity'
  | 'imageUrl'
  | 'startingPrice'
  | (typeof technicalFields)[number]['field'],
  string
> & { isActive: boolean; createPricing: boolean };

const fieldNames = [
  'name',
  'categoryId',
  'model',
  'description',
  'quantity',
  'availableQuantity',
  'imageUrl',
  'startingPrice',
  'isActive',
  'createPricing',
  ...technicalFields.map(({ field }) => field),
] as const;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledSection = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  legend {
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledLegendRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`;

const text = (value: string | null | undefined) => value ?? '';

function valuesOf(equipment: DepartmentEquipment | null, categories: DepartmentCategory[]): Values {
  return {
    name: text(equipment?.name),
    categoryId: equipment
      ? String(equipment.categoryId)
      : categories.length === 1
        ? String(categories[0].id)
        : '',
    model: text(equipment?.model),
    description: text(equipment?.description),
    power: text(equipment?.power),
    engine: text(equipment?.engine),
    alternator: text(equipment?.alternator),
    fuelConsumption75: text(equipment?.fuelConsumption75),
    fuelTankCapacity: text(equipment?.fuelTankCapacity),
    dimensions: text(equipment?.dimensions),
    weight: text(equipment?.weight),
    imageUrl: text(equipment?.imageUrl),
    // spec-2 §9: new equipment starts with quantity 1 and available 1.
    quantity: equipment ? String(equipment.quantity) : '1',
    availableQuantity: equipment ? String(equipment.availableQuantity) : '1',
    isActive: equipment?.isActive ?? true,
    createPricing: true,
    startingPrice: '100',
  };
}

/** The form's text as the request's body (empty numbers left out, so the server's defaults apply). */
function bodyOf(values: Values, creating: boolean, config: DepartmentConfig): DepartmentEquipmentInput {
  const decimal = (value: string) => (value.trim() === '' ? null : value.trim().replace(',', '.'));
  const whole = (value: string) => (value.trim() === '' ? undefined : Number(value));
  return {
    name: values.name,
    categoryId: values.categoryId === '' ? (undefined as never) : Number(values.categoryId),
    model: values.model,
    description: values.description,
    power: values.power,
    engine: values.engine,
    alternator: values.alternator,
    fuelConsumption75: decimal(values.fuelConsumption75),
    fuelTankCapacity: decimal(values.fuelTankCapacity),
    dimensions: values.dimensions,
    weight: values.weight,
    imageUrl: values.imageUrl,
    quantity: whole(values.quantity),
    availableQuantity: whole(values.availableQuantity),
    isActive: values.isActive,
    ...(creating && config.createsDefaultTiers
      ? {
          createPricing: values.createPricing,
          startingPrice: values.createPricing ? decimal(values.startingPrice) : null,
        }
      : {}),
  };
}

export interface EquipmentDialogProps {
  config: DepartmentConfig;
  categories: DepartmentCategory[];
  /** The equipment edited, or null for a new one. */
  equipment: DepartmentEquipment | null;
  onClose: () => void;
}

/**
 * 'Dodaj sprzęt' / 'Edytuj sprzęt' of an area (spec-2 §2, §5, D14): the fields, the technical
 * labels renamable for the session, and for new electrical equipment the default tiers from a
 * starting price.
 */
export function EquipmentDialog({ config, categories, equipment, onClose }: EquipmentDialogProps) {
  const save = useSaveEquipment(config);
  const creating = equipment === null;
  const schema = departmentEquipmentInputSchemas[config.department];
  const resolver = zodResolver(schema) as unknown as Resolver<DepartmentEquipmentInput>;
  const form = useForm<Values>({
    defaultValues: valuesOf(equipment, categories),
    mode: 'onTouched',
    resolver: async (values, context, options) => {
      const result = await resolver(bodyOf(values, creating, config), context, options as never);
      return { values: Object.keys(result.errors).length ? {} : values, errors: result.errors } as never;
    },
  });
  const { register, formState, watch } = form;
  const technical = useTechnicalLabels(config.department);
  const [renaming, setRenaming] = useState<TechnicalLabels | null>(null);
  const createPricing = watch('createPricing');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: equipment?.id ?? null, body: bodyOf(values, creating, config) });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, fieldNames);
    }
  });
  const error = (name: keyof Values) => formState.errors[name]?.message;

  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={creating ? 'Dodaj sprzęt' : 'Edytuj sprzęt'}
      description={`Sprzęt działu: ${config.label.toLowerCase()}.`}
      submitLabel={creating ? 'Dodaj sprzęt' : 'Zapisz zmiany'}
      pending={formState.isSubmitting}
      dirty={formState.isDirty}
      onSubmit={submit}
    >
      <StyledGrid>
        <Field label="Nazwa sprzętu" required error={error('name')}>
          <Input autoComplete="off" maxLength={200} {...register('name')} />
        </Field>
        <Field label="Kategoria" required error={error('categoryId')}>
          <Select {...register('categoryId')}>
            <option value="">— wybierz kategorię —</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Model" error={error('model')}>
          <Input autoComplete="off" maxLength={200} {...register('model')} />
        </Field>
        <Field label="Adres zdjęcia" hint="Pokazywane na karcie sprzętu" error={error('imageUrl')}>
          <Input type="url" autoComplete="off" {...register('imageUrl')} />
        </Field>
        <Field label="Ilość" required error={error('quantity')}>
          <Input
            type="number"
            inputMode="numeric"
            min={config.equipmentQuantity.min}
            step="1"
            {...register('quantity')}
          />
        </Field>
        <Field label="Dostępna ilość" required hint="Nie więcej niż ilość" error={error('availableQuantity')}>
          <Input type="number" inputMode="numeric" min="0" step="1" {...register('availableQuantity')} />
        </Field>
      </StyledGrid>
      <Field label="Opis" error={error('description')}>
        <Textarea rows={3} limit={5000} {...register('description')} />
      </Field>
      <StyledSection>
        <legend>
          <StyledLegendRow>
            Parametry techniczne
            {renaming ? null : (
              <Button size="sm" variant="ghost" onClick={() => setRenaming(technical.labels)}>
                Zmień nazwy pól
              </Button>
            )}
          </StyledLegendRow>
        </legend>
        {renaming ? (
          <StyledGrid aria-label="Nazwy pól technicznych">
            {technicalFields.map(({ field, label }) => (
              <Field key={field} label={`Nazwa pola „${label}”`}>
                <Input
                  value={renaming[field]}
                  maxLength={60}
                  onChange={(event) => setRenaming({ ...renaming, [field]: event.target.value })}
                />
              </Field>
            ))}
            <Button
              size="sm"
              onClick={() => {
                technical.save(renaming);
                setRenaming(null);
              }}
            >
              Zapisz nazwy na tę sesję
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                technical.reset();
                setRenaming(null);
              }}
            >
              Przywróć domyślne
            </Button>
          </StyledGrid>
        ) : null}
        <StyledGrid>
          {technicalFields.map(({ field }) => (
            <Field key={field} label={technical.labels[field]} error={error(field)}>
              <Input
                autoComplete="off"
                inputMode={
                  field === 'fuelConsumption75' || field === 'fuelTankCapacity' ? 'decimal' : undefined
                }
                {...register(field)}
              />
            </Field>
          ))}
        </StyledGrid>
      </StyledSection>
      {creating && config.createsDefaultTiers ? (
        <StyledGrid>
          <Checkbox
            label="Utwórz domyślny cennik"
            description="Pięć progów od ceny początkowej: 0 %, 14,29 %, 28,57 %, 42,86 % i 57,14 % rabatu"
            {...register('createPricing')}
          />
          {createPricing ? (
            <Field label="Cena początkowa (zł / doba)" required error={error('startingPrice')}>
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                {...register('startingPrice')}
              />
            </Field>
          ) : null}
        </StyledGrid>
      ) : null}
      <Checkbox
        label="Aktywny"
        description="Tylko aktywny sprzęt można wybrać w nowej wycenie."
        {...register('isActive')}
      />
    </FormDialog>
  );
}
