import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role, UpdateProfile } from '@ppp/domain';
import { type SessionUser, toUserDto } from '../../auth/current-user.ts';
import type { IdentityClaims } from '../../auth/relying-party.ts';
import { settleSessionChange } from '../../auth/session-cache.ts';
import { Conflict, HttpError, NotFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit, recordAuditBy } from '../audit/record.ts';
import { UserEntity, type UserRow } from './entities.ts';

const userMessages = {
  alreadyApproved: 'Użytkownik został już zatwierdzony.',
  /** A role change from a page that showed another role than the account has now (If-Match). */
  roleChangedMeanwhile:
    'Rola użytkownika została w międzyczasie zmieniona (w innej karcie lub przez innego administratora). Odśwież listę i wybierz rolę ponownie.',
} as const;

/** Raw SQL inside the transaction of `tx` (a bare execute would run on another connection). */
const sql = (tx: EntityManager, query: string, params: unknown[] = []) =>
  tx.getConnection().execute(query, params, 'all', tx.getTransactionContext());

/**
 * A change to accounts in one transaction; once it commits, the sessions kept with their users are
 * forgotten here and the change answers once its notice has reached every process
 * (auth/session-cache.ts), so it holds from the very next request wherever that goes.
 */
async function changeAccounts<T>(em: EntityManager, change: (tx: EntityManager) => Promise<T>) {
  let committed: string | undefined;
  try {
    const { changed, txid } = await em.transactional(async (tx) => {
      const done = await change(tx);
      const [row] = (await sql(tx, 'select txid_current()::text as txid')) as { txid: string }[];
      return { changed: done, txid: row.txid };
    });
    committed = txid;
    return changed;
  } finally {
    await settleSessionChange(em.config.get('clientUrl') as string, committed);
  }
}

const rowToSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  email: user.email ?? null,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  profileImageUrl: user.profileImageUrl ?? null,
  phone: user.phone ?? null,
  role: user.role as Role,
  isApproved: user.isApproved,
  isActive: user.isActive,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
});
export const toDto = (user: UserRow) => toUserDto(rowToSessionUser(user));

const LAST_ADMIN = 'Nie można odebrać uprawnień ostatniemu aktywnemu administratorowi.';
const FIRST_USER_LOCK = 80_402_027;

export interface SignInRules {
  adminEmails: string[];
  /** With the development provider only, the first user of an empty database becomes an admin (D2). */
  firstUserIsAdmin: boolean;
  /** Runs once that first admin is written (D21: the demo quotes are theirs). */
  onFirstAdmin?: (user: SessionUser) => Promise<void>;
}

/** Creates or refreshes the user of an OpenID identity (issuer + subject) at sign-in. */
export async function signIn(em: EntityManager, claims: IdentityClaims, rules: SignInRules) {
  let firstAdmin = false;
  const signedIn = await changeAccounts(em, async (tx) => {
    // Serialises first sign-ins, so two users arriving at once cannot both become "the first".
    await sql(tx, 'select pg_advisory_xact_lock(?)', [FIRST_USER_LOCK]);
    const listedAdmin = claims.emailVerified && !!claims.email && rules.adminEmails.includes(claims.email);
    let user = await tx.findOne(UserEntity, { issuer: claims.issuer, subject: claims.subject });
    if (!user) {
      const first = rules.firstUserIsAdmin && (await tx.count(UserEntity)) === 0;
      firstAdmin = first;
      user = tx.create(UserEntity, {
        issuer: claims.issuer,
        subject: claims.subject,
        role: first || listedAdmin ? 'admin' : 'employee',
        isApproved: first || listedAdmin,
        isActive: true,
      });
    } else if (listedAdmin) {
      user.role = 'admin';
      user.isApproved = true;
    }
    user.email = claims.email;
    user.firstName = claims.firstName ?? user.firstName ?? null;
    user.lastName = claims.lastName ?? user.lastName ?? null;
    user.profileImageUrl = claims.picture;
    const isNew = user.id === undefined;
    await tx.flush();
    // D25: every sign-in, in the transaction that records the user.
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email ?? null,
      event: 'auth.signIn',
      target: `user:${user.id}`,
      details: { newUser: isNew },
    });
    return user;
  });
  if (firstAdmin) await rules.onFirstAdmin?.(rowToSessionUser(signedIn));
  return signedIn;
}

export const listUsers = async (em: EntityManager) =>
  (await em.find(UserEntity, {}, { orderBy: { createdAt: 'asc', id: 'asc' } })).map(toDto);

export const listPendingUsers = async (em: EntityManager) =>
  (await em.find(UserEntity, { isApproved: false }, { orderBy: { createdAt: 'asc', id: 'asc' } })).map(toDto);

async function loadForUpdate(tx: EntityManager, id: number) {
  // Admin changes lock the admin rows, so two admins demoting each other at once cannot leave none.
  await sql(tx, `select id from app_user where role = 'admin' for update`);
  const user = await tx.findOne(UserEntity, { id });
  if (!user) throw new NotFound('Nie znaleziono użytkownika');
  return user;
}

async function assertAnotherActiveAdmin(tx: EntityManager, user: UserRow) {
  if (user.role !== 'admin' || !user.isActive || !user.isApproved) return;
  const others = await tx.count(UserEntity, {
    role: 'admin',
    isActive: true,
    isApproved: true,
    id: { $ne: user.id },
  });
  if (others === 0) throw new Conflict(LAST_ADMIN);
}

