import type { Equipment, PricingSchema, QuoteDetail } from '@ppp/domain';
import {
  type QuoteFormOptions,
  QuoteFormShell,
  type QuoteFormTexts,
  RentalDaysField,
  uncountedItemsNote,
  useQuoteForm,
} from '@ppp/quoting';
import { Card, CardContent, Field, Select } from '@ppp/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { emptyItem, type QuoteFormValues, withItemPeriods } from './formModel.ts';
import { type QuoteFormOutput, quoteFormResolver, type StockLimit } from './formSchema.ts';
import { ItemsSection } from './ItemsSection.tsx';
import { draftForEquipment } from './itemOptions.ts';
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
  /** D22: a new quote made from a needs assessment (its notice; the create sends it). */
  fromAssessment?: QuoteFormOptions<QuoteFormValues, QuoteFormOutput, never>['fromAssessment'];
  /**
   * The catalogue's 'Dodaj do wyceny' (spec-1 §2): the equipment the form was opened to add. It is
   * among the initial items; when a draft left unsaved comes back instead, it joins that draft.
   */
  adds?: Equipment | null;
}

const formTexts = {
  newTitle: 'Nowa wycena',
  create: 'Utwórz wycenę',
  cancelTo: '/quotes',
} satisfies QuoteFormTexts;

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
  fromAssessment = null,
  adds = null,
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
    // The shell focuses the first marked field in page order (useQuoteForm); the form's own focus,
    // in registration order and again a moment later, would move it elsewhere.
    shouldFocusError: false,
  });
  const drafts = useWatch({ control: form.control, name: 'items' });
  const rentalDays = useWatch({ control: form.control, name: 'rentalDays' });
  // D21: the items as their figures read them, each with its own period or the quote's.
  const items = useMemo(() => withItemPeriods(drafts, rentalDays), [drafts, rentalDays]);
  const pricingSchemaId = useWatch({ control: form.control, name: 'pricingSchemaId' });
  const chosenSchema =
    schemas.find((schema) => String(schema.id) === pricingSchemaId) ??
    schemas.find((schema) => schema.isDefault);
  const computed = useLiveQuote(items, equipment, chosenSchema?.calculationMethod ?? 'first_day', vatRate);
  // A locked quote is shown as saved: today's catalogue must not change its figures (D3, D4).
  const live = readOnly && quote ? storedQuote(quote) : computed;
  const state = useQuoteForm({ kind: 'equipment', form, quote, readOnly, fromAssessment });
  // After the draft's restore (useQuoteForm's effect runs first): the equipment joins the restored
  // items, in their empty row if they have one, unless it is among them already.
  const added = useRef(false);
  useEffect(() => {
    if (!adds || added.current) return;
    added.current = true;
    const current = form.getValues('items');
    if (current.some((item) => item.equipmentId === String(adds.id))) return;
    const empty = current.findIndex((item) => item.equipmentId === '');
    form.setValue(
      'items',
      empty >= 0
        ? current.map((item, index) => (index === empty ? draftForEquipment(item, adds) : item))
        : [...current, draftForEquipment(emptyItem(), adds)],
      { shouldDirty: true },
    );
  }, [adds, form]);
  const { plausibility } = state;
  // A save stopped at a figure of a collapsed item or a closed cost section (D20): they open for it
  // (ItemsSection, CostOptions), and the first questioned figure takes the focus once it shows.
  const { stopped } = plausibility;
  useEffect(() => {
    const first = stopped[0];
    if (!first) return;
    const frame = requestAnimationFrame(() => form.setFocus(first as `items.${number}.travelRatePerKm`));
    return () => cancelAnimationFrame(frame);
  }, [stopped, form]);
  const flow = useQuoteSave({ form, quote, equipment, ...state.saveHandlers });
  const schemaChoices = schemas.filter((schema) => schema.isActive || String(schema.id) === pricingSchemaId);

  const submit = state.submitWith(
    (output, asDraft) =>
      plausibility.stopsSave(plausibleItemFields(form.getValues()), (name) =>
        form.setFocus(name as `items.${number}.travelRatePerKm`),
      ) || flow.save(output, asDraft),
    firstFormMessage,
  );

  return (
    <ItemPlausibilityProvider value={plausibility}>
      <QuoteFormShell
        state={state}
        submit={submit}
        flow={flow}
        texts={formTexts}
        dated={{ required: true, period: <RentalDaysField /> }}
        totals={{
          label: 'Wartość wyceny',
          totals: live.totals,
          vatRate,
          currency,
          note: uncountedItemsNote(live.pending),
        }}
        side={
          // Beside the totals it changes, so the form's column starts with the client.
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
        }
      >
        <ItemsSection
          equipment={equipment}
          items={items}
          prices={live.prices}
          currency={currency}
          readOnly={readOnly}
        />
      </QuoteFormShell>
    </ItemPlausibilityProvider>
  );
}
