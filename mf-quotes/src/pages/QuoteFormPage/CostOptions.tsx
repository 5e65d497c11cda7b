import { type CategoryCostRules, formatMoney, type ServiceItem } from '@ppp/domain';
import { Switch } from '@ppp/ui';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { StyledFieldGrid } from './formLayout.ts';
import type { ItemDecimalName, ItemDraft, QuoteFormValues } from './formModel.ts';
import { ItemFigure } from './ItemFigure.tsx';
import { type CostOption, offeredOptions, optionFlag } from './itemOptions.ts';
import { useItemPlausibility } from './itemPlausibility.tsx';
import type { ItemFigures } from './livePricing.ts';

export interface CostOptionsProps {
  index: number;
  draft: ItemDraft;
  rules: CategoryCostRules;
  serviceItems: readonly ServiceItem[];
  price: ItemFigures | null;
  currency: string;
  readOnly: boolean;
  onSwitch: (option: CostOption, on: boolean) => void;
}

/** Options side by side while closed; an opened one takes the whole row for its figures. */
const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

/** A switched-on option takes the whole row: its amount and 'Szczegóły' need the width. */
const StyledOption = styled.div<{ $on: boolean }>`
  grid-column: ${({ $on }) => ($on ? '1 / -1' : 'auto')};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
`;

const StyledToggle = styled.button`
  border: none;
  background: none;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const StyledHeadEnd = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHeadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledAmount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledFigures = styled(StyledFieldGrid)`
  align-items: end;
  margin-top: ${({ theme }) => theme.space[3]};
