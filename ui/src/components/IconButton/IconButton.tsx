import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import {
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
  buttonStyles,
} from '../Button/buttonStyles.ts';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Required: an icon alone has no text, so this is the button's name (also shown as a tooltip). */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      title={title ?? rest['aria-label']}
      {...rest}
      $variant={variant}
      $size={size}
      $square
    >
      {icon}
    </StyledIconButton>
  );
}
