import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, type TransportQuoteDetail, transportMessages, type Vehicle } from '@ppp/domain';
import { QuoteFormShell, type QuoteFormTexts, useQuoteForm } from '@ppp/quoting';
import { Card, CardContent, CardHeader, CardTitle, DecimalInput, Field, Input, Select } from '@ppp/ui';
import { useMemo } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { costPanelLead } from './costPanelLead.tsx';
import {
  liveTransportCost,
  type TransportFormOutput,
  type TransportFormValues,
  transportFormSchema,
} from './formModel.ts';
import { useTransportQuoteSave } from './useTransportQuoteSave.ts';

export interface TransportQuoteFormProps {
  /** The quote being edited; null on /create-transport-quote. */
  quote: TransportQuoteDetail | null;
  initialValues: TransportFormValues;
  /** The vehicles that may be chosen (the active ones). */
  vehicles: Vehicle[];
  vatRate: string;
  currency: string;
  readOnly: boolean;
}

const StyledRoute = styled(CardContent)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  > :first-child {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const formTexts = {
  newTitle: 'Nowa wycena transportu',
  create: 'Utwórz wycenę transportu',
  cancelTo: '/dashboard',
} satisfies QuoteFormTexts;

/** The creation and edit form of a transport quote (spec-2 §2, §5, D13, D18, D19, D20). */
export function TransportQuoteForm({
  quote,
  initialValues,
  vehicles,
  vatRate,
  currency,
  readOnly,
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
  });
  const { register, formState } = form;
  const [vehicleId, distance] = useWatch({ control: form.control, name: ['vehicleId', 'distance'] });
  const live = liveTransportCost({ vehicleId, distance }, vehicles, vatRate);
  const state = useQuoteForm({ kind: 'transport', form, quote, readOnly });
  const { plausibility } = state;
  const distanceField = { name: 'distance', text: distance, limit: 'distance' } as const;
  const flow = useTransportQuoteSave({ form, quote, ...state.saveHandlers });

  const submit = state.submitWith(
    (output, asDraft) =>
      plausibility.stopsSave([distanceField], () => form.setFocus('distance')) || flow.save(output, asDraft),
    (errors) =>
      errors.distance?.message === transportMessages.costPositive
        ? transportMessages.costPositive
        : undefined,
  );

  return (
    <QuoteFormShell
      state={state}
      submit={submit}
      flow={flow}
      texts={formTexts}
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
          <CardTitle as="h2">Trasa i pojazd</CardTitle>
        </CardHeader>
        <StyledRoute>
          <Field label="Pojazd" required error={formState.errors.vehicleId?.message}>
            <Select {...register('vehicleId')}>
              <option value="">— wybierz z listy —</option>
              {vehicles.map((vehicle) => (
                <option key={vehicle.id} value={vehicle.id}>
                  {vehicle.name} — {formatMoney(vehicle.costPerKm, currency)}/km
                </option>
              ))}
              {readOnly && quote && !vehicles.some((v) => String(v.id) === initialValues.vehicleId) ? (
                <option value={initialValues.vehicleId}>{quote.vehicle.name}</option>
              ) : null}
            </Select>
          </Field>
          <Field label="Adres początkowy" required error={formState.errors.fromAddress?.message}>
            <Input autoComplete="off" maxLength={500} {...register('fromAddress')} />
          </Field>
          <Field label="Adres docelowy" required error={formState.errors.toAddress?.message}>
            <Input autoComplete="off" maxLength={500} {...register('toAddress')} />
          </Field>
          <Field
            label="Dystans (km)"
            required
            hint="Z dokładnością do 0,1 km"
            error={formState.errors.distance?.message}
            warning={plausibility.warningOf(distanceField)}
          >
            <DecimalInput
              kind="distance"
              {...register('distance', { onBlur: () => plausibility.left('distance') })}
            />
          </Field>
        </StyledRoute>
      </Card>
    </QuoteFormShell>
  );
}
