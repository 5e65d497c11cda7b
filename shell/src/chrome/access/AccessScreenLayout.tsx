import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StyledAccessPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const StyledAccessMain = styled.main`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
`;

const StyledPanel = styled.section`
  width: 100%;
  max-width: 520px;
  padding: ${({ theme }) => theme.space[10]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  }
`;

export type AccessTone = 'primary' | 'warning' | 'danger';

const toneColors = {
  primary: { background: 'primarySoft', text: 'primaryText' },
  warning: { background: 'warningSoft', text: 'warningText' },
  danger: { background: 'dangerSoft', text: 'dangerText' },
} as const;

const StyledIcon = styled.div<{ $tone: AccessTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[toneColors[$tone].text]};
`;

export const StyledAccessTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledAccessText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & + & {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledAccessActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

export const StyledAccessNote = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AccessPanelProps {
  icon: ReactNode;
  tone?: AccessTone;
  children: ReactNode;
}

/** The centred card of the screens shown instead of the app (landing, pending, deactivated). */
export function AccessPanel({ icon, tone = 'primary', children }: AccessPanelProps) {
  return (
    <StyledPanel>
      <StyledIcon $tone={tone} aria-hidden="true">
        {icon}
      </StyledIcon>
      {children}
    </StyledPanel>
  );
}
