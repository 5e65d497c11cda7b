import {
  compareNames,
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentQuoteDetail,
  departmentMessages,
  formatMoney,
  itemPeriodText,
  QUOTE_ITEMS_LIMIT,
  quoteItemsLimitMessage,
} from '@ppp/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Combobox,
  type ComboboxOption,
  EmptyState,
  Field,
  toast,
  toastError,
} from '@ppp/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import type { AssessmentQuoteStart } from '../../assessments/assessmentPrefill.ts';
import { holdingsOfForm, periodOf, unitsText, useFreeUnits, useShortages } from '../../dates/quotePeriod.ts';
import { RentalDaysField } from '../../dates/RentalDaysField.tsx';
import { uncountedItemsNote } from '../../quotes/LiveTotalsCard.tsx';
import { QuoteFormShell, type QuoteFormTexts } from '../../quotes/QuoteFormShell.tsx';
import { QuoteItemList } from '../../quotes/quoteLayout.ts';
import { formFromAssessment, useQuoteForm } from '../../quotes/useQuoteForm.ts';
import { departmentStartFromAssessment } from './assessmentStart.ts';
import { DepartmentItemCard, itemQuantityId } from './DepartmentItemCard.tsx';
import { type DepartmentFormValues, departmentFormResolver, formValuesOf } from './formModel.ts';
import {
  isFlagged,
  itemsBody,
  liveQuote,
  newItemDraft,
  typedPricePlausibility,
  typesPrice,
} from './itemsModel.ts';
import { useDepartmentQuoteSave } from './useDepartmentQuoteSave.ts';
import { useItemDrafts } from './useItemDrafts.ts';

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the form says: D3's buttons of every kind ('Utwórz wycenę', an edit's 'Zapisz zmiany'). */
const formTextsOf = (config: DepartmentConfig): QuoteFormTexts => ({
  newTitle: config.texts.createTitle,
  create: 'Utwórz wycenę',
  edit: 'Zapisz zmiany',
  cancelTo: config.paths.list,
});

export interface DepartmentQuoteFormProps {
  config: DepartmentConfig;
  /** The quote being edited; null on the creation page. */
  quote: DepartmentQuoteDetail | null;
  /** The area's equipment that may be chosen (active). */
  catalogue: DepartmentEquipment[];
  vatRate: string;
  currency: string;
  readOnly: boolean;
  /** D22: a new quote made from a needs assessment: its client, dates and suggested items. */
  fromAssessment?: AssessmentQuoteStart | null;
}

/**
 * The creation and edit form of an electrical or general quote (spec-2 §2, §5, §9, D14, D18, D19,
 * D20): equipment from the area's searchable list, per item quantity, days and additional equipment,
 * net / VAT / gross live from the engine, the client (picked or typed, on an edit too). Items may be
 * added and removed on an edit as well; at least one remains.
 */
