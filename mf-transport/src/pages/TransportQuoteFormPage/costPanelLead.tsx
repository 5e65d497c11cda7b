import { formatDistance, formatMoney } from '@ppp/domain';
import styled from 'styled-components';
import type { LiveTransportCost } from './formModel.ts';

const StyledFormula = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-variant-numeric: tabular-nums;

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  strong {
    display: block;
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The lines 'Kalkulacja kosztów' (spec-2 §2, D13, D21) shows above net, VAT and gross in the form's
 * live totals card: each line's rate × distance = cost (a return line marked 'Powrót'), then their
 * sum, live.
 */
export function costPanelLead({ lines, totals }: LiveTransportCost, currency: string) {
  return (
    <StyledFormula aria-live="polite" data-testid="transport-cost-formula">
      {lines.length > 0 ? (
        <>
          <ul aria-label="Przejazdy">
            {lines.map((line) => (
              <li key={`${line.index}-${line.isReturn}`}>
                {line.vehicle.name}
                {line.isReturn ? ' — Powrót' : ''}
                <span>
                  {formatMoney(line.vehicle.costPerKm, currency)}/km × {formatDistance(line.distance)} ={' '}
                  {formatMoney(line.cost, currency)}
                </span>
              </li>
            ))}
          </ul>
          <strong>Koszt transportu: {formatMoney(totals.totalNet, currency)}</strong>
        </>
      ) : (
        'Wybierz pojazd i podaj dystans, aby obliczyć koszt.'
      )}
    </StyledFormula>
  );
}
