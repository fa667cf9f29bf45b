import { accessEnded } from '@sdp/shared/domain';
import { isRole, type Role } from '@sdp/shared/routes';
import { TokenRejected, type TokenVerifier } from '../auth/token-verifier';
import type { CallerCache } from '../auth/caller-cache';
import type { RevocationList } from '../auth/revocation';
import type { Db } from '../db/database';
import type { DataScope } from '../db/scope';
import { accessEnded as accessEndedError, notRegistered, unauthenticated } from '../errors';
import type { Caller, Logger } from './context';

const ACTIVE = 1;
/** data_viewing_class 2, 所属組織データのみ (DATA_VIEWING_CLASS_LABELS). */
const OWN_ORGANIZATION = 2;

export interface Authenticator {
  verifyToken: TokenVerifier;
  revoked: RevocationList;
  callers: CallerCache;
  /** The clock 利用期限 is read against; tests move it. */
  now?: () => Date;
}

/** 所属組織データのみ (data viewing class 2): the user's 統括本部 when they have one, else their グループ. */
function scopeOf(
  viewingClass: number | undefined,
  user: { headquarter_code: string | null; org_group_code: string | null },
): DataScope {
  if (viewingClass !== OWN_ORGANIZATION) return { kind: 'all' };
  if (user.headquarter_code) return { kind: 'headquarter', code: user.headquarter_code };
  if (user.org_group_code) return { kind: 'group', code: user.org_group_code };
  return { kind: 'none' };
}

/** The bearer token of an Authorization header, or undefined. */
export const bearerOf = (header: string | undefined): string | undefined =>
  (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1];

/** The CSRF token is bound to the user and the identity that signed in. */
export const csrfSubject = (caller: Caller): string =>
  `${caller.userId}|${caller.token.issuer}|${caller.token.subject}`;

/** A caller past 利用期限 is refused on every request: the date travels with the (cached) caller, no query added. */
function withinAccess(caller: Caller, auth: Authenticator): Caller {
  if (caller.accessUntil && accessEnded(caller.accessUntil, auth.now?.() ?? new Date()))
    throw accessEndedError(caller.accessUntil);
  return caller;
}

/**
 * The active user a bearer token stands for: 401 without a token or with one that is refused (bad signature,
 * expired, signed out), 403 for an unknown or inactive user, an identity other than the one the account is bound to,
 * or a user past 利用期限 (E-403-2).
 */
export async function authenticate(
  db: Db,
  auth: Authenticator,
  token: string | undefined,
  log: Logger,
): Promise<Caller> {
  if (!token) throw unauthenticated();
  const cached = auth.callers.get(token);
  if (cached) {
    if (await auth.revoked.isRevoked(cached.token.tokenId)) throw unauthenticated();
    return withinAccess(cached, auth);
  }
  const caller = await verifyCaller(db, auth, token, log);
  auth.callers.set(token, caller);
  return withinAccess(caller, auth);
}

async function verifyCaller(db: Db, auth: Authenticator, token: string, log: Logger): Promise<Caller> {
  let identity;
  try {
    identity = await auth.verifyToken(token);
  } catch (error) {
    if (error instanceof TokenRejected) {
      log.info({ reason: error.message }, 'token rejected');
      throw unauthenticated();
    }
    throw error;
  }
  if (await auth.revoked.isRevoked(identity.tokenId)) throw unauthenticated();

  const user = await db
    .selectFrom('users')
    .select([
      'user_id',
      'email',
      'surname',
      'given_name',
      'authority_group_id',
      'status',
      'idp_issuer',
      'idp_subject',
      'headquarter_code',
      'org_group_code',
      'access_until',
    ])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', identity.email))
    .where('status', '<>', 9)
    .executeTakeFirst();
  if (!user || user.status !== ACTIVE) throw notRegistered();
  if (user.idp_subject === null) {
    // First sign-in binds the account to this identity; a later token for the same e-mail must match it.
    const bound = await db
      .updateTable('users')
      .set({ idp_issuer: identity.issuer, idp_subject: identity.subject })
      .where('user_id', '=', user.user_id)
      .where('idp_subject', 'is', null)
      .executeTakeFirst();
    if (bound.numUpdatedRows === 0n) return verifyCaller(db, auth, token, log);
  } else if (user.idp_issuer !== identity.issuer || user.idp_subject !== identity.subject) {
    log.warn({ userId: user.user_id }, 'token identity does not match the bound identity');
    throw notRegistered();
  }

  const [roles, group] = user.authority_group_id
    ? await Promise.all([
        db
          .selectFrom('authority_group_roles')
          .select('role_id')
          .where('authority_group_id', '=', user.authority_group_id)
          .execute(),
        db
          .selectFrom('authority_groups')
          .select('data_viewing_class')
          .where('authority_group_id', '=', user.authority_group_id)
          .executeTakeFirst(),
      ])
    : [[], undefined];
  return {
    userId: user.user_id,
    email: user.email,
    surname: user.surname,
    givenName: user.given_name,
    authorityGroupId: user.authority_group_id,
    roles: roles.map((row) => row.role_id).filter((role): role is Role => isRole(role)),
    scope: scopeOf(group?.data_viewing_class, user),
    accessUntil: user.access_until,
    token: identity,
  };
}
