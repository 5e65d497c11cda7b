import { zodResolver } from '@hookform/resolvers/zod';
import {
  compareNames,
  type DepartmentConfig,
  type DepartmentEquipment,
  type DepartmentQuoteDetail,
  type DuplicateClient,
  departmentClientSchema,
  departmentMessages,
  formatMoney,
  QUOTE_NOTES_LIMIT,
} from '@ppp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { z } from 'zod';
import { apiRequest, fieldErrorsOf, statusOf } from '../../api/client.ts';
import { handleApiError } from '../../api/errors.ts';
import { ClientSection } from '../../clients/ClientSection.tsx';
import { type ClientDraft, clientDraftOf, emptyClientDraft } from '../../clients/clientDraft.ts';
import { showClientSaveError } from '../../clients/clientSaveError.ts';
import { ClientStepError } from '../../clients/clientsApi.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card/Card.tsx';
import { Combobox, type ComboboxOption } from '../../components/Combobox/Combobox.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../components/Field/Field.tsx';
import { Textarea } from '../../components/Textarea/Textarea.tsx';
import { toast, toastError, toastSuccess } from '../../components/Toast/toastStore.ts';
import { usePlausibility } from '../../forms/usePlausibility.ts';
import { useUnsavedChangesGuard } from '../../forms/useUnsavedChangesGuard.tsx';
import { IconInfo } from '../../icons/icons.tsx';
import { LiveTotalsCard, QuoteFormButtons } from '../../quotes/LiveTotalsCard.tsx';
import { QuoteClientCard } from '../../quotes/QuoteClientCard.tsx';
import { kindQuoteKey } from '../../quotes/quoteKindApi.ts';
import { QuoteColumns, QuoteNotice, QuoteStack } from '../../quotes/quoteLayout.ts';
import { StaleVersionDialog } from '../../quotes/StaleVersionDialog.tsx';

import { useLockNotice } from '../../quotes/useLockNotice.ts';
import { FormActionBar } from '../../scaffolds/FormActionBar.tsx';
import { usePhoneLayout } from '../../theme/usePhoneLayout.ts';
import { useSaveDepartmentQuote } from '../departmentApi.ts';
import { DepartmentItemCard } from './DepartmentItemCard.tsx';
import {
  draftsOfQuote,
  type ItemDraft,
  isFlagged,
  itemsBody,
  liveQuote,
  newItemDraft,
  typedPricePlausibility,
  typesPrice,
} from './itemsModel.ts';

interface FormValues {
  clientId: number | null;
  client: ClientDraft;
  notes: string;
}

const formSchema = z.object({
  clientId: z.number().int().positive().nullable(),
  client: departmentClientSchema,
  notes: z.string().max(QUOTE_NOTES_LIMIT, { error: `Maksymalnie ${QUOTE_NOTES_LIMIT} znaków` }),
});
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues>;

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

/** The server's field errors of the items, by item index and field. */
function itemErrorsOf(error: unknown): Record<number, Record<string, string>> {
  const byItem: Record<number, Record<string, string>> = {};
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    const match = /^items\.(\d+)\.([^.]+)/.exec(key);
    if (!match) continue;
    byItem[Number(match[1])] ??= {};
    byItem[Number(match[1])][match[2]] ??= message;
  }
  return byItem;
}

