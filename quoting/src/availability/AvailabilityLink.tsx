import { availabilityPath, type QuoteKind } from '@ppp/domain';
import { Button, focusRing } from '@ppp/ui';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';

/** What a link to an availability page leaves for the page's back link: where it was followed from. */
export interface AvailabilityLinkState {
  availabilityBack: string;
}

export interface AvailabilityLinkProps {
  kind: QuoteKind;
  equipmentId: number;
  /** The item's name, for the link's name where several items are listed ('Dostępność: Koparka'). */
  itemName: string;
  /** Opens on this month ('YYYY-MM' or a day of it): a quote's start date; else the current month. */
  month?: string | null;
  /** A small outline button (catalogue cards) or a text link (a quote's items). */
  appearance?: 'button' | 'link';
}

const StyledTextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

/** 'Dostępność': the way from a catalogue card or a quote's item to the item's availability page (D21). */
export function AvailabilityLink({
  kind,
  equipmentId,
  itemName,
  month,
  appearance = 'button',
}: AvailabilityLinkProps) {
  const { pathname, search } = useLocation();
  const to = availabilityPath(kind, equipmentId, month);
  const state: AvailabilityLinkState = { availabilityBack: `${pathname}${search}` };
  const label = `Dostępność: ${itemName}`;
  return appearance === 'link' ? (
    <StyledTextLink to={to} state={state} aria-label={label}>
      Dostępność
    </StyledTextLink>
  ) : (
    <Button as={Link} to={to} state={state} size="sm" variant="outline" aria-label={label}>
      Dostępność
    </Button>
  );
}
