import { formatDistance, formatMoney } from '@ppp/domain';
import styled from 'styled-components';
import type { LiveTransportCost } from './formModel.ts';

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

/**
 * The lines 'Kalkulacja kosztów' (spec-2 §2, D13) shows above net, VAT and gross in the form's live
 * totals card: rate × distance = cost, live.
 */
export function costPanelLead({ vehicle, distance, cost }: LiveTransportCost, currency: string) {
  return (
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
  );
}
