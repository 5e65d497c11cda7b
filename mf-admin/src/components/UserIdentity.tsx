import { displayName, type User } from '@ppp/domain';
import styled from 'styled-components';

const StyledIdentity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const StyledInitials = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledYou = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

function initialsOf(user: User): string {
  if (user.firstName && user.lastName) return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
  return (user.firstName || user.lastName || user.email || 'U')[0].toUpperCase();
}

export interface UserIdentityProps {
  user: User;
  /** Marks the signed-in admin's own row. */
  isCurrentUser?: boolean;
}

/** Avatar (picture or initials) and display name of a user in a table row. */
export function UserIdentity({ user, isCurrentUser = false }: UserIdentityProps) {
  return (
    <StyledIdentity>
      <StyledInitials aria-hidden="true">
        {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : initialsOf(user)}
      </StyledInitials>
      <span>
        {displayName(user)}
        {isCurrentUser ? <StyledYou>(Ty)</StyledYou> : null}
      </span>
    </StyledIdentity>
  );
}
