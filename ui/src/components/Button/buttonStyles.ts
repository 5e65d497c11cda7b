import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Palette {
  background: string;
  color: string;
  border: string;
  hoverBackground: string;
  hoverBorder?: string;
  activeBackground: string;
}

function paletteOf(variant: ButtonVariant, theme: DefaultTheme): Palette {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return {
        background: colors.primary,
        color: colors.onPrimary,
        border: colors.primary,
        hoverBackground: colors.primaryHover,
        activeBackground: colors.primaryActive,
      };
    case 'secondary':
      return {
        background: colors.secondary,
        color: colors.text,
        border: colors.secondary,
        hoverBackground: colors.secondaryHover,
        activeBackground: colors.borderStrong,
      };
    case 'outline':
      return {
        background: colors.surface,
        color: colors.text,
        border: colors.borderStrong,
        hoverBackground: colors.surfaceMuted,
        activeBackground: colors.surfaceHover,
      };
    case 'ghost':
      return {
        background: 'transparent',
        color: colors.text,
        border: 'transparent',
        hoverBackground: colors.surfaceHover,
        activeBackground: colors.border,
      };
    case 'destructive':
      return {
        background: colors.danger,
        color: colors.onDanger,
        border: colors.danger,
        hoverBackground: colors.dangerHover,
        activeBackground: colors.dangerHover,
      };
  }
}

const paddings: Record<ButtonSize, string> = { sm: '0 10px', md: '0 14px', lg: '0 20px' };

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $square?: boolean;
}

/** Shared look of Button and IconButton. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme, $size }) => theme.controlHeights[$size]};
  min-width: ${({ theme, $size, $square }) => ($square ? theme.controlHeights[$size] : 'auto')};
  padding: ${({ $size, $square }) => ($square ? '0' : paddings[$size])};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $variant }) => paletteOf($variant, theme).border};
  background: ${({ theme, $variant }) => paletteOf($variant, theme).background};
  color: ${({ theme, $variant }) => paletteOf($variant, theme).color};
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  box-shadow: ${({ theme, $variant }) =>
    $variant === 'primary' || $variant === 'destructive' || $variant === 'outline'
      ? theme.shadows.sm
      : 'none'};

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) => paletteOf($variant, theme).hoverBackground};
    border-color: ${({ theme, $variant }) => {
      const palette = paletteOf($variant, theme);
      return $variant === 'outline' ? palette.border : palette.hoverBackground;
    }};
  }

  &:active:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme, $variant }) => paletteOf($variant, theme).activeBackground};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }

  /* Two-tone, so the ring reads against a filled button's own colour as well as the page. */
  &:focus-visible {
    outline: 2px solid transparent;
    outline-offset: 2px;
    box-shadow: ${({ theme, $variant }) =>
      $variant === 'destructive' ? theme.shadows.focusOnFillDanger : theme.shadows.focusOnFill};
  }

  & > svg {
    flex-shrink: 0;
  }
`;
