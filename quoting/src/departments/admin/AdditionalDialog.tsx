import {
  type DepartmentConfig,
  type DepartmentEquipment,
  decimalPlaces,
  decimalTextValue,
  departmentMessages,
  formatDecimalText,
  parseDecimal,
  readDecimalText,
  tierMessages,
} from '@ppp/domain';
import {
  Button,
  Checkbox,
  DecimalInput,
  Field,
  Fieldset,
  FormDialog,
  fieldErrorsOf,
  IconButton,
  IconPlus,
  IconTrash,
  Input,
  Select,
} from '@ppp/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { type AdditionalBody, useSaveAdditional } from '../departmentApi.ts';

interface Row extends Omit<AdditionalBody, 'description'> {
  key: number;
  description: string;
}

let nextKey = 1;

/** A row of the list: a card whose fields sit on a grid. */
const StyledRow = styled(Fieldset).attrs({ variant: 'card', stack: false })`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  > .wide {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AdditionalDialogProps {
  config: DepartmentConfig;
  equipment: DepartmentEquipment;
  onClose: () => void;
}

/**
 * 'Wyposażenie dodatkowe' of an equipment item (spec-2 §2, §3, §9, D14): the whole list edited at
 * once. New items are optional at 0 zł; a non-optional one is charged on every quote item.
 */
export function AdditionalDialog({ config, equipment, onClose }: AdditionalDialogProps) {
  const save = useSaveAdditional(config);
  const [rows, setRows] = useState<Row[]>(() =>
    equipment.additionalEquipment.map((item) => ({
      key: nextKey++,
      id: item.id,
      type: item.type,
      name: item.name,
      description: item.description ?? '',
      pricePerDay: formatDecimalText(item.pricePerDay, 'money'),
      isOptional: item.isOptional,
    })),
  );
  const [dirty, setDirty] = useState(false);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const types = config.additionalTypes;

  const update = (next: Row[]) => {
    setRows(next);
    setDirty(true);
    setServerErrors({});
  };
  const change = (key: number, patch: Partial<Row>) =>
    update(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const problemOf = (row: Row, field: 'name' | 'pricePerDay') => {
    if (field === 'name') return row.name.trim() ? undefined : departmentMessages.additionalName;
    // Read by the one parser (D20): '15,50' and '15.50' are the same price, '1.234,50' is no number.
    const reading = readDecimalText(row.pricePerDay, decimalPlaces.money);
    if (reading.state === 'invalid') return reading.message;
    if (reading.state === 'empty') return tierMessages.priceRequired;
    return parseDecimal(reading.value)?.lt(0) ? tierMessages.priceNegative : undefined;
  };
  const errorOf = (row: Row, index: number, field: 'name' | 'pricePerDay') =>
    serverErrors[`additionalEquipment.${index}.${field}`] ?? (shown ? problemOf(row, field) : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShown(true);
    if (rows.some((row) => problemOf(row, 'name') || problemOf(row, 'pricePerDay'))) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[role="dialog"] [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      await save.mutateAsync({
        id: equipment.id,
        items: rows.map(({ key: _key, description, pricePerDay, ...row }) => ({
          ...row,
          description: description.trim() || null,
          pricePerDay: decimalTextValue(pricePerDay, 'money') ?? '',
        })),
      });
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      size="lg"
      title={`Wyposażenie dodatkowe: ${equipment.name}`}
      description="Każda pozycja kosztuje ilość × dni × cenę za dobę. Pozycja nieopcjonalna jest doliczana do każdej pozycji wyceny z tym sprzętem."
      submitLabel="Zapisz wyposażenie"
      pending={save.isPending}
      dirty={dirty}
      onSubmit={submit}
    >
      {rows.length === 0 ? (
        <StyledEmpty>Ten sprzęt nie ma jeszcze wyposażenia dodatkowego.</StyledEmpty>
      ) : null}
      {rows.map((row, index) => (
        <StyledRow key={row.key}>
          <legend>Pozycja {index + 1}</legend>
          <Field label="Nazwa" required error={errorOf(row, index, 'name')}>
            <Input
              value={row.name}
              maxLength={200}
              onChange={(event) => change(row.key, { name: event.target.value })}
            />
          </Field>
          <Field label="Cena / doba (zł)" required error={errorOf(row, index, 'pricePerDay')}>
            <DecimalInput
              kind="money"
              value={row.pricePerDay}
              onChange={(event) => change(row.key, { pricePerDay: event.target.value })}
            />
          </Field>
          <IconButton
            aria-label={`Usuń pozycję ${index + 1}`}
            icon={<IconTrash size={16} />}
            onClick={() => update(rows.filter((candidate) => candidate.key !== row.key))}
          />
          {types.length > 1 ? (
            <Field label="Rodzaj">
              <Select value={row.type} onChange={(event) => change(row.key, { type: event.target.value })}>
                {types.map(({ type, label }) => (
                  <option key={type} value={type}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field label="Opis" className="wide">
            <Input
              value={row.description}
              maxLength={2000}
              onChange={(event) => change(row.key, { description: event.target.value })}
            />
          </Field>
          <div className="wide">
            <Checkbox
              label="Opcjonalne"
              description="Niezaznaczone: doliczane zawsze, z ilością pozycji"
              checked={row.isOptional}
              onChange={(event) => change(row.key, { isOptional: event.target.checked })}
            />
          </div>
        </StyledRow>
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            update([
              ...rows,
              {
                key: nextKey++,
                type: types[0].type,
                name: '',
                description: '',
                pricePerDay: formatDecimalText('0', 'money'),
                isOptional: true,
              },
            ])
          }
        >
          <IconPlus size={16} />
          Dodaj pozycję
        </Button>
      </div>
    </FormDialog>
  );
}
