import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { roles } from '@ppp/domain';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    issuer: p.string().length(500),
    subject: p.string().length(500),
    email: p.string().length(320).nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.string().length(2000).nullable(),
    /** D23: shown as the contact on the client's offers the user writes; set in the profile. */
    phone: p.string().length(50).nullable(),
    role: p.enum([...roles]).default('employee'),
    isApproved: p.boolean().default(false),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['issuer', 'subject'] }],
});
export type UserRow = InferEntity<typeof UserEntity>;

/** Server-side sessions (koa-session external store). The id is the cookie value; never sent otherwise. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'app_session',
  properties: {
    id: p.string().length(100).primary(),
    userId: p.integer().nullable().index(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
  },
});