export function DepartmentQuoteForm({
  config,
  quote,
  catalogue,
  vatRate,
  currency,
  readOnly,
  fromAssessment = null,
}: DepartmentQuoteFormProps) {
  const editing = quote !== null;
  // Read once: the form starts from the assessment as it was when the form opened.
  const [start] = useState(() =>
    fromAssessment && !quote ? departmentStartFromAssessment(fromAssessment, catalogue) : null,
  );
  const form = useForm<DepartmentFormValues>({
    defaultValues: start?.values ?? formValuesOf(quote),
    resolver: departmentFormResolver,
    mode: 'onTouched',
    // The shell focuses the first marked field in page order (useQuoteForm); the form's own focus,
    // in registration order and again a moment later, would move it elsewhere.
    shouldFocusError: false,
  });
  const items = useItemDrafts(quote, start?.drafts);
  const { drafts } = items;
  // D20: the items are kept in the form's draft with its fields (a form from an assessment in its own).
  const state = useQuoteForm({
    kind: config.kind,
    form,
    quote,
    readOnly,
    extra: { value: drafts, dirty: items.dirty, restore: items.change, discard: items.discard },
    fromAssessment: start && fromAssessment ? formFromAssessment(fromAssessment, start.suggested) : null,
  });
  const { plausibility, formRef } = state;
  const flow = useDepartmentQuoteSave({
    config,
    form,
    quote,
    items,
    ...state.saveHandlers,
  });

  // A field to focus once the render that shows it is done (the quantity of an item just picked).
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const byId = useMemo(() => new Map(catalogue.map((entry) => [entry.id, entry])), [catalogue]);
  const [startsOn, rentalDays] = useWatch({ control: form.control, name: ['startsOn', 'rentalDays'] });
  const live = liveQuote(drafts, byId, config, vatRate, editing, rentalDays);
  // D21: the catalogue's free units over the quote's dates, and the items asking for more.
  const freeUnits = useFreeUnits(config.kind, periodOf(startsOn, rentalDays));
  const holdingsKey = JSON.stringify(
    holdingsOfForm(
      startsOn,
      live.items.map((item) => ({
        equipmentId: item.draft.equipmentId,
        quantity: item.draft.quantity,
        days: itemPeriodText(item.draft.rentalPeriodDays, rentalDays),
      })),
    ),
  );
  const holdings = useMemo(() => JSON.parse(holdingsKey), [holdingsKey]);
  const shortages = useShortages(config.kind, readOnly ? [] : holdings);
  const options = useMemo<ComboboxOption[]>(
    () =>
      [...catalogue]
        .sort((a, b) => compareNames(a.category.name, b.category.name) || compareNames(a.name, b.name))
        .map((entry) => ({
          value: String(entry.id),
          label: entry.name,
          description: [
            entry.model,
            entry.availableQuantity === 0 ? 'niedostępny' : unitsText(entry, freeUnits),
            entry.pricing[0] ? `od ${formatMoney(entry.pricing[0].pricePerDay, currency)}/doba` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          group: entry.category.name,
          disabled: entry.availableQuantity === 0,
        })),
    [catalogue, currency, freeUnits],
  );

  function add(value: string) {
    const equipment = byId.get(Number(value));
    if (!equipment) return;
    if (drafts.some((draft) => draft.equipmentId === equipment.id)) {
      toast({ title: 'Informacja', description: departmentMessages.duplicateItem });
      return;
    }
    const added = newItemDraft(equipment);
    items.change([...drafts, added]);
    // The next thing to type: how many (then for how long), once the item is on screen.
    focusAfterRender.current = itemQuantityId(added);
  }
  function remove(key: number) {
    if (editing && drafts.length === 1) {
      toastError(departmentMessages.keepOneItem);
      return;
    }
    items.change(drafts.filter((draft) => draft.key !== key));
  }

  const submit = state.submitWith((values, asDraft) => {
    if (drafts.length === 0) {
      toastError(editing ? departmentMessages.keepOneItem : departmentMessages.atLeastOneItem);
      return;
    }
    if (live.items.some(isFlagged)) {
      toastError('Popraw zaznaczone pola formularza.');
      return;
    }
    // D20: an unusually high typed price asks first; saving again keeps it.
    const typedPrices = drafts
      .filter((draft) => typesPrice(draft, config, editing))
      .map(typedPricePlausibility);
    const focus = (name: string) => formRef.current?.querySelector<HTMLElement>(`[id="${name}"]`)?.focus();
    if (plausibility.stopsSave(typedPrices, focus)) return;
    flow.save(values, { items: itemsBody(live, config, editing), notes: values.notes }, asDraft);
  });

  return (
    <QuoteFormShell
      state={state}
      submit={submit}
      flow={flow}
      texts={formTextsOf(config)}
      dated={{ required: true, period: <RentalDaysField /> }}
      nothingToSave={drafts.length === 0}
      totals={{
        label: 'Wartość wyceny',
        totals: live.totals,
        vatRate,
        currency,
        note: uncountedItemsNote(live.items.filter(isFlagged).length),
      }}
    >
      {readOnly ? null : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Sprzęt</CardTitle>
          </CardHeader>
          <CardContent>
            <Field
              label="Dodaj sprzęt do wyceny"
              hint="Wpisz nazwę, model lub kategorię; lista jest pogrupowana według kategorii"
            >
              <Combobox
                options={options}
                value=""
                onChange={add}
                disabled={drafts.length >= QUOTE_ITEMS_LIMIT}
                placeholder="Szukaj sprzętu..."
                emptyText="Brak sprzętu pasującego do wyszukiwania"
              />
            </Field>
            {/* D23: the server takes at most this many items. */}
            {drafts.length >= QUOTE_ITEMS_LIMIT ? <StyledHint>{quoteItemsLimitMessage}</StyledHint> : null}
            {catalogue.length === 0 ? (
              <StyledHint>Katalog działu jest pusty — poproś kierownika o dodanie sprzętu.</StyledHint>
            ) : null}
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Wybrany sprzęt ({drafts.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {drafts.length === 0 ? (
            <EmptyState size="sm" title="Brak pozycji" description={departmentMessages.atLeastOneItem} />
          ) : (
            <QuoteItemList aria-label="Pozycje wyceny">
              {live.items.map((item, index) => (
                <DepartmentItemCard
                  key={item.draft.key}
                  config={config}
                  index={index}
                  item={item}
                  quoteDays={rentalDays}
                  stock={item.equipment ? unitsText(item.equipment, freeUnits) : null}
                  shortage={shortages.get(index)}
                  currency={currency}
                  editing={editing}
                  readOnly={readOnly}
                  errors={items.errors[index] ?? {}}
                  onChange={(draft) => items.change(drafts.map((d) => (d.key === draft.key ? draft : d)))}
                  onRemove={() => remove(item.draft.key)}
                  plausibility={plausibility}
                />
              ))}
            </QuoteItemList>
          )}
        </CardContent>
      </Card>
    </QuoteFormShell>
  );
}
