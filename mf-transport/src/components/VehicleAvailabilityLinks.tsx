import type { TransportQuoteDetail } from '@ppp/domain';
import { AvailabilityLink } from '@ppp/quoting';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
  }
`;

/** The quote's vehicles, each once (a return line takes the same vehicle), that still exist. */
export function vehiclesOf(quote: Pick<TransportQuoteDetail, 'lines' | 'vehicleId' | 'vehicle'>) {
  const lines = quote.lines?.length ? quote.lines : [{ vehicleId: quote.vehicleId, vehicle: quote.vehicle }];
  const vehicles = new Map<number, string>();
  for (const line of lines) {
    if (line.vehicleId !== null && !vehicles.has(line.vehicleId))
      vehicles.set(line.vehicleId, line.vehicle.name);
  }
  return [...vehicles].map(([id, name]) => ({ id, name }));
}

/**
 * The way from a transport quote to its vehicles' availability pages (D21), on the month of its
 * start date when it has one.
 */
export function VehicleAvailabilityLinks({ quote }: { quote: TransportQuoteDetail }) {
  const vehicles = vehiclesOf(quote);
  if (vehicles.length === 0) return null;
  return (
    <StyledList aria-label="Dostępność pojazdów">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <span>{vehicle.name}</span>
          <AvailabilityLink
            kind="transport"
            equipmentId={vehicle.id}
            itemName={vehicle.name}
            month={quote.startsOn}
            appearance="link"
          />
        </li>
      ))}
    </StyledList>
  );
}
