import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { IconArrowLeft } from '../icons/icons.tsx';
import { focusRing } from '../theme/mixins.ts';
import { usePageTitle } from './usePageTitle.ts';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Path of the back link shown above the title. */
  backTo?: string;
  backLabel?: string;
  /** Buttons at the right, e.g. 'Drukuj' and 'Edytuj'. */
  actions?: ReactNode;
  className?: string;
}

export const StyledPageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin-left: -${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  ${focusRing}
`;

export const StyledPageHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledPageHeaderText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledPageTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const StyledPageSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledPageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Title block of a page; also names the browser tab. Needs a react-router router above it when backTo is used. */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel = 'Powrót',
  actions,
  className,
}: PageHeaderProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <StyledPageHeader className={className}>
      {backTo ? (
        <StyledBackLink to={backTo}>
          <IconArrowLeft size={16} />
          {backLabel}
        </StyledBackLink>
      ) : null}
      <StyledPageHeaderRow>
        <StyledPageHeaderText>
          <StyledPageTitle>{title}</StyledPageTitle>
          {subtitle ? <StyledPageSubtitle>{subtitle}</StyledPageSubtitle> : null}
        </StyledPageHeaderText>
        {actions ? <StyledPageActions>{actions}</StyledPageActions> : null}
      </StyledPageHeaderRow>
    </StyledPageHeader>
  );
}
