import type { ComponentPropsWithRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'outline';

export type BadgeProps = ComponentPropsWithRef<'span'> & {
  variant?: BadgeVariant;
  /** A small coloured dot before the text, for statuses. */
  dot?: boolean;
};

function colorsOf(
  variant: BadgeVariant,
  theme: DefaultTheme,
): { background: string; color: string; border: string } {
  const { colors } = theme;
  switch (variant) {
    case 'neutral':
      return { background: colors.neutralSoft, color: colors.neutralText, border: 'transparent' };
    case 'primary':
      return { background: colors.primarySoft, color: colors.primaryText, border: 'transparent' };
    case 'success':
      return { background: colors.successSoft, color: colors.successText, border: 'transparent' };
    case 'warning':
      return { background: colors.warningSoft, color: colors.warningText, border: 'transparent' };
    case 'danger':
      return { background: colors.dangerSoft, color: colors.dangerText, border: 'transparent' };
    case 'outline':
      return { background: 'transparent', color: colors.textMuted, border: colors.borderStrong };
  }
}

export const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $variant }) => colorsOf($variant, theme).border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $variant }) => colorsOf($variant, theme).background};
  color: ${({ theme, $variant }) => colorsOf($variant, theme).color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
`;

export const StyledBadgeDot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;

export function Badge({ variant = 'neutral', dot = false, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $variant={variant} {...rest}>
      {dot ? <StyledBadgeDot aria-hidden="true" /> : null}
      {children}
    </StyledBadge>
  );
}
