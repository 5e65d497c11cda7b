import { formatMoney, linesOverUnits, TRANSPORT_VEHICLES_LIMIT, type Vehicle } from '@ppp/domain';
import { freeUnitsLabel } from '@ppp/quoting';
import {
  Button,
  DecimalInput,
  Field,
  Fieldset,
  IconButton,
  IconPlus,
  IconTrash,
  type Plausibility,
  Select,
} from '@ppp/ui';
import { useRef } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { emptyTransportLine, type TransportFormOutput, type TransportFormValues } from './formModel.ts';

const StyledLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A vehicle line: a card whose fields sit on a grid. */
const StyledLine = styled(Fieldset).attrs({ variant: 'card', stack: false })`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};

  > button {
    margin-top: ${({ theme }) => theme.space[6]};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) auto;

    /* The vehicle on a row of its own; the distance beside the remove button. */
    > div:first-of-type {
      grid-column: 1 / -1;
    }
  }
`;

const StyledShort = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface VehicleLinesProps {
  form: UseFormReturn<TransportFormValues, unknown, TransportFormOutput>;
  /** The vehicles that may be chosen (the active ones). */
  vehicles: Vehicle[];
  /** A locked quote's own vehicles, shown even when no longer offered (their saved names). */
  savedNames: Map<string, string>;
  /** D21: the units of each vehicle free throughout the quote's dates, once it has them. */
  free: Map<number, number> | null;
  /** D21: the save's warning of each short vehicle line, by its index. */
  shortages: Map<number, string>;
  plausibility: Plausibility;
  currency: string;
  readOnly: boolean;
}

/** What a vehicle's option says: its rate, and with the quote's dates its free units (D21). */
function optionText(vehicle: Vehicle, currency: string, free: number | undefined) {
  // D4: an inactive vehicle is offered only on the quote that already uses it.
  const rate = `${vehicle.name}${vehicle.isActive ? '' : ' (nieaktywny)'} — ${formatMoney(vehicle.costPerKm, currency)}/km`;
  return free === undefined ? rate : `${rate} · ${freeUnitsLabel(free, vehicle.quantity)}`;
}

/**
 * The vehicle lines of a transport quote (D21): each a vehicle and its distance, added and removed
 * here (one line always stays); a short line says so under itself.
 */
export function VehicleLines({
  form,
  vehicles,
  savedNames,
  free,
  shortages,
  plausibility,
  currency,
  readOnly,
}: VehicleLinesProps) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'vehicles' });
  const lines = useWatch({ control, name: 'vehicles' });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.vehicles;
  const overUnits = linesOverUnits(
    (lines ?? []).map((line) => line?.vehicleId ?? ''),
    vehicles,
  );

  // The focused remove button goes with its line: the focus moves to 'Dodaj pojazd'.
  const removeAt = (index: number) => {
    remove(index);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <StyledLines>
      {fields.map((field, index) => {
        const distanceName = `vehicles.${index}.distance` as const;
        const distance = {
          name: distanceName,
          text: lines?.[index]?.distance ?? '',
          limit: 'distance',
        } as const;
        const chosen = lines?.[index]?.vehicleId ?? '';
        const shortage = shortages.get(index);
        return (
          <StyledLine key={field.id}>
            <legend>Pojazd {index + 1}</legend>
            <Field
              label="Pojazd"
              required
              error={errors?.[index]?.vehicleId?.message ?? (readOnly ? undefined : overUnits.get(index))}
            >
              <Select
                {...register(`vehicles.${index}.vehicleId`, {
                  // A line added after a check shows its 'Wybierz pojazd' before it is touched: the choice clears it.
                  onChange: () => {
                    const name = `vehicles.${index}.vehicleId` as const;
                    if (form.getFieldState(name).error) void form.trigger(name);
                  },
                })}
              >
                <option value="">— wybierz z listy —</option>
                {vehicles.map((vehicle) => (
                  <option key={vehicle.id} value={vehicle.id}>
                    {optionText(vehicle, currency, free?.get(vehicle.id))}
                  </option>
                ))}
                {readOnly && chosen && !vehicles.some((vehicle) => String(vehicle.id) === chosen) ? (
                  <option value={chosen}>{savedNames.get(chosen) ?? chosen}</option>
                ) : null}
              </Select>
            </Field>
            <Field
              label="Dystans (km)"
              required
              hint="Z dokładnością do 0,1 km"
              error={errors?.[index]?.distance?.message}
              warning={plausibility.warningOf(distance)}
            >
              <DecimalInput
                kind="distance"
                {...register(distanceName, { onBlur: () => plausibility.left(distanceName) })}
              />
            </Field>
            {fields.length > 1 && !readOnly ? (
              <IconButton
                icon={<IconTrash />}
                aria-label={`Usuń pojazd ${index + 1}`}
                variant="ghost"
                onClick={() => removeAt(index)}
              />
            ) : null}
            {shortage ? <StyledShort role="status">{shortage}</StyledShort> : null}
          </StyledLine>
        );
      })}
      {errors?.root?.message || errors?.message ? (
        <StyledError role="alert">{errors.root?.message ?? errors.message}</StyledError>
      ) : null}
      {readOnly ? null : (
        <div>
          <Button
            ref={addButton}
            type="button"
            variant="outline"
            disabled={fields.length >= TRANSPORT_VEHICLES_LIMIT}
            onClick={() => append({ ...emptyTransportLine })}
          >
            <IconPlus size={16} />
            Dodaj pojazd
          </Button>
        </div>
      )}
    </StyledLines>
  );
}
