import { cloneElement, type ReactElement, type ReactNode, useId } from 'react';
import styled from 'styled-components';

/** The props Field sets on its control. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

export interface FieldProps {
  label: ReactNode;
  /** Help under the field; hidden while an error is shown. */
  hint?: ReactNode;
  /** Error under the field (from react-hook-form or the server's field errors). */
  error?: ReactNode;
  /** A question under the field that does not block it (D20 plausibility); hidden while an error is shown. */
  warning?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Exactly one control: Input, Textarea, Select or any element taking the props above. */
  children: ReactElement<FieldControlProps>;
  className?: string;
}

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledFieldLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledRequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.dangerText};
`;

export const StyledFieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFieldWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Label, control, and hint or error text under it, wired for screen readers. */
export function Field({
  label,
  hint,
  error,
  warning,
  required = false,
  id,
  children,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? children.props.id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const warningId = `${controlId}-warning`;
  const hasError = shown(error);
  const hasWarning = !hasError && shown(warning);
  const describedBy = [
    children.props['aria-describedby'],
    hasError ? errorId : hasWarning ? warningId : hint ? hintId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  const control = cloneElement(children, {
    id: controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': hasError ? true : children.props['aria-invalid'],
    'aria-required': required ? true : children.props['aria-required'],
  });

  return (
    <StyledField className={className}>
      <StyledFieldLabel htmlFor={controlId}>
        {label}
        {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
      </StyledFieldLabel>
      {control}
      {hasError ? (
        <StyledFieldError id={errorId}>{error}</StyledFieldError>
      ) : hasWarning ? (
        <StyledFieldWarning id={warningId} role="status">
          {warning}
        </StyledFieldWarning>
      ) : hint ? (
        <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>
      ) : null}
    </StyledField>
  );
}

const shown = (message: ReactNode) =>
  message !== undefined && message !== null && message !== false && message !== '';
