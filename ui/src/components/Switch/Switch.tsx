import { type ComponentPropsWithRef, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

export type SwitchSize = 'sm' | 'md';

export type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'value' | 'defaultValue'> & {
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Visible label to the right; without it pass an aria-label. */
  label?: ReactNode;
  size?: SwitchSize;
};

const dimensions: Record<SwitchSize, { width: number; height: number; thumb: number }> = {
  sm: { width: 32, height: 18, thumb: 14 },
  md: { width: 40, height: 22, thumb: 18 },
};

export const StyledSwitch = styled.button<{ $size: SwitchSize }>`
  position: relative;
  flex-shrink: 0;
  width: ${({ $size }) => dimensions[$size].width}px;
  height: ${({ $size }) => dimensions[$size].height}px;
  padding: 0;
  border: none;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.controlBorder};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.normal};

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: ${({ $size }) => dimensions[$size].thumb}px;
    height: ${({ $size }) => dimensions[$size].thumb}px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.25);
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &[aria-checked='true']::after {
    transform: translateX(${({ $size }) => dimensions[$size].width - dimensions[$size].thumb - 4}px);
  }

  /* Two-tone: the ring stays visible against the brand fill of a switched-on switch. */
  &:focus-visible {
    outline: 2px solid transparent;
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focusOnFill};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const StyledSwitchRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledSwitchLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
`;

/** An on/off switch (role="switch"): Space and Enter toggle it, like a button. */
export function Switch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  label,
  size = 'md',
  id,
  onClick,
  ...rest
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const isOn = checked ?? uncontrolled;

  const control = (
    <StyledSwitch
      type="button"
      role="switch"
      id={switchId}
      aria-checked={isOn}
      $size={size}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (checked === undefined) setUncontrolled(!isOn);
        onCheckedChange?.(!isOn);
      }}
      {...rest}
    />
  );
  if (!label) return control;
  return (
    <StyledSwitchRow>
      {control}
      <StyledSwitchLabel htmlFor={switchId}>{label}</StyledSwitchLabel>
    </StyledSwitchRow>
  );
}
