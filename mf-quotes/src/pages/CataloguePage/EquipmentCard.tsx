import { DEFAULT_PRICING_NOTICE, type Equipment } from '@ppp/domain';
import { AvailabilityLink, freeUnitsLabel } from '@ppp/quoting';
import { Badge, Button, Card, IconPlus, useCan } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { basePriceLabel } from './catalogueFilter.ts';

export interface EquipmentCardProps {
  equipment: Equipment;
}

const StyledCard = styled(Card)`
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledNotice = styled.p`
  margin: 0;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  flex: 1;
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledFree = styled.dd<{ $none: boolean }>`
  && {
    color: ${({ theme, $none }) => ($none ? theme.colors.dangerText : theme.colors.text)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPrice = styled.span<{ $missing: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $missing }) => ($missing ? theme.colors.textSubtle : theme.colors.text)};
  font-variant-numeric: tabular-nums;
`;

/**
 * One catalogue entry: facts, the base price and the way into a new quote; with the catalogue's
 * period (D21) the units free throughout it, and always the way to its availability page.
 */
export function EquipmentCard({ equipment }: EquipmentCardProps) {
  const price = basePriceLabel(equipment);
  const available = equipment.availableQuantity > 0;
  // Those who keep the catalogue see which prices were never configured (spec-1 §9).
  const mayConfigurePrices = useCan('admin:catalogue');
  return (
    <StyledCard forwardedAs="article" aria-labelledby={`equipment-${equipment.id}-name`}>
      <StyledName id={`equipment-${equipment.id}-name`}>{equipment.name}</StyledName>
      {mayConfigurePrices && equipment.hasDefaultPricing ? (
        <StyledNotice>
          <Badge variant="warning">{DEFAULT_PRICING_NOTICE}</Badge>
        </StyledNotice>
      ) : null}
      <StyledFacts>
        {equipment.model ? (
          <>
            <dt>Model</dt>
            <dd>{equipment.model}</dd>
          </>
        ) : null}
        {equipment.power ? (
          <>
            <dt>Moc</dt>
            <dd>{equipment.power}</dd>
          </>
        ) : null}
        <dt>Dostępność</dt>
        <dd>
          {equipment.availableQuantity}/{equipment.quantity} szt.
        </dd>
        {equipment.freeQuantity !== undefined ? (
          <>
            <dt>W okresie</dt>
            <StyledFree $none={equipment.freeQuantity <= 0}>
              {freeUnitsLabel(equipment.freeQuantity, equipment.availableQuantity)}
            </StyledFree>
          </>
        ) : null}
      </StyledFacts>
      <StyledDescription>{equipment.description}</StyledDescription>
      <StyledFooter>
        <StyledPrice $missing={price === 'Brak ceny'}>{price}</StyledPrice>
        <StyledActions>
          <AvailabilityLink kind="equipment" equipmentId={equipment.id} itemName={equipment.name} />
          {available ? (
            <Button as={Link} to={`/create-quote?equipment=${equipment.id}`} size="sm">
              <IconPlus size={16} />
              Dodaj do wyceny
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled>
              Niedostępny
            </Button>
          )}
        </StyledActions>
      </StyledFooter>
    </StyledCard>
  );
}
