import type { EntityManager } from '@mikro-orm/postgresql';
import type { CurrentUser } from '../../common/request-context';
import { newToken, type AccountKeys } from './account-keys';
import { REMEMBER_ME_MS } from './session-cookie';
import { isAdminUser, type User } from './user.entity';
import { UserSession } from './user-session.entity';

/** A browser session (Remember me unchecked) ends after this long without a request, even if the browser stays open. */
export const IDLE_SESSION_MS = 12 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** The browser's device cookies by name (device-cookie.ts): which accounts it has signed in to before. */
  deviceCookies?: Readonly<Record<string, string>>;
}

export function toCurrentUser(user: User, sessionId: string): CurrentUser {
  return {
    id: user.id,
    sessionId,
    email: user.email,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
    isAdmin: isAdminUser(user),
    isVip: user.isVip,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
  };
}

/** Of these session ids, the ones still live: not ended, not expired (one statement, for a process's open WebSockets). */
export async function liveSessionIds(em: EntityManager, sessionIds: readonly string[]): Promise<Set<string>> {
  const live = await em.find(UserSession, { id: { $in: [...sessionIds] }, expiresAt: { $gt: new Date() } }, { fields: ['id'] });
  return new Set(live.map((session) => session.id));
}

/** Server-side sessions in PostgreSQL: the cookie holds a random token, the table its keyed hash. */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: AccountKeys,
  ) {}

  async start(user: User, persistent: boolean, client: ClientInfo): Promise<{ token: string; session: UserSession }> {
    const token = newToken();
    const now = new Date();
    // Expired sessions are worthless; each sign-in sweeps the account's own.
    await this.em.nativeDelete(UserSession, { user, expiresAt: { $lt: now } });
    const session = this.em.create(UserSession, {
      tokenHash: await this.keys.digest(this.em, token),
      user,
      persistent,
      expiresAt: new Date(now.getTime() + (persistent ? REMEMBER_ME_MS : IDLE_SESSION_MS)),
      ipAddress: client.ip.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    await this.em.flush();
    return { token, session };
  }

  /** The signed-in user of a token, or null when it is unknown or expired. */
  async resolve(token: string): Promise<CurrentUser | null> {
    const session = await this.em.findOne(
      UserSession,
      { tokenHash: await this.keys.digest(this.em, token), expiresAt: { $gt: new Date() } },
      { populate: ['user'] },
    );
    if (!session) return null;
    await this.touch(session);
    return toCurrentUser(session.user, session.id);
  }

  async end(sessionId: string): Promise<void> {
    await this.em.nativeDelete(UserSession, { id: sessionId });
  }

  /** Signs a user out everywhere (password reset), or everywhere else (password change). */
  async endAll(userId: number, exceptSessionId?: string): Promise<number> {
    return this.em.nativeDelete(UserSession, exceptSessionId ? { user: userId, id: { $ne: exceptSessionId } } : { user: userId });
  }

  private async touch(session: UserSession): Promise<void> {
    const now = Date.now();
    if (session.persistent || now - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
    await this.em.nativeUpdate(UserSession, { id: session.id }, { lastSeenAt: new Date(now), expiresAt: new Date(now + IDLE_SESSION_MS) });
  }
}
