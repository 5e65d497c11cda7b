import { type Equipment, QUOTE_ITEMS_LIMIT, quoteItemsLimitMessage } from '@ppp/domain';
import { holdingsOfForm, periodOf, useFreeUnits, useShortages } from '@ppp/quoting';
import { Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog, IconPlus } from '@ppp/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { emptyItem, type ItemDraft, type QuoteFormValues } from './formModel.ts';
import { ItemEditor, type ItemFormMethods } from './ItemEditor.tsx';
import { useItemPlausibility } from './itemPlausibility.tsx';
import type { LivePrice } from './livePricing.ts';

export interface ItemsSectionProps {
  equipment: readonly Equipment[];
  /** The items as their figures read them (D21: each with its own period or the quote's). */
  items: readonly ItemDraft[];
  prices: readonly LivePrice[];
  currency: string;
  readOnly: boolean;
}

const StyledItems = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledFull = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const emptyPrice: LivePrice = { state: 'empty' };

/** The items of the quote; the last one stays (spec-1 §5: it cannot be removed). */
export function ItemsSection({ equipment, items, prices, currency, readOnly }: ItemsSectionProps) {
  const { control, formState, getValues, setValue, register, getFieldState, clearErrors, setFocus, trigger } =
    useFormContext<QuoteFormValues>();
  const form = useMemo<ItemFormMethods>(
    () => ({ control, setValue, getValues, register, getFieldState, clearErrors, setFocus, trigger }),
    [control, setValue, getValues, register, getFieldState, clearErrors, setFocus, trigger],
  );
  // D21: the catalogue's free units over the quote's dates, and the items asking for more.
  const [startsOn, rentalDays] = useWatch({ control, name: ['startsOn', 'rentalDays'] });
  const freeUnits = useFreeUnits('equipment', periodOf(startsOn, rentalDays));
  const holdingsKey = JSON.stringify(
    holdingsOfForm(
      startsOn,
      items.map((item) => ({
        equipmentId: Number(item.equipmentId) || null,
        quantity: item.quantity,
        days: item.rentalPeriodDays,
      })),
    ),
  );
  const holdings = useMemo(() => JSON.parse(holdingsKey), [holdingsKey]);
  const shortages = useShortages('equipment', readOnly ? [] : holdings);
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  // A saved item is removed after confirmation (spec-1 §5); a row added in this form goes at once.
  const [confirming, setConfirming] = useState<number | null>(null);
  // One item is open at a time, the others are one line each (issue 10: a three-item quote in about
  // two screens); an item holding an error always shows whole, and a locked quote shows everything.
  const [openIndex, setOpenIndex] = useState(0);
  // A save stopped at an unusual figure (D20) opens its item too, so the question shows.
  const { stopped } = useItemPlausibility();
  const isOpen = (index: number) =>
    readOnly ||
    index === openIndex ||
    fields.length === 1 ||
    Boolean(formState.errors.items?.[index]) ||
    stopped.some((name) => name.startsWith(`items.${index}.`));
  const addButton = useRef<HTMLButtonElement>(null);
  // The focused remove button goes with its item: the focus moves to 'Dodaj pozycję'.
  const removeAt = (index: number) => {
    remove(index);
    setOpenIndex((open) => (index < open || (index === open && open > 0) ? open - 1 : open));
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const removeItem = (index: number) => {
    if (getValues(`items.${index}.savedItemId`)) setConfirming(index);
    else removeAt(index);
  };
  const openItem = (index: number) => {
    setOpenIndex(index);
    requestAnimationFrame(() => document.getElementById(`item-${index}-equipment`)?.focus());
  };
  // The items' callbacks stay the same functions from render to render (each calls the latest
  // one), so a memoised item renders again only when its own props change.
  const latest = useRef({ removeItem, openItem });
  latest.current = { removeItem, openItem };
  const onRemove = useCallback((index: number) => latest.current.removeItem(index), []);
  const onOpen = useCallback((index: number) => latest.current.openItem(index), []);
  const confirmingName = (() => {
    if (confirming === null) return '';
    const item = getValues(`items.${confirming}`);
    return (
      equipment.find((entry) => String(entry.id) === item?.equipmentId)?.name ??
      item?.saved?.equipment.name ??
      `pozycja ${confirming + 1}`
    );
  })();
  const itemsError = formState.errors.items?.message ?? formState.errors.items?.root?.message;
  // D23: the server takes at most this many items.
  const full = !readOnly && fields.length >= QUOTE_ITEMS_LIMIT;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pozycje wyceny</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledItems>
          {fields.map((field, index) => (
            <ItemEditor
              key={field.id}
              index={index}
              form={form}
              equipment={equipment}
              live={prices[index] ?? emptyPrice}
              days={items[index]?.rentalPeriodDays ?? ''}
              freeUnits={freeUnits}
              shortage={shortages.get(index)}
              currency={currency}
              readOnly={readOnly}
              onRemove={fields.length > 1 ? onRemove : undefined}
              open={isOpen(index)}
              onOpen={onOpen}
            />
          ))}
        </StyledItems>
        <StyledFooter>
          {itemsError ? (
            <StyledError role="alert">{itemsError}</StyledError>
          ) : full ? (
            <StyledFull>{quoteItemsLimitMessage}</StyledFull>
          ) : (
            <span />
          )}
          {readOnly ? null : (
            <Button
              ref={addButton}
              variant="outline"
              disabled={full}
              onClick={() => {
                append(emptyItem(), { shouldFocus: false });
                // The new item's first question: which equipment (issue 10: fewer clicks).
                const next = fields.length;
                setOpenIndex(next);
                requestAnimationFrame(() => document.getElementById(`item-${next}-equipment`)?.focus());
              }}
            >
              <IconPlus size={16} />
              Dodaj pozycję
            </Button>
          )}
        </StyledFooter>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Usunąć pozycję?"
        description={`Pozycja „${confirmingName}” zostanie usunięta z wyceny po zapisaniu zmian.`}
        confirmLabel="Usuń pozycję"
        variant="destructive"
        onConfirm={() => {
          if (confirming !== null) removeAt(confirming);
        }}
      />
    </Card>
  );
}
