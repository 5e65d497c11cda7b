import {
  type AvailabilityShortage,
  type DepartmentConfig,
  dayLabel,
  formatMoney,
  formatPercent,
  ITEM_NOTES_LIMIT,
  shortageLabel,
} from '@ppp/domain';
import {
  Checkbox,
  DecimalInput,
  Field,
  Fieldset,
  IconButton,
  IconTrash,
  type Plausibility,
  StyledFieldError,
  Textarea,
} from '@ppp/ui';
import { useId } from 'react';
import styled from 'styled-components';
import {
  type ItemDraft,
  isFlagged,
  type LiveItem,
  offeredAdditional,
  typedPricePlausibility,
  typesPrice,
} from './itemsModel.ts';

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const StyledPrice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const StyledExtra = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const StyledTotal = styled.p`
  margin: 0;
  text-align: right;
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface DepartmentItemCardProps {
  config: DepartmentConfig;
  index: number;
  item: LiveItem;
  /** D21: the quote's period as typed, shown in the item's empty 'Liczba dni'. */
  quoteDays: string;
  /** D21: what the item's equipment has: free over the quote's dates, else available. */
  stock: string | null;
  /** D21: the item asks for more than is free on some of its days. */
  shortage?: AvailabilityShortage & { available: number };
  currency: string;
  /** The edit form (D14: general types the price; electrical reprices from the tiers). */
  editing: boolean;
  readOnly: boolean;
  /** The server's messages for this item's fields (`quantity`, `rentalPeriodDays`, …). */
  errors: Record<string, string>;
  onChange: (draft: ItemDraft) => void;
  onRemove: () => void;
  /** The form's plausibility questions (D20): an unusually high typed price asks before the save. */
  plausibility: Plausibility;
}

/** The item's quantity field, where the typing goes on once the item is picked (D20). */
export const itemQuantityId = (draft: ItemDraft) => `department-item-${draft.key}-quantity`;

/** One chosen item: quantity, days, the price, its additional equipment, notes and its total (spec-2 §2). */
export function DepartmentItemCard({
  config,
  index,
  item,
  quoteDays,
  stock,
  shortage,
  currency,
  editing,
  readOnly,
  errors,
  onChange,
  onRemove,
  plausibility,
}: DepartmentItemCardProps) {
  const { draft, equipment, price } = item;
  const extraErrorId = useId();
  const typedPrice = typesPrice(draft, config, editing);
  const pricePlausibility = typedPricePlausibility(draft);
  const set = (patch: Partial<ItemDraft>) => onChange({ ...draft, ...patch });
  const ownPeriod = draft.rentalPeriodDays.trim() !== '';
  const extras = offeredAdditional(draft, equipment);
  const label = `pozycja ${index + 1}`;
  const money = (amount: string) => formatMoney(amount, currency);
  const facts = [
    equipment?.model ?? draft.saved?.equipment.model,
    equipment?.category.name ?? draft.saved?.equipment.categoryName,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <StyledItem aria-label={`${item.name}, ${label}`}>
      <StyledHead>
        <div>
          <h3>{item.name}</h3>
          <p>
            {facts}
            {stock ? `${facts ? ' · ' : ''}${stock}` : ''}
          </p>
        </div>
        {readOnly ? null : (
          <IconButton
            aria-label={`Usuń ${item.name} z wyceny`}
            icon={<IconTrash size={16} />}
            onClick={onRemove}
          />
        )}
      </StyledHead>
      <StyledFields>
        <Field
          label="Ilość"
          id={itemQuantityId(draft)}
          required
          error={item.quantity.error ?? item.stockError ?? errors.quantity}
          warning={shortage ? shortageLabel(shortage, shortage.available) : undefined}
        >
          <DecimalInput
            kind="count"
            value={draft.quantity}
            onChange={(event) => set({ quantity: event.target.value })}
          />
        </Field>
        <Field
          label="Liczba dni"
          hint={ownPeriod ? 'Własny okres pozycji' : 'Puste: okres całej wyceny'}
          // The quote's period is marked under its own field: an item taking it shows no second mark.
          error={(ownPeriod ? item.rentalPeriodDays.error : null) ?? errors.rentalPeriodDays}
        >
          <DecimalInput
            kind="count"
            placeholder={quoteDays}
            value={draft.rentalPeriodDays}
            onChange={(event) => set({ rentalPeriodDays: event.target.value })}
          />
        </Field>
        {typedPrice ? (
          <Field
            label="Cena za dobę (zł)"
            hint={
              Number(price.discountPercent) > 0
                ? `Rabat ${formatPercent(price.discountPercent)}: ${money(price.dayPrice)}/doba`
                : undefined
            }
            error={item.priceError ?? errors.pricePerDay}
            warning={plausibility.warningOf(pricePlausibility)}
          >
            <DecimalInput
              kind="money"
              id={pricePlausibility.name}
              value={draft.pricePerDay}
              onChange={(event) => set({ pricePerDay: event.target.value })}
              onBlur={() => plausibility.left(pricePlausibility.name)}
            />
          </Field>
        ) : (
          <StyledPrice>
            <span>Cena za dobę</span>
            <strong data-testid={`item-${index}-day-price`}>{money(price.dayPrice)}</strong>
            {Number(price.discountPercent) > 0 ? (
              <span>
                bazowa {money(price.pricePerDay)}, rabat {formatPercent(price.discountPercent)}
              </span>
            ) : null}
          </StyledPrice>
        )}
      </StyledFields>
      {extras.length > 0 ? (
        <Fieldset>
          <legend>Wyposażenie dodatkowe</legend>
          {extras.map((extra) => {
            const choice = draft.additional[extra.id];
            const on = !extra.isOptional || Boolean(choice?.checked);
            return (
              <StyledExtra key={extra.id}>
                <Checkbox
                  label={`${extra.name} — ${money(extra.pricePerDay)}/doba`}
                  description={extra.isOptional ? undefined : 'Obowiązkowe: doliczane do każdej pozycji'}
                  checked={on}
                  disabled={!extra.isOptional || readOnly}
                  onChange={(event) =>
                    set({
                      additional: {
                        ...draft.additional,
                        [extra.id]: { checked: event.target.checked, quantity: choice?.quantity ?? '1' },
                      },
                    })
                  }
                />
                {on ? (
                  <DecimalInput
                    kind="count"
                    aria-label={`Ilość: ${extra.name}`}
                    aria-invalid={item.extraErrors[extra.id] ? true : undefined}
                    aria-describedby={item.extraErrors[extra.id] ? `${extraErrorId}-${extra.id}` : undefined}
                    value={choice?.quantity ?? draft.quantity}
                    onChange={(event) =>
                      set({
                        additional: {
                          ...draft.additional,
                          [extra.id]: { checked: true, quantity: event.target.value },
                        },
                      })
                    }
                  />
                ) : null}
                {item.extraErrors[extra.id] ? (
                  <StyledFieldError id={`${extraErrorId}-${extra.id}`}>
                    {item.extraErrors[extra.id]}
                  </StyledFieldError>
                ) : null}
              </StyledExtra>
            );
          })}
        </Fieldset>
      ) : null}
      <Field label="Uwagi do pozycji" error={errors.notes}>
        <Textarea
          rows={2}
          limit={ITEM_NOTES_LIMIT}
          value={draft.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </Field>
      <StyledTotal>
        Wartość pozycji ({item.quantity.value ?? '—'} szt. ×{' '}
        {item.rentalPeriodDays.value === null ? '— dni' : dayLabel(item.rentalPeriodDays.value)}):{' '}
        <strong data-testid={`item-${index}-total`}>{isFlagged(item) ? '—' : money(price.totalPrice)}</strong>
      </StyledTotal>
    </StyledItem>
  );
}
