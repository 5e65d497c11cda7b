import styled from 'styled-components';

// Layout pieces shared by the cards of /admin/api-keys.

/** The page's cards (and a card with its just-created secret) one under another. */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** A table cell's badges (a key's permissions, a webhook's events), wrapping. */
export const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
