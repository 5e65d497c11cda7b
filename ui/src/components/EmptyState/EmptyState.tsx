import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconInbox } from '../../icons/icons.tsx';

export type EmptyStateSize = 'sm' | 'md';
export type EmptyStateTone = 'neutral' | 'primary' | 'danger';

export interface EmptyStateProps {
  title: ReactNode;
  /** Renders the title as a heading of this level (e.g. 1 when the state is the whole page). */
  headingLevel?: 1 | 2 | 3;
  description?: ReactNode;
  /** Defaults to an empty-tray icon; pass null for none. */
  icon?: ReactNode;
  /** Usually a Button, e.g. 'Wyczyść filtry'. */
  action?: ReactNode;
  /** 'sm' inside cards and tables, 'md' for a whole page section. */
  size?: EmptyStateSize;
  /** Colour of the icon disc: 'danger' for errors. */
  tone?: EmptyStateTone;
  className?: string;
}

export const StyledEmptyState = styled.div<{ $size: EmptyStateSize }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme, $size }) => ($size === 'sm' ? theme.space[6] : `${theme.space[12]} ${theme.space[6]}`)};
  text-align: center;
`;

export const StyledEmptyStateIcon = styled.div<{ $size: EmptyStateSize; $tone: EmptyStateTone }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'sm' ? 40 : 56)}px;
  height: ${({ $size }) => ($size === 'sm' ? 40 : 56)}px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: 50%;
  background: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.dangerSoft
      : $tone === 'primary'
        ? theme.colors.primarySoft
        : theme.colors.surfaceMuted};
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.dangerText
      : $tone === 'primary'
        ? theme.colors.primaryText
        : theme.colors.textSubtle};
`;

export const StyledEmptyStateTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledEmptyStateDescription = styled.p`
  max-width: 420px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledEmptyStateAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

export function EmptyState({
  title,
  headingLevel,
  description,
  icon,
  action,
  size = 'md',
  tone = 'neutral',
  className,
}: EmptyStateProps) {
  const shownIcon = icon === undefined ? <IconInbox size={size === 'sm' ? 20 : 26} /> : icon;
  return (
    <StyledEmptyState $size={size} className={className}>
      {shownIcon ? (
        <StyledEmptyStateIcon $size={size} $tone={tone} aria-hidden="true">
          {shownIcon}
        </StyledEmptyStateIcon>
      ) : null}
      <StyledEmptyStateTitle as={headingLevel ? (`h${headingLevel}` as const) : 'p'}>
        {title}
      </StyledEmptyStateTitle>
      {description ? <StyledEmptyStateDescription>{description}</StyledEmptyStateDescription> : null}
      {action ? <StyledEmptyStateAction>{action}</StyledEmptyStateAction> : null}
    </StyledEmptyState>
  );
}
