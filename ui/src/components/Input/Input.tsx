import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles.ts';

export type InputProps = ComponentPropsWithRef<'input'> & {
  /** Decorative icon inside the left edge, e.g. a magnifier in a search box. */
  icon?: ReactNode;
};

export const StyledInput = styled.input<{ $withIcon: boolean }>`
  ${controlStyles}
  height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ $withIcon }) => ($withIcon ? '0 12px 0 36px' : '0 12px')};

  &[inputmode='decimal'],
  &[inputmode='numeric'] {
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledInputWrapper = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

export const StyledInputIcon = styled.span`
  position: absolute;
  top: 50%;
  left: 12px;
  display: flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textSubtle};
  pointer-events: none;
`;

export function Input({ icon, type = 'text', ...rest }: InputProps) {
  if (!icon) return <StyledInput type={type} $withIcon={false} {...rest} />;
  return (
    <StyledInputWrapper>
      <StyledInputIcon aria-hidden="true">{icon}</StyledInputIcon>
      <StyledInput type={type} $withIcon {...rest} />
    </StyledInputWrapper>
  );
}
