import type { ReactNode } from 'react';
import styled from 'styled-components';

export type PageContainerWidth = 'narrow' | 'default' | 'wide';

export interface PageContainerProps {
  children: ReactNode;
  /** 'narrow' for forms and profiles, 'wide' for large tables. */
  width?: PageContainerWidth;
  className?: string;
}

const maxWidths: Record<PageContainerWidth, string> = { narrow: '800px', default: '1200px', wide: '1440px' };

export const StyledPageContainer = styled.main<{ $width: PageContainerWidth }>`
  width: 100%;
  max-width: ${({ $width }) => maxWidths[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[12]}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]} ${theme.space[16]}`};
  }
`;

/** The centred column every page sits in. */
export function PageContainer({ children, width = 'default', className }: PageContainerProps) {
  return (
    <StyledPageContainer $width={width} className={className}>
      {children}
    </StyledPageContainer>
  );
}
