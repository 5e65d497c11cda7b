import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type TableCellAlign = 'left' | 'center' | 'right';

export type TableProps = ComponentPropsWithRef<'table'> & {
  /** Accessible name of the scrolling region when the table is wider than the screen. */
  'aria-label'?: string;
};
export type TableSectionProps = ComponentPropsWithRef<'tbody'>;
export type TrProps = ComponentPropsWithRef<'tr'>;
export type ThProps = ComponentPropsWithRef<'th'> & { align?: TableCellAlign };
export type TdProps = ComponentPropsWithRef<'td'> & { align?: TableCellAlign; muted?: boolean };

export const StyledTableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledTHead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledTBody = styled.tbody``;

export const StyledTr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody > &:last-child {
    border-bottom: none;
  }

  tbody > &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const cellBase = css<{ $align: TableCellAlign }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

export const StyledTh = styled.th<{ $align: TableCellAlign }>`
  ${cellBase}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;
`;

export const StyledTd = styled.td<{ $align: TableCellAlign; $muted: boolean }>`
  ${cellBase}
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : 'inherit')};
  font-variant-numeric: ${({ $align }) => ($align === 'right' ? 'tabular-nums' : 'normal')};
`;

/** A data table. On narrow screens the table scrolls sideways inside its frame instead of squeezing. */
export function Table({ 'aria-label': ariaLabel, ...rest }: TableProps) {
  return (
    <StyledTableScroll
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
      tabIndex={ariaLabel ? 0 : undefined}
    >
      <StyledTable {...rest} />
    </StyledTableScroll>
  );
}

export function THead(props: ComponentPropsWithRef<'thead'>) {
  return <StyledTHead {...props} />;
}

export function TBody(props: TableSectionProps) {
  return <StyledTBody {...props} />;
}

export function Tr(props: TrProps) {
  return <StyledTr {...props} />;
}

export function Th({ align = 'left', scope = 'col', ...rest }: ThProps) {
  return <StyledTh scope={scope} $align={align} {...rest} />;
}

export function Td({ align = 'left', muted = false, ...rest }: TdProps) {
  return <StyledTd $align={align} $muted={muted} {...rest} />;
}
