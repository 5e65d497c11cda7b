import { zodResolver } from '@hookform/resolvers/zod';
import {
  countFromText,
  type DecimalKind,
  type DepartmentCategory,
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentEquipmentInput,
  decimalPlaces,
  decimalTextValue,
  departmentEquipmentInputSchemas,
  formatDecimalText,
  readDecimalText,
  reservedQuotesMessageOf,
  technicalFields,
} from '@ppp/domain';
import {
  Button,
  Checkbox,
  DecimalInput,
  errorBodyOf,
  Field,
  Fieldset,
  FormDialog,
  Input,
  Select,
  showServerErrors,
  Textarea,
  usePlausibility,
} from '@ppp/ui';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import styled from 'styled-components';
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

/** The decimal fields (D20): typed text read by the one parser, shown the Polish way once left. */
const decimalFields = {
  fuelConsumption75: 'figure',
  fuelTankCapacity: 'figure',
  startingPrice: 'money',
} as const satisfies Partial<Record<keyof Values, DecimalKind>>;
type DecimalField = keyof typeof decimalFields;

const isDecimalField = (field: string): field is DecimalField => field in decimalFields;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A section of the dialog: its legend a heading row (with its action), its fields further apart. */
const StyledSection = styled(Fieldset).attrs({ stack: 3 })`
  > legend {
    width: 100%;
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
const figure = (field: DecimalField, value: string | null | undefined) =>
  formatDecimalText(value, decimalFields[field]);
const count = (value: number) => formatDecimalText(value, 'count');

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
    fuelConsumption75: figure('fuelConsumption75', equipment?.fuelConsumption75),
    fuelTankCapacity: figure('fuelTankCapacity', equipment?.fuelTankCapacity),
    dimensions: text(equipment?.dimensions),
    weight: text(equipment?.weight),
    imageUrl: text(equipment?.imageUrl),
    // spec-2 §9: new equipment starts with quantity 1 and available 1.
    quantity: count(equipment ? equipment.quantity : 1),
    availableQuantity: count(equipment ? equipment.availableQuantity : 1),
    isActive: equipment?.isActive ?? true,
    createPricing: true,
    startingPrice: figure('startingPrice', '100'),
  };
}

/** Whether the form sends the starting price: new equipment of an area making default tiers (D14). */
const sendsStartingPrice = (values: Values, creating: boolean, config: DepartmentConfig) =>
  creating && config.createsDefaultTiers && values.createPricing;

/** The form's text as the request's body (empty numbers left out, so the server's defaults apply). */
function bodyOf(values: Values, creating: boolean, config: DepartmentConfig): DepartmentEquipmentInput {
  // Read by the one parser (D20): '12,5' goes as '12.5', an empty field as null; text that is no
  // number goes as typed (its field is marked 'Nieprawidłowa liczba' first).
  const decimal = (field: DecimalField) => decimalTextValue(values[field], decimalFields[field]);
  const whole = (value: string) => countFromText(value) ?? undefined;
  return {
    name: values.name,
    categoryId: values.categoryId === '' ? (undefined as never) : Number(values.categoryId),
    model: values.model,
    description: values.description,
    power: values.power,
    engine: values.engine,
    alternator: values.alternator,
    fuelConsumption75: decimal('fuelConsumption75'),
    fuelTankCapacity: decimal('fuelTankCapacity'),
    dimensions: values.dimensions,
    weight: values.weight,
    imageUrl: values.imageUrl,
    quantity: whole(values.quantity),
    availableQuantity: whole(values.availableQuantity),
    isActive: values.isActive,
    ...(creating && config.createsDefaultTiers
      ? {
          createPricing: values.createPricing,
          startingPrice: values.createPricing ? decimal('startingPrice') : null,
        }
      : {}),
  };
}

/** 'Nieprawidłowa liczba' on each decimal field the form sends whose text the parser cannot read (D20). */
function decimalTextErrors(values: Values, creating: boolean, config: DepartmentConfig): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const [field, kind] of Object.entries(decimalFields) as [DecimalField, DecimalKind][]) {
    if (field === 'startingPrice' && !sendsStartingPrice(values, creating, config)) continue;
    const reading = readDecimalText(values[field], decimalPlaces[kind]);
    if (reading.state === 'invalid') errors[field] = { type: 'custom', message: reading.message };
  }
  return errors;
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
      const errors = { ...result.errors, ...decimalTextErrors(values, creating, config) };
      return { values: Object.keys(errors).length ? {} : values, errors } as never;
    },
  });
  const { register, formState, watch } = form;
  const technical = useTechnicalLabels(config.department);
  const [renaming, setRenaming] = useState<TechnicalLabels | null>(null);
  const createPricing = watch('createPricing');
  const plausibility = usePlausibility();
  const startingPrice = { name: 'startingPrice', text: watch('startingPrice'), limit: 'dayPrice' } as const;

  const submit = form.handleSubmit(async (values) => {
    if (
      sendsStartingPrice(values, creating, config) &&
      plausibility.stopsSave([startingPrice], () => form.setFocus('startingPrice'))
    )
      return;
    try {
      await save.mutateAsync({ id: equipment?.id ?? null, body: bodyOf(values, creating, config) });
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, fieldNames);
      // D21: approved quotes hold more on some days: which, and when, under the figure.
      const reserved = reservedQuotesMessageOf(errorBodyOf(error));
      if (reserved)
        form.setError('availableQuantity', { type: 'server', message: reserved }, { shouldFocus: true });
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
          <DecimalInput kind="count" {...register('quantity')} />
        </Field>
        <Field label="Dostępna ilość" required hint="Nie więcej niż ilość" error={error('availableQuantity')}>
          <DecimalInput kind="count" {...register('availableQuantity')} />
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
              {isDecimalField(field) ? (
                <DecimalInput kind={decimalFields[field]} {...register(field)} />
              ) : (
                <Input autoComplete="off" {...register(field)} />
              )}
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
            <Field
              label="Cena początkowa (zł / doba)"
              required
              error={error('startingPrice')}
              warning={plausibility.warningOf(startingPrice)}
            >
              <DecimalInput
                kind="money"
                {...register('startingPrice', { onBlur: () => plausibility.left('startingPrice') })}
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
