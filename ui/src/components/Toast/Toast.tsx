import type { ReactNode } from 'react';
import styled, { type DefaultTheme, keyframes } from 'styled-components';
import { IconAlertCircle, IconAlertTriangle, IconCheckCircle, IconClose } from '../../icons/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { ToastVariant } from './toastStore.ts';

export interface ToastProps {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Shows the close button when given. */
  onClose?: () => void;
  className?: string;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** Each variant's accent (the left edge) and its icon's colour. */
const variantColors = ({ colors }: DefaultTheme, variant: ToastVariant) =>
  ({
    default: { accent: colors.primary, icon: colors.primaryText },
    warning: { accent: colors.warning, icon: colors.warningText },
    destructive: { accent: colors.danger, icon: colors.dangerText },
  })[variant];

export const StyledToast = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.border)};
  border-left: 4px solid ${({ theme, $variant }) => variantColors(theme, $variant).accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  pointer-events: auto;
  animation: ${slideIn} 180ms ease-out;
`;

export const StyledToastIcon = styled.span<{ $variant: ToastVariant }>`
  display: flex;
  margin-top: 1px;
  color: ${({ theme, $variant }) => variantColors(theme, $variant).icon};
`;

export const StyledToastText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding-top: 1px;
`;

export const StyledToastTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledToastDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The look of one toast. Raise toasts with toast(); the shell's <Toaster /> shows them. */
export function Toast({ title, description, variant = 'default', onClose, className }: ToastProps) {
  return (
    <StyledToast $variant={variant} className={className}>
      <StyledToastIcon $variant={variant} aria-hidden="true">
        {variant === 'destructive' ? (
          <IconAlertCircle size={18} />
        ) : variant === 'warning' ? (
          <IconAlertTriangle size={18} />
        ) : (
          <IconCheckCircle size={18} />
        )}
      </StyledToastIcon>
      <StyledToastText>
        <StyledToastTitle>{title}</StyledToastTitle>
        {description ? <StyledToastDescription>{description}</StyledToastDescription> : null}
      </StyledToastText>
      {onClose ? (
        <IconButton
          aria-label="Zamknij powiadomienie"
          icon={<IconClose size={16} />}
          size="sm"
          onClick={onClose}
        />
      ) : null}
    </StyledToast>
  );
}
