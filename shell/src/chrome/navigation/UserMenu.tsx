import { displayName, roleLabels, type User } from '@ppp/domain';
import { visuallyHidden } from '@ppp/ui';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Avatar } from '../components/Avatar.tsx';
import { IconLogOut, IconSettings, IconUser } from '../icons.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';
import { MenuItem, StyledMenuSeparator } from './MenuItems.tsx';

export interface UserMenuProps {
  user: User;
}

const StyledName = styled.span`
  max-width: 180px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-overflow: ellipsis;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    ${visuallyHidden}
  }
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledTriggerContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: -${({ theme }) => theme.space[1]};
  text-transform: none;
  letter-spacing: 0;
`;

const StyledIdentity = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};

  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Avatar and display name; Profil, Ustawienia, Wyloguj (a browser navigation, so the session ends server-side). */
export function UserMenu({ user }: UserMenuProps) {
  const { pathname } = useLocation();
  const name = displayName(user);
  return (
    <DropdownMenu
      align="end"
      label={
        // Named by its text, not an aria-label, so a speech user can say what is seen (the name,
        // or on a narrow screen only the avatar, with the name read from the hidden text).
        <StyledTriggerContent>
          <Avatar user={user} />
          <StyledHidden>Menu użytkownika:</StyledHidden> <StyledName>{name}</StyledName>
        </StyledTriggerContent>
      }
    >
      {(close) => (
        <>
          <StyledIdentity>
            <strong>{name}</strong>
            {user.email ? <span>{user.email}</span> : null}
            <span>{roleLabels[user.role]}</span>
          </StyledIdentity>
          <StyledMenuSeparator role="separator" />
          <MenuItem
            to="/profile"
            current={pathname === '/profile'}
            icon={<IconUser size={16} />}
            onSelect={close}
          >
            Profil
          </MenuItem>
          <MenuItem
            to="/settings"
            current={pathname === '/settings'}
            icon={<IconSettings size={16} />}
            onSelect={close}
          >
            Ustawienia
          </MenuItem>
          <StyledMenuSeparator role="separator" />
          <MenuItem
            to="/api/logout"
            external
            icon={<IconLogOut size={16} />}
            // D20: the drafts go once the sign-out has happened (clearDraftsAfterSignOut), not at
            // this click: the browser may still ask about unsaved work, and staying keeps them.
            onSelect={close}
          >
            Wyloguj
          </MenuItem>
        </>
      )}
    </DropdownMenu>
  );
}
