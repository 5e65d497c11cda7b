import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface InfoListProps {
  /** Rows whose value is empty are left out (spec-1: each shown only if present). */
  rows: [label: string, value: ReactNode][];
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledRow = styled.div`
  display: contents;
`;

/** Label and value pairs of a detail card. */
export function InfoList({ rows }: InfoListProps) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <StyledList>
      {shown.map(([label, value]) => (
        <StyledRow key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </StyledRow>
      ))}
    </StyledList>
  );
}
