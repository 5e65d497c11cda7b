import {
  type AvailabilityShortage,
  compareNames,
  costRulesForCategory,
  type Equipment,
  ITEM_NOTES_LIMIT,
  shortageLabel,
} from '@ppp/domain';
import { unitsText } from '@ppp/quoting';
import {
  Button,
  Combobox,
  type ComboboxOption,
  Field,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  Textarea,
} from '@ppp/ui';
import { memo, useEffect, useMemo, useState } from 'react';
import { type FieldPath, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useEquipmentExtras, useServiceItems } from '../../api.ts';
import { CostOptions } from './CostOptions.tsx';
import { ExtrasPicker } from './ExtrasPicker.tsx';
import { StyledFieldGrid } from './formLayout.ts';
import { countOf, type ItemDraft, type QuoteFormValues } from './formModel.ts';
import { ItemFigure } from './ItemFigure.tsx';
import { ItemLine, ItemPriceSummary } from './ItemPriceSummary.tsx';
import { draftForEquipment, serviceCostsFromCatalogue, switchOption } from './itemOptions.ts';
import type { LivePrice } from './livePricing.ts';

/**
 * The form's methods an item uses, passed in rather than read from the form's context: they are the
 * same functions from render to render, while the context changes with the form's state on almost
 * every keystroke (it would render every item of a long quote again).
 */
export type ItemFormMethods = Pick<
  UseFormReturn<QuoteFormValues>,
  'control' | 'setValue' | 'getValues' | 'register' | 'getFieldState' | 'clearErrors' | 'setFocus' | 'trigger'
>;

