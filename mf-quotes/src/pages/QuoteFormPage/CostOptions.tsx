import { type CategoryCostRules, formatMoney, type ServiceItem } from '@ppp/domain';
import { Switch } from '@ppp/ui';
import styled from 'styled-components';
import { StyledFieldGrid } from './formLayout.ts';
import type { ItemDraft } from './formModel.ts';
import { ItemFigure } from './ItemFigure.tsx';
import { type CostOption, offeredOptions, optionFlag } from './itemOptions.ts';
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

const StyledOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledOption = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  min-width: 0;
`;

const StyledHeadRow = styled.div`
  display: flex;
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
          <ItemFigure {...figure} name="numberOfTechnicians" label="Liczba techników" kind="count" min={1} />
          <ItemFigure {...figure} name="serviceRatePerTechnician" label="Stawka za technika (zł)" />
        </StyledFigures>
      );
    case 'disassembly':
      return (
        <StyledFigures $columns={4}>
          <ItemFigure {...figure} name="disassemblyDistanceKm" label="Odległość (km)" />
          <ItemFigure {...figure} name="disassemblyTravelRatePerKm" label="Stawka za km (zł)" />
          <ItemFigure
            {...figure}
            name="disassemblyNumberOfTechnicians"
            label="Liczba techników"
            kind="count"
            min={1}
          />
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
          <ItemFigure
            {...figure}
            name="travelServiceNumberOfTechnicians"
            label="Liczba techników"
            kind="count"
            min={1}
          />
          <ItemFigure
            {...figure}
            name="travelServiceServiceRatePerTechnician"
            label="Stawka za technika (zł)"
          />
          <ItemFigure
            {...figure}
            name="travelServiceNumberOfTrips"
            label="Liczba wyjazdów"
            kind="count"
            min={1}
          />
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

/** The cost options the item's category offers, each a switch with its figures and its live total. */
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
  return (
    <StyledOptions>
      {offeredOptions(rules).map((option) => {
        const on = draft[optionFlag[option]];
        const amount = price ? String(price[amountOf[option]]) : null;
        return (
          <StyledOption key={option} role="group" aria-label={labels[option]}>
            <StyledHeadRow>
              <Switch
                size="sm"
                label={labels[option]}
                checked={on}
                disabled={readOnly}
                onCheckedChange={(next) => onSwitch(option, next)}
              />
              {on && amount !== null ? <StyledAmount>{formatMoney(amount, currency)}</StyledAmount> : null}
            </StyledHeadRow>
            {on ? (
              <OptionFigures option={option} index={index} rules={rules} serviceItems={serviceItems} />
            ) : null}
          </StyledOption>
        );
      })}
    </StyledOptions>
  );
}
