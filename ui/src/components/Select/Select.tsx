import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { IconChevronDown } from '../../icons/icons.tsx';
import { controlStyles } from '../Input/controlStyles.ts';

/** A native select (best keyboard and mobile behaviour), styled like the other controls. */
export type SelectProps = ComponentPropsWithRef<'select'> & {
  /** Text of an empty first option with the value '' (e.g. 'Wybierz kategorię'). */
  placeholder?: string;
};

export const StyledSelectWrapper = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 36px 0 12px;
  appearance: none;
  cursor: pointer;
  text-overflow: ellipsis;
`;

export const StyledSelectChevron = styled.span`
  position: absolute;
  top: 50%;
  right: 12px;
  display: flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export function Select({ placeholder, children, ...rest }: SelectProps) {
  return (
    <StyledSelectWrapper>
      <StyledSelect {...rest}>
        {placeholder !== undefined ? (
          <option value="" disabled={rest.required}>
            {placeholder}
          </option>
        ) : null}
        {children}
      </StyledSelect>
      <StyledSelectChevron aria-hidden="true">
        <IconChevronDown size={16} />
      </StyledSelectChevron>
    </StyledSelectWrapper>
  );
}
