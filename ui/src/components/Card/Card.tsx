import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type CardProps = ComponentPropsWithRef<'div'>;
export type CardTitleProps = ComponentPropsWithRef<'h3'>;
export type CardDescriptionProps = ComponentPropsWithRef<'p'>;

export const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledCardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]} ${theme.space[4]}`};
`;

export const StyledCardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledCardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledCardContent = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[5]}`};

  &:first-child {
    padding-top: ${({ theme }) => theme.space[6]};
  }

  &:last-child {
    padding-bottom: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledCardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function Card(props: CardProps) {
  return <StyledCard {...props} />;
}

export function CardHeader(props: CardProps) {
  return <StyledCardHeader {...props} />;
}

/** A heading level 3 by default; pass `as="h2"` where the page outline needs it. */
export function CardTitle({ as = 'h3', ...rest }: CardTitleProps & { as?: 'h2' | 'h3' | 'h4' }) {
  return <StyledCardTitle as={as} {...rest} />;
}

export function CardDescription(props: CardDescriptionProps) {
  return <StyledCardDescription {...props} />;
}

export function CardContent(props: CardProps) {
  return <StyledCardContent {...props} />;
}

export function CardFooter(props: CardProps) {
  return <StyledCardFooter {...props} />;
}
