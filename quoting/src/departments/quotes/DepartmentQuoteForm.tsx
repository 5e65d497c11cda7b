import {
  compareNames,
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentQuoteDetail,
  type DuplicateClient,
  departmentMessages,
  formatMoney,
  QUOTE_NOTES_LIMIT,
} from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Combobox,
  type ComboboxOption,
  DraftNotice,
  EmptyState,
  Field,
  FormActionBar,
  formDraftKey,
  IconInfo,
  Textarea,
  toast,
  toastError,
  useCurrentUser,
  useFormDraft,
  usePhoneLayout,
  usePlausibility,
  useUnsavedChangesGuard,
} from '@ppp/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ClientSection } from '../../clients/ClientSection.tsx';
import { LiveTotalsCard, QuoteFormButtons } from '../../quotes/LiveTotalsCard.tsx';
import { QuoteClientCard } from '../../quotes/QuoteClientCard.tsx';
import { QuoteColumns, QuoteNotice, QuoteStack } from '../../quotes/quoteLayout.ts';
import { useLockNotice } from '../../quotes/useLockNotice.ts';
import { DepartmentItemCard } from './DepartmentItemCard.tsx';
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

const StyledSticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space[4]};
`;

const StyledItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;

const StyledLockedNotice = styled(QuoteNotice)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export interface DepartmentQuoteFormProps {
  config: DepartmentConfig;
  /** The quote being edited; null on the creation page. */
  quote: DepartmentQuoteDetail | null;
  /** The area's equipment that may be chosen (active). */
  catalogue: DepartmentEquipment[];
  vatRate: string;
  currency: string;
  readOnly: boolean;
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
}: DepartmentQuoteFormProps) {
  const editing = quote !== null;
  const form = useForm<DepartmentFormValues>({
    defaultValues: formValuesOf(quote),
    resolver: departmentFormResolver,
    mode: 'onTouched',
  });
  const { formState, register } = form;
  const items = useItemDrafts(quote);
  const { drafts } = items;
  const [duplicate, setDuplicate] = useState<DuplicateClient['existing'] | null>(null);
  const guard = useUnsavedChangesGuard(!readOnly && (formState.isDirty || items.dirty));
  // D20: what is typed survives a reload, per user, area and quote; the items with it.
  const { user } = useCurrentUser();
  const draft = useFormDraft(
    form,
    !readOnly && user ? formDraftKey(user.id, config.api.quotes, quote?.id ?? null) : null,
    quote?.updatedAt ?? null,
    { value: drafts, dirty: items.dirty, restore: items.change, discard: items.discard },
  );
  const { save, saving, staleVersion } = useDepartmentQuoteSave({
    config,
    form,
    quote,
    items,
    onDuplicateClient: setDuplicate,
    onLeave: guard.release,
    version: draft.version,
    onSaved: draft.clear,
  });
  const lockNotice = useLockNotice(quote?.status ?? 'draft', config.kind);
  const phone = usePhoneLayout();
  const totalsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const plausibility = usePlausibility();

  const byId = useMemo(() => new Map(catalogue.map((entry) => [entry.id, entry])), [catalogue]);
  const live = liveQuote(drafts, byId, config, vatRate, editing);
  const options = useMemo<ComboboxOption[]>(
    () =>
      [...catalogue]
        .sort((a, b) => compareNames(a.category.name, b.category.name) || compareNames(a.name, b.name))
        .map((entry) => ({
          value: String(entry.id),
          label: entry.name,
          description: [
            entry.model,
            entry.availableQuantity === 0 ? 'niedostępny' : `dostępne: ${entry.availableQuantity} szt.`,
            entry.pricing[0] ? `od ${formatMoney(entry.pricing[0].pricePerDay, currency)}/doba` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          group: entry.category.name,
          disabled: entry.availableQuantity === 0,
        })),
    [catalogue, currency],
  );

  function add(value: string) {
    const equipment = byId.get(Number(value));
    if (!equipment) return;
    if (drafts.some((draft) => draft.equipmentId === equipment.id)) {
      toast({ title: 'Informacja', description: departmentMessages.duplicateItem });
      return;
    }
    items.change([...drafts, newItemDraft(equipment)]);
  }
  function remove(key: number) {
    if (editing && drafts.length === 1) {
      toastError(departmentMessages.keepOneItem);
      return;
    }
    items.change(drafts.filter((draft) => draft.key !== key));
  }

  const submit = (asDraft: boolean) =>
    form.handleSubmit(
      (values) => {
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
        const focus = (name: string) =>
          formRef.current?.querySelector<HTMLElement>(`[id="${name}"]`)?.focus();
        if (plausibility.stopsSave(typedPrices, focus)) return;
        save(values, { items: itemsBody(live, config, editing), notes: values.notes }, asDraft);
      },
      () => {
        toastError('Popraw zaznaczone pola formularza.');
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
      },
    );

  const backTo = quote ? `${config.paths.list}/${quote.id}` : config.paths.list;
  const mainButton = (
    <Button type="submit" loading={saving === 'final'} disabled={saving !== null || drafts.length === 0}>
      {editing ? 'Zapisz' : 'Utwórz wycenę'}
    </Button>
  );
  const itemsCard = (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Wybrany sprzęt ({drafts.length})</CardTitle>
      </CardHeader>
      <CardContent>
        {drafts.length === 0 ? (
          <EmptyState size="sm" title="Brak pozycji" description={departmentMessages.atLeastOneItem} />
        ) : (
          <StyledItems aria-label="Pozycje wyceny">
            {live.items.map((item, index) => (
              <DepartmentItemCard
                key={item.draft.key}
                config={config}
                index={index}
                item={item}
                currency={currency}
                editing={editing}
                readOnly={readOnly}
                errors={items.errors[index] ?? {}}
                onChange={(draft) => items.change(drafts.map((d) => (d.key === draft.key ? draft : d)))}
                onRemove={() => remove(item.draft.key)}
                plausibility={plausibility}
              />
            ))}
          </StyledItems>
        )}
      </CardContent>
    </Card>
  );

  return (
    <FormProvider {...form}>
      {guard.dialog}
      {staleVersion}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit(false)}
        aria-label={quote ? `Edycja wyceny ${quote.quoteNumber}` : config.texts.createTitle}
      >
        <DraftNotice draft={draft} />
        {readOnly ? (
          <StyledLockedNotice role="status">
            <IconInfo size={16} />
            {lockNotice}
          </StyledLockedNotice>
        ) : null}
        {/* As every kind's form (D20): the client, the items and the notes, beside the live totals. */}
        <QuoteColumns>
          <StyledFieldset disabled={readOnly}>
            <QuoteStack>
              {readOnly && quote ? (
                // A locked quote shows its client as at approval (D3).
                <QuoteClientCard client={quote.client} />
              ) : (
                <ClientSection
                  readOnly={false}
                  companyRequired
                  duplicate={duplicate}
                  onClientChosen={() => setDuplicate(null)}
                />
              )}
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
                        placeholder="Szukaj sprzętu..."
                        emptyText="Brak sprzętu pasującego do wyszukiwania"
                      />
                    </Field>
                    {catalogue.length === 0 ? (
                      <StyledHint>
                        Katalog działu jest pusty — poproś kierownika o dodanie sprzętu.
                      </StyledHint>
                    ) : null}
                  </CardContent>
                </Card>
              )}
              {itemsCard}
              <Card>
                <CardHeader>
                  <CardTitle as="h2">Uwagi</CardTitle>
                </CardHeader>
                <CardContent>
                  <Field label="Uwagi do wyceny" error={formState.errors.notes?.message}>
                    <Textarea rows={3} limit={QUOTE_NOTES_LIMIT} {...register('notes')} />
                  </Field>
                </CardContent>
              </Card>
            </QuoteStack>
          </StyledFieldset>
          <StyledSticky id={totalsId} tabIndex={-1}>
            <LiveTotalsCard label="Wartość wyceny" totals={live.totals} vatRate={vatRate} currency={currency}>
              <QuoteFormButtons
                readOnly={readOnly}
                backTo={backTo}
                main={phone ? null : mainButton}
                onCancel={draft.cancel}
                onSaveDraft={submit(true)}
                saving={saving}
                draftDisabled={drafts.length === 0}
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
    </FormProvider>
  );
}
