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
  ClientSection,
  QuoteColumns,
  QuoteFormButtons,
  QuoteNotice,
  QuoteStack,
  useLockNotice,
} from '@ppp/quoting';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DecimalInput,
  DraftNotice,
  Field,
  FormActionBar,
  formDraftKey,
  IconInfo,
  Input,
  Select,
  Textarea,
  toastError,
  useCurrentUser,
  useFormDraft,
  usePhoneLayout,
  usePlausibility,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { CostPanel } from './CostPanel.tsx';
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
  const plausibility = usePlausibility();
  const distanceField = { name: 'distance', text: distance, limit: 'distance' } as const;
  const [duplicate, setDuplicate] = useState<DuplicateClient['existing'] | null>(null);
  const guard = useUnsavedChangesGuard(!readOnly && formState.isDirty);
  const lockNotice = useLockNotice(quote?.status ?? 'draft', 'transport');
  const phone = usePhoneLayout();
  const totalsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // D20: what is typed survives a reload, per user and quote.
  const { user } = useCurrentUser();
  const draft = useFormDraft(
    form,
    !readOnly && user ? formDraftKey(user.id, 'transport-quotes', quote?.id ?? null) : null,
    quote?.updatedAt ?? null,
  );
  const { save, saving, staleVersion } = useTransportQuoteSave({
    form,
    quote,
    onDuplicateClient: setDuplicate,
    onLeave: guard.release,
    version: draft.version,
    onSaved: draft.clear,
  });

  const submit = (asDraft: boolean) =>
    form.handleSubmit(
      (output) =>
        plausibility.stopsSave([distanceField], () => form.setFocus('distance')) || save(output, asDraft),
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
    <Button type="submit" loading={saving === 'final'} disabled={saving !== null}>
      {quote ? 'Zapisz zmiany' : 'Utwórz wycenę transportu'}
    </Button>
  );
  const backTo = quote ? `/transport-quotes/${quote.id}` : '/dashboard';

  return (
    <FormProvider {...form}>
      {guard.dialog}
      {staleVersion}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit(false)}
        aria-label={quote ? `Edycja wyceny ${quote.quoteNumber}` : 'Nowa wycena transportu'}
      >
        <DraftNotice draft={draft} />
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
              <QuoteFormButtons
                readOnly={readOnly}
                backTo={backTo}
                main={phone ? null : mainButton}
                onCancel={draft.cancel}
                onSaveDraft={submit(true)}
                saving={saving}
              />
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
