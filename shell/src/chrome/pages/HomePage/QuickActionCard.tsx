import { IconChevronRight } from '@ppp/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  type ChromeIconProps,
  IconArchive,
  IconBolt,
  IconClipboard,
  IconFileText,
  IconGrid,
  IconPackage,
  IconShield,
  IconTruck,
} from '../../icons.tsx';
import type { QuickAction, QuickActionIcon } from './quickActions.ts';

const icons: Record<QuickActionIcon, ComponentType<ChromeIconProps>> = {
  assessment: IconClipboard,
  equipment: IconFileText,
  transport: IconTruck,
  electrical: IconBolt,
  general: IconPackage,
  list: IconArchive,
  catalogue: IconGrid,
  admin: IconShield,
};

const StyledCardLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: inherit;
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const StyledText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledChevron = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export interface QuickActionCardProps {
  action: QuickAction;
}

export function QuickActionCard({ action }: QuickActionCardProps) {
  const Icon = icons[action.icon];
  return (
    <StyledCardLink to={action.to}>
      <StyledIcon>
        <Icon />
      </StyledIcon>
      <StyledText>
        <strong>{action.title}</strong>
        <span>{action.description}</span>
      </StyledText>
      <StyledChevron>
        <IconChevronRight />
      </StyledChevron>
    </StyledCardLink>
  );
}
