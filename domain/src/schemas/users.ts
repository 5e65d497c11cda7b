import { z } from 'zod';
import { roles } from '../permissions.ts';
import { personName } from './common.ts';

export const roleSchema = z.enum(roles, { error: 'Nieprawidłowa rola' });

/** A user as every endpoint answers it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: roleSchema,
  isApproved: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /api/auth/user: the profile form. */
export const updateProfileSchema = z
  .object({ firstName: personName.nullable().optional(), lastName: personName.nullable().optional() })
  .strict();
export type UpdateProfile = z.input<typeof updateProfileSchema>;

/** PUT /api/users/{id}/role */
export const changeRoleSchema = z.object({ role: roleSchema }).strict();

/**
 * POST /api/users/{id}/approve: approving may give the role at once (one action in /admin); without
 * it the account keeps the role it has (employee for a new one).
 */
export const approveUserSchema = z
  .object({ role: roleSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
