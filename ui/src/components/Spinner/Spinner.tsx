import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; the spinner announces itself as a status. */
  label?: string;
  /** Hidden from screen readers, when the surrounding text already says what is loading. */
  decorative?: boolean;
  className?: string;
}

const pixels: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => ($size >= 40 ? 3 : 2)}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.9;
  animation: ${spin} 0.7s linear infinite;
`;

export function Spinner({ size = 'md', label = 'Ładowanie', decorative = false, className }: SpinnerProps) {
  if (decorative) return <StyledSpinner aria-hidden="true" $size={pixels[size]} className={className} />;
  return <StyledSpinner role="status" aria-label={label} $size={pixels[size]} className={className} />;
}
