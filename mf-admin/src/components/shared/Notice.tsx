import { IconAlertTriangle } from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledNotice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

/** A warning strip, e.g. the default price tiers that still wait to be configured. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <StyledNotice role="status">
      <IconAlertTriangle size={16} />
      <span>{children}</span>
    </StyledNotice>
  );
}
