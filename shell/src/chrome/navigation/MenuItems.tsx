import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

const itemStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  /* The item the arrow keys reached: a ring as strong as every other focus (the hover tint alone
     is about 1.1:1 against the menu), inside the item so the menu's edge does not clip it. */
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceHover};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRingStrong};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledMenuLink = styled(Link)`
  ${itemStyles}
`;

const StyledMenuAnchor = styled.a`
  ${itemStyles}
`;

export const StyledMenuSeparator = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]} 0;
  background: ${({ theme }) => theme.colors.border};
`;

export const StyledMenuHeading = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export interface MenuItemProps {
  to: string;
  current?: boolean;
  icon?: ReactNode;
  onSelect: () => void;
  /** A full browser navigation (sign-out) instead of a route change. */
  external?: boolean;
  /** Id of an element describing the entry (e.g. a count shown beside its label). */
  describedBy?: string;
  children: ReactNode;
}

export function MenuItem({
  to,
  current = false,
  icon,
  onSelect,
  external = false,
  describedBy,
  children,
}: MenuItemProps) {
  if (external) {
    return (
      <StyledMenuAnchor role="menuitem" href={to} onClick={onSelect}>
        {icon}
        {children}
      </StyledMenuAnchor>
    );
  }
  return (
    <StyledMenuLink
      role="menuitem"
      to={to}
      aria-current={current ? 'page' : undefined}
      aria-describedby={describedBy}
      onClick={onSelect}
    >
      {icon}
      {children}
    </StyledMenuLink>
  );
}
