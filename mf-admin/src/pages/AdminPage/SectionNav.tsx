import { Badge } from '@ppp/ui';
import styled from 'styled-components';
import { type AdminSectionId, adminSections } from './adminSections.ts';

/** Sticks right under the shell's bar, on the page's own background, so nothing shows above the links. */
const StyledSticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight}px;
  /* Under the shell's bar and its menus. */
  z-index: ${({ theme }) => theme.zIndices.sticky - 1};
  margin: -${({ theme }) => theme.space[2]} 0;
  padding: ${({ theme }) => theme.space[2]} 0;
  background: ${({ theme }) => theme.colors.background};

  /* On a phone the links wrap into a table of contents at the top instead (D19): a sticky strip
     would scroll sideways or take a third of the screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: static;
  }
`;

const StyledNav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  scrollbar-width: thin;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const StyledLink = styled.a`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `6px ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    min-height: 44px;
  }
`;

export interface SectionNavProps {
  /** Accounts waiting for approval, shown on the link to their block. */
  pendingCount?: number;
}

/** Links to the blocks of the panel, kept in sight while the page scrolls. */
export function SectionNav({ pendingCount = 0 }: SectionNavProps) {
  const countOf = (id: AdminSectionId) => (id === 'pending-users' ? pendingCount : 0);
  return (
    <StyledSticky>
      <StyledNav aria-label="Sekcje panelu administratora">
        {adminSections.map(({ id, label }) => (
          <StyledLink key={id} href={`#${id}`}>
            {label}
            {countOf(id) > 0 ? <Badge variant="warning">{countOf(id)}</Badge> : null}
          </StyledLink>
        ))}
      </StyledNav>
    </StyledSticky>
  );
}
