import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Visible label; without it pass an aria-label. */
  label?: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
};

const checkMark =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m5 12 5 5L20 7'/%3E%3C/svg%3E\")";

export const StyledCheckboxInput = styled.input`
  appearance: none;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.inputBackground} center / 14px no-repeat;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
    background-image: ${checkMark};
  }

  /* Two-tone: the ring stays visible against the brand fill of a ticked box. */
  &:focus-visible {
    outline: 2px solid transparent;
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focusOnFill};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
  }

  &:disabled:not(:checked) {
    border-color: ${({ theme }) => theme.colors.border};
    background-color: ${({ theme }) => theme.colors.disabledBackground};
  }

  &:disabled:checked {
    opacity: 0.5;
  }
`;

export const StyledCheckboxLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textSubtle : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 20px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledCheckboxText = styled.span`
  display: flex;
  flex-direction: column;
`;

export const StyledCheckboxDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Checkbox({
  label,
  description,
  disabled = false,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const descriptionId = useId();
  const labelId = useId();
  const input = (
    <StyledCheckboxInput
      type="checkbox"
      disabled={disabled}
      // Named by its label alone: the description (inside the clickable label) only describes it.
      aria-labelledby={label && description ? labelId : undefined}
      aria-describedby={
        [describedBy, description ? descriptionId : undefined].filter(Boolean).join(' ') || undefined
      }
      {...rest}
    />
  );
  if (!label) return input;
  return (
    <StyledCheckboxLabel $disabled={disabled}>
      {input}
      <StyledCheckboxText>
        <span id={labelId}>{label}</span>
        {description ? (
          <StyledCheckboxDescription id={descriptionId}>{description}</StyledCheckboxDescription>
        ) : null}
      </StyledCheckboxText>
    </StyledCheckboxLabel>
  );
}
