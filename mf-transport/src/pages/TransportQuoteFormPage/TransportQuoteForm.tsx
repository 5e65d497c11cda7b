import { zodResolver } from '@hookform/resolvers/zod';
import { type TransportQuoteDetail, transportMessages, type Vehicle } from '@ppp/domain';
import { type QuoteFormOptions, QuoteFormShell, type QuoteFormTexts, useQuoteForm } from '@ppp/quoting';
import { Card, CardContent, CardHeader, CardTitle, Checkbox, DecimalInput, Field, Input } from '@ppp/ui';
import { useMemo } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { costPanelLead } from './costPanelLead.tsx';
import {
  liveTransportCost,
  storedTransportCost,
  type TransportFormOutput,
  type TransportFormValues,
  transportFormSchema,
} from './formModel.ts';
import { useLineAvailability } from './useLineAvailability.ts';
import { useTransportQuoteSave } from './useTransportQuoteSave.ts';
import { VehicleLines } from './VehicleLines.tsx';

export interface TransportQuoteFormProps {
  /** The quote being edited; null on /create-transport-quote. */
  quote: TransportQuoteDetail | null;
  initialValues: TransportFormValues;
  /** The vehicles that may be chosen (the active ones). */
  vehicles: Vehicle[];
  vatRate: string;
  currency: string;
  readOnly: boolean;
  /** D22: a new quote made from a needs assessment (its notice; the create sends it). */
  fromAssessment?: QuoteFormOptions<TransportFormValues, TransportFormOutput, never>['fromAssessment'];
}

const StyledRoute = styled(CardContent)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const formTexts = {
  newTitle: 'Nowa wycena transportu',
  create: 'Utwórz wycenę',
  cancelTo: '/dashboard',
} satisfies QuoteFormTexts;

/**
 * The creation and edit form of a transport quote (spec-2 §2, §5, D13, D18, D19, D20, D21): the trip's
 * dates, the route, the vehicle lines and the return trip, priced live line by line.
 */
export function TransportQuoteForm({
  quote,
  initialValues,
  vehicles,
  vatRate,
  currency,
  readOnly,
  fromAssessment = null,
}: TransportQuoteFormProps) {
  const resolver = useMemo(
    () =>
      zodResolver(transportFormSchema(vehicles)) as unknown as Resolver<
        TransportFormValues,
        unknown,
        TransportFormOutput
      >,
    [vehicles],
  );
  const form = useForm<TransportFormValues, unknown, TransportFormOutput>({
    defaultValues: initialValues,
    resolver,
    mode: 'onTouched',
    // The shell focuses the first marked field in page order (useQuoteForm); the form's own focus,
    // in registration order and again a moment later, would move it elsewhere.
    shouldFocusError: false,
  });
  const { register, formState } = form;
  const [lines, returnTrip, startsOn, tripDays] = useWatch({
    control: form.control,
    name: ['vehicles', 'returnTrip', 'startsOn', 'tripDays'],
  });
  // A locked quote is shown as saved: today's rates must not change its figures (D3).
  const live =
    readOnly && quote
      ? storedTransportCost(quote)
      : liveTransportCost({ vehicles: lines, returnTrip }, vehicles, vatRate);
  // A form from an assessment keeps its draft apart from a plain create's (useQuoteForm).
  const state = useQuoteForm({ kind: 'transport', form, quote, readOnly, fromAssessment });
  const { plausibility } = state;

  // D21: the vehicles' free units over the trip's days, and the lines short of them.
  const { free, shortages, showShortages } = useLineAvailability({
    form,
    quote,
    initialValues,
    vehicles,
    values: { vehicles: lines, startsOn, tripDays },
    readOnly,
  });

  const flow = useTransportQuoteSave({ form, quote, onShortages: showShortages, ...state.saveHandlers });
  const distanceFields = (lines ?? []).map(
    (line, index) =>
      ({ name: `vehicles.${index}.distance`, text: line.distance, limit: 'distance' }) as const,
  );
  const submit = state.submitWith(
    (output, asDraft) =>
      plausibility.stopsSave(distanceFields, (name) =>
        form.setFocus(name as `vehicles.${number}.distance`),
      ) || flow.save(output, asDraft),
    (errors) =>
      Array.isArray(errors.vehicles) &&
      errors.vehicles.some((line) => line?.distance?.message === transportMessages.costPositive)
        ? transportMessages.costPositive
        : undefined,
  );
  const savedNames = new Map((quote?.lines ?? []).map((line) => [String(line.vehicleId), line.vehicle.name]));

  return (
    <QuoteFormShell
      state={state}
      submit={submit}
      flow={flow}
      texts={formTexts}
      dated={{
        required: true,
        hint: 'Od tego dnia pojazdy są zajęte przez liczbę dni przejazdu.',
        period: (
          <Field label="Liczba dni przejazdu" required error={formState.errors.tripDays?.message}>
            {/* D19: 0, 366 or text is marked at once, as the other kinds' period is. */}
            <DecimalInput
              kind="count"
              {...register('tripDays', { onChange: () => void form.trigger('tripDays') })}
            />
          </Field>
        ),
      }}
      totals={{
        title: 'Kalkulacja kosztów',
        label: 'Wartość wyceny transportu',
        totals: live.totals,
        vatRate,
        currency,
        lead: costPanelLead(live, currency),
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2">Trasa i pojazdy</CardTitle>
        </CardHeader>
        <StyledRoute>
          <Field label="Adres początkowy" required error={formState.errors.fromAddress?.message}>
            <Input autoComplete="off" maxLength={500} {...register('fromAddress')} />
          </Field>
          <Field label="Adres docelowy" required error={formState.errors.toAddress?.message}>
            <Input autoComplete="off" maxLength={500} {...register('toAddress')} />
          </Field>
          <VehicleLines
            form={form}
            vehicles={vehicles}
            savedNames={savedNames}
            free={free}
            shortages={shortages}
            plausibility={plausibility}
            currency={currency}
            readOnly={readOnly}
          />
          <Checkbox
            label="Dodaj przejazd powrotny"
            description="Każdy pojazd wraca tą samą trasą: ta sama odległość i stawka za km (pozycja „Powrót”)."
            {...register('returnTrip')}
          />
        </StyledRoute>
      </Card>
    </QuoteFormShell>
  );
}