export interface ItemEditorProps {
  index: number;
  form: ItemFormMethods;
  equipment: readonly Equipment[];
  live: LivePrice;
  /** D21: the period the item takes as typed: its own, or the quote's when its field is empty. */
  days: string;
  /** D21: the catalogue's free units over the quote's dates by equipment id; null without dates. */
  freeUnits: ReadonlyMap<number, number> | null;
  /** D21: the item asks for more than is free on some of its days. */
  shortage?: AvailabilityShortage & { available: number };
  currency: string;
  readOnly: boolean;
  /** Absent for the last item, which cannot be removed (spec-1 §5). Called with the item's index. */
  onRemove?: (index: number) => void;
  /** Shown whole; otherwise one line with the equipment, the period and the value (issue 10). */
  open?: boolean;
  onOpen?: (index: number) => void;
}

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A closed item: its title, one line of figures, and the way to open it. */
const StyledCollapsed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  h3 {
    flex: 1 1 240px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledAddNotes = styled.div`
  margin-top: -${({ theme }) => theme.space[1]};
`;

/** A closed item's warning (D21: its units are not free on some days). */
const StyledShortage = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDeleted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One item of the form: category, equipment, quantity, days, options, extras, notes, live price.
 * Memoised: typing in one item of a long quote (up to 500, D23) renders that item, not every other
 * (its props are stable while its own figures are: the section's callbacks take the index).
 */
export const ItemEditor = memo(function ItemEditor({
  index,
  form,
  equipment,
  live,
  days,
  freeUnits,
  shortage,
  currency,
  readOnly,
  onRemove,
  open = true,
  onOpen,
}: ItemEditorProps) {
  const { control, setValue, getValues, register, getFieldState, clearErrors, setFocus, trigger } = form;
  const path = `items.${index}` as const;
  // This item's own fields' errors: the item renders when they change, not with every other field.
  const formState = useFormState({ control, name: [`${path}.equipmentId`, `${path}.userNotes`] });
  const draft = useWatch({ control, name: path });
  const equipmentId = Number(draft.equipmentId) || 0;
  const chosen = equipment.find((entry) => entry.id === equipmentId);
  // The notes field shows once asked for, or while it holds text or an error (a compact form, issue 10).
  const [notesOpened, setNotesOpened] = useState(false);
  const notesError = getFieldState(`${path}.userNotes`, formState).error?.message;
  const notesShown = notesOpened || Boolean(draft.userNotes) || Boolean(notesError);
  const rules = costRulesForCategory(chosen?.category.name ?? draft.saved?.equipment.category.name);
  const extras = useEquipmentExtras(chosen ? equipmentId : null);
  const serviceItemsQuery = useServiceItems(chosen ? equipmentId : null);
  const serviceItems = useMemo(
    () => [...(serviceItemsQuery.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
    [serviceItemsQuery.data],
  );
  // D19: one searchable list, grouped by category; what is not available shows but cannot be chosen.
  const equipmentOptions = useMemo<ComboboxOption[]>(() => {
    const options: ComboboxOption[] = [...equipment]
      .sort((a, b) => compareNames(a.category.name, b.category.name) || compareNames(a.name, b.name))
      .map((entry) => ({
        value: String(entry.id),
        label: entry.name,
        description: [
          entry.model,
          entry.availableQuantity === 0 ? 'niedostępny' : unitsText(entry, freeUnits),
        ]
          .filter(Boolean)
          .join(' · '),
        group: entry.category.name,
        disabled: entry.availableQuantity === 0,
      }));
    if (draft.equipmentId && !chosen && draft.saved) {
      options.push({
        value: draft.equipmentId,
        label: `${draft.saved.equipment.name} (nieaktywny)`,
        description: '',
        group: draft.saved.equipment.category.name ?? undefined,
        disabled: true,
      });
    }
    return options;
  }, [equipment, chosen, draft.equipmentId, draft.saved, freeUnits]);
  const shortageText = shortage ? shortageLabel(shortage, shortage.available) : undefined;

  const assign = (changes: Partial<ItemDraft>) => {
    for (const [key, value] of Object.entries(changes)) {
      setValue(`${path}.${key}` as FieldPath<QuoteFormValues>, value as never, { shouldDirty: true });
    }
    clearErrors(path);
  };

  // spec-1 §5: the four service costs come from the catalogue once it is loaded, while the
  // option is on and all four are 0.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the option, the equipment or its data change, not on every keystroke.
  useEffect(() => {
    if (readOnly || !draft.includeServiceItems || serviceItems.length === 0) return;
    const filled = serviceCostsFromCatalogue(getValues(path), serviceItems);
    if (filled) assign(filled);
  }, [draft.includeServiceItems, equipmentId, serviceItems]);

  // D19: marked once the field was left (the combobox's blur) or a save was tried, not when an item
  // is added: adding one checks the whole list, the new item's empty choice with it.
  const equipmentState = getFieldState(`${path}.equipmentId`, formState);
  const [equipmentLeft, setEquipmentLeft] = useState(false);
  const equipmentError =
    equipmentLeft || equipmentState.isTouched || formState.isSubmitted
      ? equipmentState.error?.message
      : undefined;
  const number = index + 1;

  if (draft.saved && !draft.equipmentId) {
    return (
      <StyledItem aria-label={`Pozycja ${number}`}>
        <StyledHead>
          <h3>
            Pozycja {number}: {draft.saved.equipment.name}
          </h3>
          {onRemove && !readOnly ? (
            <IconButton
              icon={<IconTrash />}
              aria-label={`Usuń pozycję ${number}`}
              onClick={() => onRemove(index)}
            />
          ) : null}
        </StyledHead>
        <StyledDeleted>
          Sprzęt tej pozycji został usunięty z katalogu. Pozycja zachowuje zapisane wartości i można ją tylko
          usunąć.
        </StyledDeleted>
        <ItemPriceSummary
          live={live}
          quantity={Number(draft.quantity)}
          days={countOf(days) ?? Number.NaN}
          currency={currency}
          equipmentDeleted
        />
      </StyledItem>
    );
  }

  if (!open) {
    return (
      <StyledItem aria-label={`Pozycja ${number}`}>
        <StyledCollapsed>
          <h3>
            Pozycja {number}
            {chosen ? `: ${chosen.name}` : ''}
          </h3>
          <ItemLine
            live={live}
            quantity={Number(draft.quantity)}
            days={countOf(days) ?? Number.NaN}
            currency={currency}
          />
          <Button
            size="sm"
            variant="outline"
            aria-expanded={false}
            aria-label={`Edytuj pozycję ${number}`}
            onClick={() => onOpen?.(index)}
          >
            <IconEdit size={16} />
            Edytuj
          </Button>
          {onRemove && !readOnly ? (
            <IconButton
              icon={<IconTrash />}
              aria-label={`Usuń pozycję ${number}`}
              onClick={() => onRemove(index)}
            />
          ) : null}
          {shortageText ? <StyledShortage>{shortageText}</StyledShortage> : null}
        </StyledCollapsed>
      </StyledItem>
    );
  }

  return (
    <StyledItem aria-label={`Pozycja ${number}`}>
      <StyledHead>
        <h3>
          Pozycja {number}
          {chosen ? `: ${chosen.name}` : ''}
        </h3>
        {onRemove && !readOnly ? (
          <IconButton
            icon={<IconTrash />}
            aria-label={`Usuń pozycję ${number}`}
            onClick={() => onRemove(index)}
          />
        ) : null}
      </StyledHead>
      <Field label="Sprzęt" required error={equipmentError} id={`item-${index}-equipment`}>
        <Combobox
          options={equipmentOptions}
          value={draft.equipmentId}
          disabled={readOnly}
          placeholder="Wpisz nazwę, model lub kategorię sprzętu..."
          emptyText="Nie znaleziono sprzętu pasującego do wpisanego tekstu"
          onBlur={() => {
            setEquipmentLeft(true);
            void trigger(`${path}.equipmentId`);
          }}
          onChange={(value) => {
            const next = equipment.find((entry) => String(entry.id) === value);
            if (!next) return;
            assign(draftForEquipment(getValues(path), next));
            // The next thing to type: how many and for how long.
            requestAnimationFrame(() => setFocus(`${path}.quantity`));
          }}
        />
      </Field>
      <StyledFieldGrid $columns={4}>
        <ItemFigure
          index={index}
          name="quantity"
          label="Ilość (szt.)"
          hint={chosen ? unitsText(chosen, freeUnits) : undefined}
          warning={shortageText}
        />
        <ItemFigure
          index={index}
          name="rentalPeriodDays"
          label="Okres pozycji (dni)"
          hint={draft.rentalPeriodDays.trim() === '' ? 'Puste: okres całej wyceny' : 'Własny okres pozycji'}
          placeholder={days}
        />
        {rules.kind === 'vehicle' ? (
          <ItemFigure index={index} name="kilometersPerDay" label="Kilometry dziennie" />
        ) : (
          <ItemFigure index={index} name="hoursPerDay" label="Godziny pracy dziennie" hint="od 1 do 24" />
        )}
        <ItemFigure
          index={index}
          name="discountOverride"
          label="Rabat ręczny (%)"
          hint="Puste: rabat z cennika"
        />
      </StyledFieldGrid>
      {chosen || draft.saved ? (
        <CostOptions
          index={index}
          draft={draft}
          rules={rules}
          serviceItems={serviceItems}
          price={live.state === 'priced' || live.state === 'stored' ? live.price : null}
          currency={currency}
          readOnly={readOnly}
          onSwitch={(option, on) =>
            assign(
              switchOption(getValues(path), option, on, {
                rules,
                fuelConsumption75: chosen?.fuelConsumption75 ?? null,
                serviceItems,
              }),
            )
          }
        />
      ) : null}
      <ExtrasPicker
        extras={extras.data ?? []}
        selectedAdditional={draft.selectedAdditional}
        selectedAccessories={draft.selectedAccessories}
        currency={currency}
        readOnly={readOnly}
        onChange={assign}
      />
      {notesShown ? (
        <Field label="Uwagi do pozycji" error={notesError}>
          <Textarea rows={2} limit={ITEM_NOTES_LIMIT} {...register(`${path}.userNotes`)} />
        </Field>
      ) : (
        <StyledAddNotes>
          <Button
            size="sm"
            variant="ghost"
            disabled={readOnly}
            onClick={() => {
              setNotesOpened(true);
              requestAnimationFrame(() => setFocus(`${path}.userNotes`));
            }}
          >
            <IconPlus size={16} />
            Dodaj uwagi do pozycji
          </Button>
        </StyledAddNotes>
      )}
      <ItemPriceSummary
        live={live}
        quantity={Number(draft.quantity)}
        days={countOf(days) ?? Number.NaN}
        currency={currency}
      />
    </StyledItem>
  );
});
