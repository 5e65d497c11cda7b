import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { type ButtonSize, type ButtonStyleProps, type ButtonVariant, buttonStyles } from './buttonStyles.ts';

export type { ButtonSize, ButtonVariant };

export type ButtonProps<C extends ElementType = 'button'> = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Render as another element or component, e.g. `as="a"` or `as={Link}` for a link styled as a button. */
  as?: C;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<C>, 'as' | 'children'>;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export function Button<C extends ElementType = 'button'>({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  as,
  children,
  ...rest
}: ButtonProps<C>) {
  const rendersButton = as === undefined || as === 'button';
  const props = rest as Record<string, unknown> & {
    type?: 'button' | 'submit' | 'reset';
    onClick?: (event: MouseEvent) => void;
  };
  const disabled = Boolean(props.disabled) || loading;
  // A link cannot be disabled natively, nor a button while it runs its action: a natively disabled
  // button would drop the keyboard focus to the page. The click is swallowed instead.
  const natively = rendersButton && Boolean(props.disabled);
  const onClick = disabled && !natively ? (event: MouseEvent) => event.preventDefault() : props.onClick;
  return (
    <StyledButton
      as={as}
      {...props}
      type={rendersButton ? (props.type ?? 'button') : undefined}
      onClick={onClick}
      disabled={rendersButton ? natively : undefined}
      aria-disabled={disabled && !natively ? true : undefined}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading ? <Spinner size="sm" label="Trwa przetwarzanie" /> : null}
      {children}
    </StyledButton>
  );
}