`;

const labels: Record<CostOption, string> = {
  fuel: 'Koszt paliwa',
  installation: 'Koszt montażu',
  disassembly: 'Koszt demontażu',
  travelService: 'Serwis wyjazdowy',
  serviceItems: 'Koszty serwisowe',
};

/** The option each questioned figure (D20's plausibility, itemPlausibleLimits) belongs to. */
const optionOfQuestioned: Partial<Record<ItemDecimalName, CostOption>> = {
  installationDistanceKm: 'installation',
  travelRatePerKm: 'installation',
  disassemblyDistanceKm: 'disassembly',
  disassemblyTravelRatePerKm: 'disassembly',
  travelServiceDistanceKm: 'travelService',
  travelServiceTravelRatePerKm: 'travelService',
};

const amountOf: Record<CostOption, keyof ItemFigures> = {
  fuel: 'totalFuelCost',
  installation: 'totalInstallationCost',
  disassembly: 'totalDisassemblyCost',
  travelService: 'totalTravelServiceCost',
  serviceItems: 'totalServiceItemsCost',
};

/** The figures of one switched-on option. */
function OptionFigures({
  option,
  index,
  rules,
  serviceItems,
}: Pick<CostOptionsProps, 'index' | 'rules' | 'serviceItems'> & { option: CostOption }) {
  const figure = { index };
  switch (option) {
    case 'fuel':
      return (
        <StyledFigures $columns={3}>
          <ItemFigure {...figure} name="fuelPricePerLiter" label="Cena paliwa (zł/l)" />
          {rules.fuelCalculationType === 'kilometers' ? (
            <ItemFigure {...figure} name="fuelConsumptionPer100km" label="Spalanie (l/100 km)" />
          ) : (
            <ItemFigure {...figure} name="fuelConsumptionLH" label="Spalanie (l/h)" />
          )}
        </StyledFigures>
      );
    case 'installation':
      return (
        <StyledFigures $columns={4}>
          <ItemFigure {...figure} name="installationDistanceKm" label="Odległość (km)" />
          <ItemFigure {...figure} name="travelRatePerKm" label="Stawka za km (zł)" />
          <ItemFigure {...figure} name="numberOfTechnicians" label="Liczba techników" />
          <ItemFigure {...figure} name="serviceRatePerTechnician" label="Stawka za technika (zł)" />
        </StyledFigures>
      );
    case 'disassembly':
      return (
        <StyledFigures $columns={4}>
          <ItemFigure {...figure} name="disassemblyDistanceKm" label="Odległość (km)" />
          <ItemFigure {...figure} name="disassemblyTravelRatePerKm" label="Stawka za km (zł)" />
          <ItemFigure {...figure} name="disassemblyNumberOfTechnicians" label="Liczba techników" />
          <ItemFigure
            {...figure}
            name="disassemblyServiceRatePerTechnician"
            label="Stawka za technika (zł)"
          />
        </StyledFigures>
      );
    case 'travelService':
      return (
        <StyledFigures $columns={3}>
          <ItemFigure {...figure} name="travelServiceDistanceKm" label="Odległość (km)" />
          <ItemFigure {...figure} name="travelServiceTravelRatePerKm" label="Stawka za km (zł)" />
          <ItemFigure {...figure} name="travelServiceNumberOfTechnicians" label="Liczba techników" />
          <ItemFigure
            {...figure}
            name="travelServiceServiceRatePerTechnician"
            label="Stawka za technika (zł)"
          />
          <ItemFigure {...figure} name="travelServiceNumberOfTrips" label="Liczba wyjazdów" />
        </StyledFigures>
      );
    case 'serviceItems':
      return (
        <StyledFigures $columns={4}>
          {(['serviceItem1Cost', 'serviceItem2Cost', 'serviceItem3Cost', 'serviceItem4Cost'] as const).map(
            (name, slot) => (
              <ItemFigure
                key={name}
                {...figure}
                name={name}
                label={`${serviceItems[slot]?.itemName ?? `Pozycja serwisowa ${slot + 1}`} (zł)`}
              />
            ),
          )}
        </StyledFigures>
      );
  }
}

/** The item's own figures: an error among them opens every switched-on block, so it shows. */
const blockFreeFields = new Set([
  'equipmentId',
  'quantity',
  'rentalPeriodDays',
  'notes',
  'userNotes',
  'hoursPerDay',
  'kilometersPerDay',
  'discountOverride',
]);

/**
 * The cost options the item's category offers (issue 10: compact): each a switch with its live total
 * on one line; a switched-on option's figures open below when asked for ('Szczegóły') or when it is
 * switched on, and stay closed otherwise, so a three-item quote stays short.
 */
export function CostOptions({
  index,
  draft,
  rules,
  serviceItems,
  price,
  currency,
  readOnly,
  onSwitch,
}: CostOptionsProps) {
  const [opened, setOpened] = useState<ReadonlySet<CostOption>>(new Set());
  const { formState } = useFormContext<QuoteFormValues>();
  // A save stopped at an unusual figure of an option (D20) opens the option, so its question shows.
  const { stopped } = useItemPlausibility();
  const stoppedAt = new Set(
    stopped
      .filter((name) => name.startsWith(`items.${index}.`))
      .map((name) => optionOfQuestioned[name.split('.')[2] as ItemDecimalName]),
  );
  const itemErrors = formState.errors.items?.[index];
  const blockError = itemErrors
    ? Object.keys(itemErrors).some((field) => !blockFreeFields.has(field))
    : false;
  const toggle = (option: CostOption, open: boolean) =>
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(option);
      else next.delete(option);
      return next;
    });
  return (
    <StyledOptions>
      {offeredOptions(rules).map((option) => {
        const on = draft[optionFlag[option]];
        const open = on && (opened.has(option) || blockError || readOnly || stoppedAt.has(option));
        const amount = price ? String(price[amountOf[option]]) : null;
        const figuresId = `item-${index}-${option}-figures`;
        return (
          <StyledOption key={option} role="group" aria-label={labels[option]} $on={on}>
            <StyledHeadRow>
              <Switch
                size="sm"
                label={labels[option]}
                checked={on}
                disabled={readOnly}
                onCheckedChange={(next) => {
                  onSwitch(option, next);
                  toggle(option, next);
                }}
              />
              {on ? (
                <StyledHeadEnd>
                  {amount !== null ? <StyledAmount>{formatMoney(amount, currency)}</StyledAmount> : null}
                  {readOnly ? null : (
                    <StyledToggle
                      type="button"
                      aria-expanded={open}
                      aria-controls={open ? figuresId : undefined}
                      aria-label={`${open ? 'Zwiń' : 'Szczegóły'}: ${labels[option]}`}
                      onClick={() => toggle(option, !open)}
                    >
                      {open ? 'Zwiń' : 'Szczegóły'}
                    </StyledToggle>
                  )}
                </StyledHeadEnd>
              ) : null}
            </StyledHeadRow>
            {open ? (
              <div id={figuresId}>
                <OptionFigures option={option} index={index} rules={rules} serviceItems={serviceItems} />
              </div>
            ) : null}
          </StyledOption>
        );
      })}
    </StyledOptions>
  );
}
