import type { Role, User } from '@ppp/domain';

/** The user of the current request, as loaded together with the session. */
export interface SessionUser {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  role: Role;
  isApproved: boolean;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const userColumns =
  'u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.phone, u.role, u.is_approved, u.is_active, u.created_at, u.updated_at';

/** A row selected with `userColumns` -> SessionUser. */
export function userFromRow(row: Record<string, unknown>): SessionUser {
  return {
    id: Number(row.id),
    email: (row.email as string | null) ?? null,
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    profileImageUrl: (row.profile_image_url as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    role: row.role as Role,
    isApproved: Boolean(row.is_approved),
    isActive: Boolean(row.is_active),
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}

/** The user as every endpoint answers it (domain `userSchema`). */
export function toUserDto(user: SessionUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    phone: user.phone,
    role: user.role,
    isApproved: user.isApproved,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
