import { displayName, type User } from '@ppp/domain';
import { useState } from 'react';
import styled from 'styled-components';

export type AvatarSize = 'sm' | 'lg';

export interface AvatarProps {
  user: Pick<User, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  size?: AvatarSize;
}

const pixels: Record<AvatarSize, number> = { sm: 32, lg: 80 };

const StyledAvatar = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => pixels[$size]}px;
  height: ${({ $size }) => pixels[$size]}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ $size }) => ($size === 'lg' ? '28px' : '13px')};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  user-select: none;

  /* The initials are drawn, not text: the menu button they sit in is named by the user's name. */
  &[data-initials]::before {
    content: attr(data-initials);
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Initials of the display name: both names' first letters, else the e-mail's first letter. */
function initialsOf(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  if (user.firstName && user.lastName) return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase();
  const name = user.firstName || user.lastName || user.email || '';
  return (name[0] ?? 'U').toUpperCase();
}

/** The user's picture from the identity provider, or their initials. */
export function Avatar({ user, size = 'sm' }: AvatarProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(user.profileImageUrl) && !imageFailed;
  return (
    <StyledAvatar $size={size} aria-hidden="true" data-initials={showImage ? undefined : initialsOf(user)}>
      {showImage ? (
        <img src={user.profileImageUrl ?? ''} alt={displayName(user)} onError={() => setImageFailed(true)} />
      ) : null}
    </StyledAvatar>
  );
}
