import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { StyledToastViewport } from '../components/Toast/Toaster.tsx';
import { IconChevronDown } from '../icons/icons.tsx';
import { focusRing, visuallyHidden } from '../theme/mixins.ts';

export interface FormActionBarProps {
  /** Names the bar for screen readers, e.g. 'Podsumowanie wyceny'. */
  'aria-label': string;
  /** What the figure is, e.g. 'Wartość brutto'. */
  label: string;
  /** The figure the form works towards (a formatted total). */
  value: ReactNode;
  /** A smaller second figure under it, e.g. 'netto 1 000,00 zł'. */
  detail?: ReactNode;
  /** Id of the element with the full summary: pressing the figure scrolls to it and focuses it. */
  summaryId?: string;
  /** The form's main button (a submit button inside the form). */
  children: ReactNode;
}

/** The bar's height until it is measured: a 44 px button, the padding, the border, the safe area. */
const ESTIMATED_BAR_HEIGHT = 'calc(69px + env(safe-area-inset-bottom, 0px))';

const heightOf = (measured: number | null) => (measured ? `${measured}px` : ESTIMATED_BAR_HEIGHT);

/**
 * While the bar is shown, a toast rises above it instead of covering the main button, and what
 * keyboard focus scrolls to stops above it, never under it (WCAG 2.4.11).
 */
const RoomAboveBar = createGlobalStyle<{ $barHeight: number | null }>`
  html {
    scroll-padding-bottom: calc(${({ $barHeight }) => heightOf($barHeight)} + ${({ theme }) => theme.space[3]});
  }
  body ${StyledToastViewport} {
    bottom: calc(${({ $barHeight }) => heightOf($barHeight)} + ${({ theme }) => theme.space[3]});
  }
`;

/** Room at the page's end the size of the bar, so the last field never hides under it. */
const StyledSpacer = styled.div<{ $barHeight: number | null }>`
  height: ${({ $barHeight }) => heightOf($barHeight)};
`;

export const StyledFormActionBar = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  /* Clear of the rounded corners, the notch and the home indicator (safe-area insets). */
  padding: ${({ theme }) => theme.space[3]} max(${({ theme }) => theme.space[4]}, env(safe-area-inset-right, 0px))
    calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom, 0px))
    max(${({ theme }) => theme.space[4]}, env(safe-area-inset-left, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 -4px 12px
    ${({ theme }) => (theme.mode === 'dark' ? 'rgba(0, 0, 0, 0.45)' : 'rgba(16, 24, 40, 0.08)')};
`;

const StyledSummary = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledSummaryButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  min-height: 44px;
  margin-left: -${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    transform: rotate(180deg);
  }

  ${focusRing}
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space[2]};

  & :is(button, a[href]) {
    min-height: 44px;
  }
`;

/**
 * A form's figure and main button in a bar fixed to the bottom of a phone's screen (D19), so both stay
 * in reach while the form is filled in. Mount it inside the form on a phone (`usePhoneLayout`) in place
 * of the main button elsewhere; it keeps room for itself at the end of the page.
 */
export function FormActionBar({
  'aria-label': ariaLabel,
  label,
  value,
  detail,
  summaryId,
  children,
}: FormActionBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState<number | null>(null);

  // The spacer follows the bar's real height (a wrapped figure, a larger font).
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBarHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);

  const figure = (
    <StyledSummary>
      {/* The spaces keep the parts apart in the accessible name; a flex column ignores them. */}
      <StyledLabel>{label}</StyledLabel> <StyledValue>{value}</StyledValue>{' '}
      {detail ? <StyledDetail>{detail}</StyledDetail> : null}
    </StyledSummary>
  );

  const showSummary = () => {
    const summary = summaryId ? document.getElementById(summaryId) : null;
    if (!summary) return;
    summary.scrollIntoView({ behavior: 'smooth', block: 'center' });
    summary.focus({ preventScroll: true });
  };

  return (
    <>
      <StyledSpacer aria-hidden="true" $barHeight={barHeight} />
      <RoomAboveBar $barHeight={barHeight} />
      <StyledFormActionBar ref={barRef} role="region" aria-label={ariaLabel}>
        {summaryId ? (
          <StyledSummaryButton type="button" onClick={showSummary}>
            <StyledHidden>Pokaż pełne podsumowanie: </StyledHidden>
            {figure}
            <IconChevronDown size={16} />
          </StyledSummaryButton>
        ) : (
          figure
        )}
        <StyledActions>{children}</StyledActions>
      </StyledFormActionBar>
    </>
  );
}
