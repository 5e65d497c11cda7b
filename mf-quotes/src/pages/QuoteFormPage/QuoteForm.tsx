import {
  type DuplicateClient,
  type Equipment,
  formatMoney,
  type PricingSchema,
  QUOTE_NOTES_LIMIT,
  type QuoteDetail,
} from '@ppp/domain';
import {
  ClientSection,
  LiveTotalsCard,
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
  DraftNotice,
  Field,
  FormActionBar,
  formDraftKey,
  IconInfo,
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
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { QuoteFormValues } from './formModel.ts';
import { type QuoteFormOutput, quoteFormResolver, type StockLimit } from './formSchema.ts';
import { ItemsSection } from './ItemsSection.tsx';
import { ItemPlausibilityProvider, plausibleItemFields } from './itemPlausibility.tsx';
import { storedQuote, useLiveQuote } from './livePricing.ts';
import { useQuoteSave } from './useQuoteSave.ts';

export interface QuoteFormProps {
  /** The quote being edited; null on /create-quote. */
  quote: QuoteDetail | null;
  initialValues: QuoteFormValues;
  equipment: Equipment[];
  schemas: PricingSchema[];
  vatRate: string;
  currency: string;
  readOnly: boolean;
  /** Whether a draft left unsaved comes back (D20); not for a quote started from the catalogue. */
  restoresDraft?: boolean;
}

const StyledSticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
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

/** The fields of a form error that say most about it, for the toast of a refused save. */
function firstFormMessage(errors: ReturnType<typeof useForm<QuoteFormValues>>['formState']['errors']) {
  const items = errors.items;
  if (items?.message) return items.message;
  if (Array.isArray(items) && items.some((item) => item?.equipmentId)) {
    return items.find((item) => item?.equipmentId)?.equipmentId?.message;
  }
  if (errors.client?.companyName?.message) return errors.client.companyName.message;
  return 'Popraw zaznaczone pola formularza.';
}

/** The creation and edit form of an equipment quote (spec-1 §2, D3, D5). */
export function QuoteForm({
  quote,
  initialValues,
  equipment,
  schemas,
  vatRate,
  currency,
  readOnly,
  restoresDraft = true,
}: QuoteFormProps) {
  const stock = useMemo(
    () =>
      new Map<number, StockLimit>(
        equipment.map((entry) => [entry.id, { name: entry.name, available: entry.availableQuantity }]),
      ),
    [equipment],
  );
  const resolver = useMemo(() => quoteFormResolver(stock), [stock]);
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    defaultValues: initialValues,
    resolver,
    // D19: a field's error shows under it once it is left (or on submit), then follows the typing.
    mode: 'onTouched',
  });
  const items = useWatch({ control: form.control, name: 'items' });
  const pricingSchemaId = useWatch({ control: form.control, name: 'pricingSchemaId' });
  const chosenSchema =
    schemas.find((schema) => String(schema.id) === pricingSchemaId) ??
    schemas.find((schema) => schema.isDefault);
  const computed = useLiveQuote(items, equipment, chosenSchema?.calculationMethod ?? 'first_day', vatRate);
  // A locked quote is shown as saved: today's catalogue must not change its figures (D3, D4).
  const live = readOnly && quote ? storedQuote(quote) : computed;
  // D19: the client that already holds the typed NIP, from a refused save.
  const [duplicate, setDuplicate] = useState<DuplicateClient['existing'] | null>(null);
  // D19: leaving with unsaved changes asks first; a successful save leaves without asking.
  const guard = useUnsavedChangesGuard(!readOnly && form.formState.isDirty);
  // D20: what is typed survives a reload, per user and quote.
  const { user } = useCurrentUser();
  const draft = useFormDraft(
    form,
    !readOnly && user ? formDraftKey(user.id, 'quotes', quote?.id ?? null) : null,
    quote?.updatedAt ?? null,
    undefined,
    restoresDraft,
  );
  const { save, saving, staleVersion } = useQuoteSave({
    form,
    quote,
    equipment,
    onDuplicateClient: setDuplicate,
    onLeave: guard.release,
    version: draft.version,
    onSaved: draft.clear,
  });
  const lockNotice = useLockNotice(quote?.status ?? 'draft', 'equipment');
  const schemaChoices = schemas.filter((schema) => schema.isActive || String(schema.id) === pricingSchemaId);
  // On a phone the main button and the total sit in a bar at the bottom of the screen (D19).
  const phone = usePhoneLayout();
  const totalsId = useId();

  const formRef = useRef<HTMLFormElement>(null);
  const plausibility = usePlausibility();
  const submit = (asDraft: boolean) =>
    form.handleSubmit(
      (output) =>
        plausibility.stopsSave(plausibleItemFields(form.getValues()), (name) =>
          form.setFocus(name as `items.${number}.travelRatePerKm`),
        ) || save(output, asDraft),
      (errors) => {
        toastError(firstFormMessage(errors));
        // Focus the first field marked invalid, in page order: not every control is registered
        // with the form (the equipment select is set by value), so the form's own focus may miss it.
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      },
    );

  const mainButton = (
    <Button type="submit" loading={saving === 'final'} disabled={saving !== null}>
      {quote ? 'Zapisz zmiany' : 'Utwórz wycenę'}
    </Button>
  );

  return (
    <FormProvider {...form}>
      <ItemPlausibilityProvider value={plausibility}>
        {guard.dialog}
        {staleVersion}
        <form
          ref={formRef}
          noValidate
          onSubmit={submit(false)}
          aria-label={quote ? `Edycja wyceny ${quote.quoteNumber}` : 'Nowa wycena'}
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
                <ItemsSection
                  equipment={equipment}
                  prices={live.prices}
                  currency={currency}
                  readOnly={readOnly}
                />
                <Card>
                  <CardHeader>
                    <CardTitle as="h2">Uwagi do wyceny</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <Field label="Uwagi" error={form.formState.errors.notes?.message}>
                      <Textarea rows={3} limit={QUOTE_NOTES_LIMIT} {...form.register('notes')} />
                    </Field>
                  </CardContent>
                </Card>
              </QuoteStack>
            </StyledFieldset>
            <StyledSticky id={totalsId} tabIndex={-1}>
              {/* Beside the totals it changes, so the form's column starts with the client. */}
              <Card>
                <CardContent>
                  <Field
                    label="Schemat cenowy"
                    hint={chosenSchema?.description ?? 'Sposób naliczania ceny za okres wynajmu.'}
                    error={form.formState.errors.pricingSchemaId?.message}
                  >
                    <Select disabled={readOnly} {...form.register('pricingSchemaId')}>
                      {schemaChoices.map((schema) => (
                        <option key={schema.id} value={schema.id}>
                          {schema.name}
                          {schema.isDefault ? ' (domyślny)' : ''}
                          {schema.isActive ? '' : ' (nieaktywny)'}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </CardContent>
              </Card>
              <LiveTotalsCard
                label="Wartość wyceny"
                totals={live.totals}
                vatRate={vatRate}
                currency={currency}
                note={
                  live.pending > 0
                    ? `Nie wliczono pozycji bez wybranego sprzętu lub z niepoprawnymi wartościami (${live.pending}).`
                    : null
                }
              >
                <QuoteFormButtons
                  readOnly={readOnly}
                  backTo={quote ? `/quotes/${quote.id}` : '/quotes'}
                  main={phone ? null : mainButton}
                  onCancel={draft.cancel}
                  onSaveDraft={submit(true)}
                  saving={saving}
                />
              </LiveTotalsCard>
            </StyledSticky>
          </QuoteColumns>
          {phone && !readOnly ? (
            <FormActionBar
              aria-label="Podsumowanie wyceny"
              label="Wartość brutto"
              value={formatMoney(live.totals.totalGross, currency)}
              detail={`netto ${formatMoney(live.totals.totalNet, currency)}`}
              summaryId={totalsId}
            >
              {mainButton}
            </FormActionBar>
          ) : null}
        </form>
      </ItemPlausibilityProvider>
    </FormProvider>
  );
}
