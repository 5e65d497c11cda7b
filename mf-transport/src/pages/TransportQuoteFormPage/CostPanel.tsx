import { formatDistance, formatMoney } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, TotalsList } from '@ppp/ui';
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

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

/** 'Kalkulacja kosztów' (spec-2 §2, D13): rate × distance = cost, then net, VAT and gross, live. */
export function CostPanel({ live, vatRate, currency, children }: CostPanelProps) {
  const { vehicle, distance, cost } = live;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Kalkulacja kosztów</CardTitle>
      </CardHeader>
      <CardContent>
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
        <TotalsList
          aria-label="Wartość wyceny transportu"
          live
          testIdPrefix="live"
          totalNet={live.totals.totalNet}
          vatRate={vatRate}
          vatAmount={live.totals.vatAmount}
          totalGross={live.totals.totalGross}
          currency={currency}
        />
        {children ? <StyledActions>{children}</StyledActions> : null}
      </CardContent>
    </Card>
  );
}
