import styled from 'styled-components';

export const StyledBrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;

  /* Drawn, not text: the link it sits in is named by its words, and a label must contain its text. */
  &::before {
    content: 'PPP';
  }
`;

const StyledBrandText = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

export interface BrandProps {
  /** Hide the words and keep the mark (narrow screens). */
  compact?: boolean;
}

/** The product's mark and name: 'PPP :: Program / system wycen'. */
export function Brand({ compact = false }: BrandProps) {
  return (
    <>
      <StyledBrandMark aria-hidden="true" />
      {compact ? null : (
        <StyledBrandText>
          PPP <span>:: Program / system wycen</span>
        </StyledBrandText>
      )}
    </>
  );
}
