/** One live session of a user, as the admin's list of sessions shows it. */
export interface SessionView {
  /** The stored key (a hash of the cookie's id, useless as a cookie). */
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The stored sessions of a user: ended when a password is reset, listed and ended by admins. */
export abstract class UserSessions {
  abstract revokeAll(userId: string): Promise<void>;
  /** Live sessions, most recently used first. */
  abstract listOf(userId: string, now: Date): Promise<SessionView[]>;
  abstract ownerOf(sessionId: string): Promise<string | null>;
  abstract end(sessionId: string): Promise<void>;
}
