import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DuplicateClient,
  formatMoney,
  QUOTE_NOTES_LIMIT,
  type TransportQuoteDetail,
  transportMessages,
  type Vehicle,
} from '@ppp/domain';
import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ClientSection,
  ClientStepError,
  DecimalInput,
  Field,
  FormActionBar,
  fieldErrorsOf,
  handleApiError,
  IconInfo,
  Input,
  QuoteColumns,
  QuoteFormButtons,
  QuoteNotice,
  QuoteStack,
  Select,
  StaleVersionDialog,
  showClientSaveError,
  statusOf,
  Textarea,
  toastError,
  toastSuccess,
  useLockNotice,
  usePhoneLayout,
  usePlausibility,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { TRANSPORT_QUOTES, transportQuoteKey, useSaveTransportQuote } from '../../api.ts';
import { CostPanel } from './CostPanel.tsx';
import {
  liveTransportCost,
  type TransportFormOutput,
  type TransportFormValues,
  transportFormSchema,
  valuesFromTransportQuote,
} from './formModel.ts';

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

const routeFields = ['vehicleId', 'fromAddress', 'toAddress', 'distance', 'notes'] as const;

const StyledSticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
`;

const StyledLockedNotice = styled(QuoteNotice)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const StyledRoute = styled(CardContent)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  > :first-child,
  > :last-child {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The creation and edit form of a transport quote (spec-2 §2, §5, D13, D18, D19). */
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
  const plausibility = usePlausibility();
  const distanceField = { name: 'distance', text: distance, limit: 'distance' } as const;
  const [duplicate, setDuplicate] = useState<DuplicateClient['existing'] | null>(null);
  const guard = useUnsavedChangesGuard(!readOnly && formState.isDirty);
  const lockNotice = useLockNotice(quote?.status ?? 'draft', 'transport');
  const phone = usePhoneLayout();
  const totalsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveTransportQuote();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState<'keep' | 'discard' | null>(null);
  const failure = quote ? 'Nie udało się zaktualizować wyceny' : transportMessages.createQuoteFailed;

  function showError(error: unknown) {
    if (error instanceof ClientStepError) {
      showClientSaveError(form, error.cause, failure, setDuplicate);
      return;
    }
    if (statusOf(error) === 412) {
      setStale(true);
      return;
    }
    for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
      const name = field === 'clientId' ? 'client.companyName' : field;
      if (name === 'client.companyName' || (routeFields as readonly string[]).includes(name)) {
        form.setError(name as keyof TransportFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
    handleApiError(error, failure);
  }

  /** 412 (D19): the latest version becomes the form's base, with this tab's changes on it or not. */
  async function reload(keepMine: boolean) {
    if (!quote) return;
    setReloading(keepMine ? 'keep' : 'discard');
    try {
      const latest = await apiRequest<TransportQuoteDetail>('GET', `${TRANSPORT_QUOTES}/${quote.id}`);
      queryClient.setQueryData(transportQuoteKey(quote.id), latest);
      const mine = form.getValues();
      const base = formState.defaultValues as TransportFormValues;
      form.reset(valuesFromTransportQuote(latest));
      if (keepMine) {
        for (const key of Object.keys(mine) as (keyof TransportFormValues)[]) {
          if (JSON.stringify(mine[key]) !== JSON.stringify(base[key])) {
            form.setValue(key, mine[key] as never, { shouldDirty: true });
          }
        }
        toastSuccess('Wczytano najnowszą wersję z Twoimi zmianami — sprawdź i zapisz ponownie');
      } else {
        toastSuccess('Wczytano najnowszą wersję wyceny');
      }
      setStale(false);
    } catch (error) {
      handleApiError(error, 'Nie udało się wczytać najnowszej wersji wyceny');
    } finally {
      setReloading(null);
    }
  }

  const submit = form.handleSubmit(
    (output) =>
      plausibility.stopsSave([distanceField], () => form.setFocus('distance')) ||
      save.mutate(
        {
          quoteId: quote?.id ?? null,
          clientId: form.getValues('clientId'),
          client: output.client,
          route: {
            vehicleId: output.vehicleId,
            fromAddress: output.fromAddress,
            toAddress: output.toAddress,
            distance: output.distance,
            notes: output.notes,
          },
          version: quote?.updatedAt ?? null,
          onClientSaved: (clientId) => form.setValue('clientId', clientId),
        },
        {
          onSuccess: (saved) => {
            guard.release();
            toastSuccess(
              quote ? 'Zmiany zostały zapisane' : `Wycena transportu ${saved.quoteNumber} została utworzona`,
            );
            navigate(`/transport-quotes/${saved.id}`);
          },
          onError: showError,
        },
      ),
    (errors) => {
      toastError(
        errors.distance?.message === transportMessages.costPositive
          ? transportMessages.costPositive
          : 'Popraw zaznaczone pola formularza.',
      );
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
  );

  const mainButton = (
    <Button type="submit" loading={save.isPending} disabled={save.isPending}>
      {quote ? 'Zapisz zmiany' : 'Utwórz wycenę transportu'}
    </Button>
  );
  const backTo = quote ? `/transport-quotes/${quote.id}` : '/dashboard';

  return (
    <FormProvider {...form}>
      {guard.dialog}
      <StaleVersionDialog
        open={stale}
        loading={reloading}
        onKeepMine={() => void reload(true)}
        onDiscardMine={() => void reload(false)}
        onClose={() => setStale(false)}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={quote ? `Edycja wyceny ${quote.quoteNumber}` : 'Nowa wycena transportu'}
      >
        {readOnly ? (
          <StyledLockedNotice role="status">
            <IconInfo size={16} />
            {lockNotice}
          </StyledLockedNotice>
        ) : null}
        <QuoteColumns>
          <StyledFieldset disabled={readOnly}>
            <QuoteStack>
              <ClientSection
                readOnly={readOnly}
                duplicate={duplicate}
                onClientChosen={() => setDuplicate(null)}
              />
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
                      {readOnly &&
                      quote &&
                      !vehicles.some((v) => String(v.id) === initialValues.vehicleId) ? (
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
                  <Field label="Uwagi" error={formState.errors.notes?.message}>
                    <Textarea rows={3} limit={QUOTE_NOTES_LIMIT} {...register('notes')} />
                  </Field>
                </StyledRoute>
              </Card>
            </QuoteStack>
          </StyledFieldset>
          <StyledSticky id={totalsId} tabIndex={-1}>
            <CostPanel live={live} vatRate={vatRate} currency={currency}>
              <QuoteFormButtons readOnly={readOnly} backTo={backTo} main={phone ? null : mainButton} />
            </CostPanel>
          </StyledSticky>
        </QuoteColumns>
        {phone && !readOnly ? (
          <FormActionBar
            aria-label="Podsumowanie wyceny transportu"
            label="Wartość brutto"
            value={formatMoney(live.totals.totalGross, currency)}
            detail={`netto ${formatMoney(live.totals.totalNet, currency)}`}
            summaryId={totalsId}
          >
            {mainButton}
          </FormActionBar>
        ) : null}
      </form>
    </FormProvider>
  );
}
