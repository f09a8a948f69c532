import { Injectable } from '@nestjs/common';
import { Store, SessionData } from 'express-session';
import { Clock } from '../../../../platform/clock/clock';
import { SESSION_LIFETIME_MS } from './session-data';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store on the app's own PostgreSQL connection, so sessions survive
 * restarts and are shared by every instance. A session's expiry is set when it is created
 * and never moved: the lifetime is absolute.
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
    this.db.manager
      .query('SELECT sess FROM sessions WHERE sid = $1 AND expire > $2', [sid, this.clock.now()])
      .then((rows: { sess: SessionData }[]) => callback(null, rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    const expire = new Date(this.clock.now().getTime() + SESSION_LIFETIME_MS);
    this.db.manager
      .query(
        `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, user_id = EXCLUDED.user_id`,
        [sid, JSON.stringify(session), expire, session.passport?.user ?? null],
      )
      .then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db.manager.query('DELETE FROM sessions WHERE sid = $1', [sid]).then(() => callback?.(), (error) => callback?.(error));
  }

  override touch(_sid: string, _session: SessionData, callback?: Callback): void {
    callback?.();
  }

  async destroyExpired(): Promise<void> {
    await this.db.manager.query('DELETE FROM sessions WHERE expire <= $1', [this.clock.now()]);
  }
}
