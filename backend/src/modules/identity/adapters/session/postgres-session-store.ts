import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Session, SessionData, Store } from 'express-session';
import { CallerFacts } from '../../domain/caller';
import { Clock } from '../../../../platform/clock/clock';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS } from './session-data';
import { sql } from '../../../../platform/database/sql';
import { keepCallerWith, moveCallerToRequest } from './session-caller';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** Activity moves the idle deadline at most once a minute, so reads do not each cost a write. */
const TOUCH_GRANULARITY_MS = 60_000;

/** Rows are keyed by this hash: a leaked sessions table holds no usable cookie. */
export const hashSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex');

/**
 * express-session store on the app's own PostgreSQL connection, so sessions survive
 * restarts and are shared by every instance. A session ends at the first of two deadlines:
 * `expire`, set at sign-in and never moved (absolute lifetime), and `idle_expire`, moved
 * forward by activity (idle timeout).
 *
 * Activity is recorded where the session is read, in the same statement, and the signed-in
 * user's caller columns are read there too, so a request costs one round trip for its session
 * and its caller; the store has no `touch`, which express-session would otherwise await
 * before ending every answer.
 */
@Injectable()
export class PostgresSessionStore extends Store {
  constructor(
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
  ) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    const now = this.clock.now();
    const idleExpire = new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS);
    this.db
      .rows<{ sess: SessionData; callerId: string | null } & Omit<CallerFacts, 'id'>>(
        sql`WITH live AS (SELECT sid, sess, idle_expire, user_id FROM sessions WHERE sid = ${hashSessionId(sid)} AND expire > ${now} AND idle_expire > ${now}),
              touched AS (UPDATE sessions SET idle_expire = ${idleExpire} FROM live WHERE sessions.sid = live.sid AND live.idle_expire < ${new Date(idleExpire.getTime() - TOUCH_GRANULARITY_MS)})
         SELECT live.sess, u.id AS "callerId", u.couple_id AS "coupleId", u.email, u.role, u.is_admin AS "isAdmin", u.email_verified AS "emailVerified",
                u.admin_role AS "adminRole", u.admin_cities AS "adminCities", u.totp_confirmed_at IS NOT NULL AS "secondFactor"
           FROM live LEFT JOIN users u ON u.id = live.user_id`,
      )
      .then(([row]) => {
        if (!row) return callback(null, null);
        const { sess, callerId, ...facts } = row;
        callback(null, keepCallerWith(sess, callerId === null ? null : { id: callerId, ...facts }));
      }, callback);
  }

  /** The signed-in user's caller, read in get's statement, goes with the session onto its request (see session-caller.ts). */
  override createSession(request: Request, session: SessionData): Session & SessionData {
    moveCallerToRequest(session, request);
    return super.createSession(request, session);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const now = this.clock.now().getTime();
    const [expire, idleExpire] = [new Date(now + SESSION_LIFETIME_MS), new Date(now + SESSION_IDLE_TIMEOUT_MS)];
    this.db
      .change(
        // Every sign-in starts a new session id (rotation), so a created row with a user is a sign-in.
        sql`WITH saved AS (
           INSERT INTO sessions (sid, sess, expire, idle_expire, user_id) VALUES (${hashSessionId(sid)}, ${JSON.stringify(session)}, ${expire}, ${idleExpire}, ${session.passport?.user ?? null})
           ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, user_id = EXCLUDED.user_id, idle_expire = EXCLUDED.idle_expire
           RETURNING user_id, xmax = 0 AS created)
         UPDATE users SET last_signed_in_at = ${new Date(now)} FROM saved WHERE users.id = saved.user_id AND saved.created`,
      )
      .then(
        () => callback?.(),
        (error) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db.change(sql`DELETE FROM sessions WHERE sid = ${hashSessionId(sid)}`).then(
      () => callback?.(),
      (error) => callback?.(error),
    );
  }

  /** Housekeeping: sessions past their absolute lifetime or their idle timeout; answers how many went. */
  async destroyExpired(now: Date): Promise<number> {
    const { count: deleted } = await this.db.change(sql`DELETE FROM sessions WHERE expire <= ${now} OR idle_expire <= ${now}`);
    return deleted;
  }
}
