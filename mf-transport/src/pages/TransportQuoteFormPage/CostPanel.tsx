import { formatDistance, formatMoney } from '@ppp/domain';
import { LiveTotalsCard } from '@ppp/quoting';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LiveTransportCost } from './formModel.ts';

export interface CostPanelProps {
  live: LiveTransportCost;
  vatRate: string;
  currency: string;
  /** The form's buttons, under the figures. */
  children?: ReactNode;
}

const StyledFormula = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-variant-numeric: tabular-nums;

  strong {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** 'Kalkulacja kosztów' (spec-2 §2, D13): rate × distance = cost, then net, VAT and gross, live. */
export function CostPanel({ live, vatRate, currency, children }: CostPanelProps) {
  const { vehicle, distance, cost } = live;
  return (
    <LiveTotalsCard
      title="Kalkulacja kosztów"
      label="Wartość wyceny transportu"
      totals={live.totals}
      vatRate={vatRate}
      currency={currency}
      lead={
        <StyledFormula aria-live="polite" data-testid="transport-cost-formula">
          {vehicle && distance !== null ? (
            <>
              {formatMoney(vehicle.costPerKm, currency)}/km × {formatDistance(distance)}
              <strong>Koszt transportu: {formatMoney(cost, currency)}</strong>
            </>
          ) : (
            'Wybierz pojazd i podaj dystans, aby obliczyć koszt.'
          )}
        </StyledFormula>
      }
    >
      {children}
    </LiveTotalsCard>
  );
}