/** Sets a role; with `shown` (If-Match), only over the role the page showed, else 412. */
export async function changeRole(
  em: EntityManager,
  actor: AuditActor,
  id: number,
  role: Role,
  shown?: string,
) {
  return changeAccounts(em, async (tx) => {
    const user = await loadForUpdate(tx, id);
    if (shown !== undefined && shown !== user.role)
      throw new HttpError(412, userMessages.roleChangedMeanwhile);
    if (role !== 'admin') await assertAnotherActiveAdmin(tx, user);
    const from = user.role;
    user.role = role;
    await tx.flush();
    if (from !== role) {
      await recordAuditBy(tx, actor, {
        event: 'user.roleChanged',
        target: `user:${user.id}`,
        details: { email: user.email ?? null, from, to: role },
      });
    }
    return toDto(user);
  });
}

/**
 * Activates or deactivates an account: `wanted` the state asked for (already so: nothing changes),
 * absent the other one (spec-1's toggle). Both are audited (D25).
 */
export async function toggleActive(em: EntityManager, actor: AuditActor, id: number, wanted?: boolean) {
  return changeAccounts(em, async (tx) => {
    const user = await loadForUpdate(tx, id);
    if (wanted === user.isActive) return toDto(user);
    if (user.isActive) {
      if (user.id === actor.id) throw new Conflict('Nie możesz dezaktywować własnego konta.');
      await assertAnotherActiveAdmin(tx, user);
    }
    user.isActive = !user.isActive;
    await tx.flush();
    await recordAuditBy(tx, actor, {
      event: user.isActive ? 'user.activated' : 'user.deactivated',
      target: `user:${user.id}`,
      details: { email: user.email ?? null },
    });
    // Sessions stay while deactivated: every request reads the user with its session, so a deactivated
    // user's next request answers 403 'Konto jest nieaktywne' and the app shows the deactivated screen
    // with a logout button (D1: no redirect loop through sign-in). Reactivated, those sessions do not
    // come back: the user signs in anew (issue 16 §9).
    if (user.isActive) await tx.getConnection().execute('delete from app_session where user_id = ?', [id]);
    return toDto(user);
  });
}

const FOREIGN_KEY_VIOLATION = '23503';

/** Deletes an account (a pending one: its rejection, D2), recorded in the audit log with its e-mail (D25). */
export async function deleteUser(
  em: EntityManager,
  actor: AuditActor,
  id: number,
  { pendingOnly = false } = {},
) {
  try {
    await changeAccounts(em, async (tx) => {
      const user = await loadForUpdate(tx, id);
      if (pendingOnly && user.isApproved) throw new Conflict(userMessages.alreadyApproved);
      if (user.id === actor.id) throw new Conflict('Nie możesz usunąć własnego konta.');
      await assertAnotherActiveAdmin(tx, user);
      await sql(tx, 'delete from app_session where user_id = ?', [user.id]);
      await tx.nativeDelete(UserEntity, { id: user.id });
      await recordAuditBy(tx, actor, {
        event: pendingOnly ? 'user.rejected' : 'user.deleted',
        target: `user:${user.id}`,
        details: { email: user.email ?? null, role: user.role },
      });
    });
  } catch (error) {
    // Any record that points at the user (a quote, an assessment...) refuses the delete.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
      throw new Conflict(
        'Nie można usunąć użytkownika, z którym powiązane są zapisane dane (np. wyceny). Dezaktywuj konto zamiast je usuwać.',
      );
    }
    throw error;
  }
}

/**
 * Approves an account, with its role when one is given: one change (D2). An account approved
 * meanwhile keeps its role: another one is 409 (a stale 'Zatwierdź' must not change it unasked;
 * a role is changed by its own call, with its confirmation); the same one, or none, changes nothing.
 */
export async function approveUser(em: EntityManager, actor: AuditActor, id: number, role?: Role) {
  return changeAccounts(em, async (tx) => {
    const user = await tx.findOne(UserEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw new NotFound('Nie znaleziono użytkownika');
    if (user.isApproved && role && role !== user.role) throw new Conflict(userMessages.alreadyApproved);
    const was = { approved: user.isApproved, role: user.role };
    user.isApproved = true;
    if (role) user.role = role;
    await tx.flush();
    // D25: the approval with the role it gave; on an approved account, a role it changed.
    const target = `user:${user.id}`;
    const email = user.email ?? null;
    if (!was.approved) {
      await recordAuditBy(tx, actor, { event: 'user.approved', target, details: { email, role: user.role } });
    }
    return toDto(user);
  });
}

export async function updateProfile(
  em: EntityManager,
  id: number,
  changes: { firstName?: string | null; lastName?: string | null; phone?: string | null },
) {
  return changeAccounts(em, async (tx) => {
    const user = await tx.findOne(UserEntity, { id });
    if (!user) throw new NotFound('Nie znaleziono użytkownika');
    if (changes.firstName !== undefined) user.firstName = changes.firstName;
    if (changes.lastName !== undefined) user.lastName = changes.lastName;
    if (changes.phone !== undefined) user.phone = changes.phone;
    await tx.flush();
    return toDto(user);
  });
}
export type { UpdateProfile };
