import type { User } from '@ppp/domain';
import { PRODUCT_NAME, useMediaQuery } from '@ppp/ui';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { Brand } from '../components/Brand.tsx';
import { CompactMenu } from './CompactMenu.tsx';
import { DropdownMenu, StyledMenuTrigger } from './DropdownMenu.tsx';
import { MenuItem, StyledMenuSeparator } from './MenuItems.tsx';
import { NotificationsBell } from './NotificationsBell.tsx';
import { compactNavigation, desktopNavigation, isSectionActive, type Navigation } from './navigationModel.ts';
import { PendingUsersBadge, PendingUsersDescription, usePendingUsersCount } from './PendingUsersBadge.tsx';
import { UserMenu } from './UserMenu.tsx';

export interface NavBarProps {
  user: User;
}

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 1440px;
  /* The header's bottom border takes the last pixel of the layout's header height. */
  height: ${({ theme }) => theme.layout.headerHeight - 1}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space[2]};
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

export const StyledBrandLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-right: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
`;

const StyledNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1;
  min-width: 0;
`;

/** Accounts waiting for approval, shown on the ADMIN menu and its 'Panel administracyjny' entry. */
interface PendingUsers {
  count: number;
  descriptionId: string;
}

function NavigationItems({
  navigation,
  pathname,
  pendingUsers,
}: {
  navigation: Navigation;
  pathname: string;
  pendingUsers: PendingUsers | null;
}) {
  return (
    <>
      {navigation.menus.map((menu) => (
        <DropdownMenu
          key={menu.id}
          label={
            menu.id === 'admin' && pendingUsers ? (
              <>
                {menu.label}
                <PendingUsersBadge count={pendingUsers.count} />
              </>
            ) : (
              menu.label
            )
          }
          describedBy={menu.id === 'admin' ? pendingUsers?.descriptionId : undefined}
          active={isSectionActive(menu.sectionPaths, pathname)}
        >
          {(close) =>
            menu.groups.map((group, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a group inside an ARIA menu, not a form fieldset.
              <div key={group[0].to} role="group">
                {index > 0 ? <StyledMenuSeparator role="separator" /> : null}
                {group.map((entry) => {
                  const badged = menu.id === 'admin' && entry.to === '/admin' ? pendingUsers : null;
                  return (
                    <MenuItem
                      key={entry.to}
                      to={entry.to}
                      current={pathname === entry.to}
                      describedBy={badged?.descriptionId}
                      onSelect={close}
                    >
                      {entry.label}
                      {badged ? <PendingUsersBadge count={badged.count} inMenu /> : null}
                    </MenuItem>
                  );
                })}
              </div>
            ))
          }
        </DropdownMenu>
      ))}
      {navigation.roleButtons.map((entry) => {
        const active = isSectionActive([entry.to], pathname);
        return (
          <StyledMenuTrigger
            key={entry.to}
            as={Link}
            to={entry.to}
            $active={active}
            aria-current={active ? 'page' : undefined}
          >
            {entry.label}
          </StyledMenuTrigger>
        );
      })}
    </>
  );
}

/** The bar of the signed-in app: brand, the menus the user's role allows (D1), the bell (D22), the user menu. */
export function NavBar({ user }: NavBarProps) {
  const { pathname } = useLocation();
  const theme = useTheme();
  // One bar in the page: the compact one up to the large breakpoint, the full one above (spec-1 §2).
  const compact = useMediaQuery(`(max-width: ${theme.breakpoints.lg})`);
  const pendingCount = usePendingUsersCount(user);
  const pendingDescriptionId = useId();
  const pendingUsers = pendingCount ? { count: pendingCount, descriptionId: pendingDescriptionId } : null;
  return (
    <StyledHeader>
      <StyledBar>
        <StyledBrandLink to="/" aria-label={`${PRODUCT_NAME} — strona główna`}>
          <Brand compact={compact} />
        </StyledBrandLink>
        {compact ? (
          <StyledNav aria-label="Nawigacja skrócona">
            <CompactMenu
              navigation={compactNavigation(user.role)}
              pathname={pathname}
              pendingUsers={pendingUsers}
            />
          </StyledNav>
        ) : (
          <StyledNav aria-label="Nawigacja główna">
            <NavigationItems
              navigation={desktopNavigation(user.role)}
              pathname={pathname}
              pendingUsers={pendingUsers}
            />
          </StyledNav>
        )}
        <NotificationsBell pathname={pathname} />
        <UserMenu user={user} />
        {pendingUsers ? (
          <PendingUsersDescription id={pendingUsers.descriptionId} count={pendingUsers.count} />
        ) : null}
      </StyledBar>
    </StyledHeader>
  );
}
