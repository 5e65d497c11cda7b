import { z } from 'zod';
import { clientRuleMessages, isValidPhone } from '../clients/rules.ts';
import { roles } from '../permissions.ts';
import { optionalTextChange, personName } from './common.ts';

export const roleSchema = z.enum(roles, { error: 'Nieprawidłowa rola' });

/** A user as every endpoint answers it. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /**
   * D23: the phone the client's offer names beside its author. Every answer carries it; optional in
   * the type only so that users built before it (fixtures) still type-check.
   */
  phone: z.string().nullable().optional(),
  role: roleSchema,
  isApproved: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A profile's phone (D23): the clients' rule (D19); absent keeps it, empty clears it. */
const profilePhone = optionalTextChange(50).refine(
  (phone) => phone === undefined || phone === null || isValidPhone(phone),
  { error: clientRuleMessages.phone },
);

/** PATCH /api/auth/user: the profile form. */
export const updateProfileSchema = z.object({
  firstName: personName.nullable().optional(),
  lastName: personName.nullable().optional(),
  phone: profilePhone,
});
export type UpdateProfile = z.input<typeof updateProfileSchema>;

/** PUT /api/users/{id}/role */
export const changeRoleSchema = z.object({ role: roleSchema });

/**
 * PUT /api/users/{id}/toggle-active: without a body it toggles (spec-1 §7); with `isActive` it sets
 * that state, so a tab showing an old state never flips the account back (already so: no change).
 */
export const toggleActiveSchema = z
  .object({ isActive: z.boolean({ error: 'Podaj wartość tak lub nie' }).optional() })
  .nullish()
  .transform((body) => body ?? {});

/**
 * POST /api/users/{id}/approve: approving may give the role at once (one action in /admin); without
 * it the account keeps the role it has (employee for a new one).
 */
export const approveUserSchema = z
  .object({ role: roleSchema.optional() })
  .nullish()
  .transform((body) => body ?? {});