/**
 * The creation and edit form of an electrical or general quote (spec-2 §2, §5, §9, D14, D18, D19):
 * equipment from the area's searchable list, per item quantity, days and additional equipment,
 * net / VAT / gross live from the engine, the client (picked or typed; read-only on an edit).
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
  const form = useForm<FormValues>({
    defaultValues: {
      clientId: quote?.clientId ?? null,
      client: quote ? clientDraftOf(quote.client) : emptyClientDraft,
      notes: quote?.notes ?? '',
    },
    resolver: editing ? undefined : resolver,
    mode: 'onTouched',
  });
  const { formState, register } = form;
  const [drafts, setDrafts] = useState<ItemDraft[]>(() => (quote ? draftsOfQuote(quote) : []));
  const [itemsDirty, setItemsDirty] = useState(false);
  const [itemErrors, setItemErrors] = useState<Record<number, Record<string, string>>>({});
  const [version, setVersion] = useState(quote?.updatedAt ?? null);
  const [duplicate, setDuplicate] = useState<DuplicateClient['existing'] | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState<'keep' | 'discard' | null>(null);
  const guard = useUnsavedChangesGuard(!readOnly && (formState.isDirty || itemsDirty));
  const lockNotice = useLockNotice(quote?.status ?? 'draft', config.kind);
  const phone = usePhoneLayout();
  const totalsId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveDepartmentQuote(config);
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

  const changeDrafts = (next: ItemDraft[]) => {
    setDrafts(next);
    setItemsDirty(true);
    setItemErrors({});
  };
  function add(value: string) {
    const equipment = byId.get(Number(value));
    if (!equipment) return;
    if (drafts.some((draft) => draft.equipmentId === equipment.id)) {
      toast({ title: 'Informacja', description: departmentMessages.duplicateItem });
      return;
    }
    changeDrafts([...drafts, newItemDraft(equipment)]);
  }
  function remove(key: number) {
    if (editing && drafts.length === 1) {
      toastError(departmentMessages.keepOneItem);
      return;
    }
    changeDrafts(drafts.filter((draft) => draft.key !== key));
  }

  function showError(error: unknown) {
    const failure = editing ? departmentMessages.updateQuoteFailed : config.texts.createFailed;
    if (error instanceof ClientStepError) {
      showClientSaveError(form, error.cause, failure, setDuplicate);
      return;
    }
    if (statusOf(error) === 412) {
      setStale(true);
      return;
    }
    setItemErrors(itemErrorsOf(error));
    const notes = fieldErrorsOf(error).notes;
    if (notes) form.setError('notes', { type: 'server', message: notes });
    handleApiError(error, failure);
  }

  /** 412 (D19): the latest version becomes the base, with this tab's changes kept or not. */
  async function reload(keepMine: boolean) {
    if (!quote) return;
    setReloading(keepMine ? 'keep' : 'discard');
    try {
      const latest = await apiRequest<DepartmentQuoteDetail>('GET', `${config.api.quotes}/${quote.id}`);
      queryClient.setQueryData(kindQuoteKey(config.api.quotes, quote.id), latest);
      setVersion(latest.updatedAt);
      if (keepMine) {
        // Items this tab kept whose saved row is gone since are sent as new items.
        const saved = new Set(latest.items.map((item) => item.id));
        setDrafts(
          drafts.map((draft) =>
            draft.id && !saved.has(draft.id) ? { ...draft, id: undefined, saved: undefined } : draft,
          ),
        );
        toastSuccess('Wczytano najnowszą wersję z Twoimi zmianami — sprawdź i zapisz ponownie');
      } else {
        setDrafts(draftsOfQuote(latest));
        setItemsDirty(false);
        form.reset({
          clientId: latest.clientId,
          client: clientDraftOf(latest.client),
          notes: latest.notes ?? '',
        });
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
      const focus = (name: string) => formRef.current?.querySelector<HTMLElement>(`[id="${name}"]`)?.focus();
      if (plausibility.stopsSave(typedPrices, focus)) return;
      save.mutate(
        {
          quoteId: quote?.id ?? null,
          clientId: form.getValues('clientId'),
          client: editing ? null : values.client,
          body: { items: itemsBody(live, config, editing), notes: values.notes },
          version,
          onClientSaved: (clientId) => form.setValue('clientId', clientId),
        },
        {
          onSuccess: (saved) => {
            guard.release();
            if (editing) {
              toastSuccess(departmentMessages.quoteUpdated);
              navigate(`${config.paths.list}/${saved.id}`);
            } else {
              toastSuccess(`Wycena ${saved.quoteNumber} została utworzona`);
              navigate(config.paths.list);
            }
          },
          onError: showError,
        },
      );
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
    <Button type="submit" loading={save.isPending} disabled={save.isPending || drafts.length === 0}>
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
                errors={itemErrors[index] ?? {}}
                onChange={(draft) => changeDrafts(drafts.map((d) => (d.key === draft.key ? draft : d)))}
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
        aria-label={quote ? `Edycja wyceny ${quote.quoteNumber}` : config.texts.createTitle}
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
              {editing || readOnly ? null : (
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
            </QuoteStack>
          </StyledFieldset>
          <QuoteStack>
            {editing ? (
              <QuoteClientCard client={quote.client} />
            ) : (
              <ClientSection
                readOnly={readOnly}
                duplicate={duplicate}
                onClientChosen={() => setDuplicate(null)}
              />
            )}
            <Card>
              <CardHeader>
                <CardTitle as="h2">Uwagi</CardTitle>
              </CardHeader>
              <CardContent>
                <Field label="Uwagi do wyceny" error={formState.errors.notes?.message}>
                  <Textarea rows={3} limit={QUOTE_NOTES_LIMIT} disabled={readOnly} {...register('notes')} />
                </Field>
              </CardContent>
            </Card>
            <StyledSticky id={totalsId} tabIndex={-1}>
              <LiveTotalsCard
                label="Wartość wyceny"
                totals={live.totals}
                vatRate={vatRate}
                currency={currency}
              >
                <QuoteFormButtons readOnly={readOnly} backTo={backTo} main={phone ? null : mainButton} />
              </LiveTotalsCard>
            </StyledSticky>
          </QuoteStack>
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
