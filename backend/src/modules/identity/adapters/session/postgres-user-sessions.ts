import { Injectable } from '@nestjs/common';
import { SessionView, UserSessions } from '../../application/user-sessions';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { SESSION_IDLE_TIMEOUT_MS } from './session-data';

@Injectable()
export class PostgresUserSessions extends UserSessions {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async revokeAll(userId: string): Promise<void> {
    await this.db.change(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
  }

  /** Last seen is read from the idle deadline, which activity moves (to within a minute): no column of its own to write. */
  listOf(userId: string, now: Date): Promise<SessionView[]> {
    return this.db.rows<SessionView>(
      sql`SELECT sid AS id, sess->'client'->>'userAgent' AS "userAgent", sess->'client'->>'ip' AS ip, created_at AS "createdAt",
                 idle_expire - make_interval(secs => ${SESSION_IDLE_TIMEOUT_MS / 1000}) AS "lastSeenAt"
            FROM sessions WHERE user_id = ${userId} AND expire > ${now} AND idle_expire > ${now}
           ORDER BY idle_expire DESC, sid`,
    );
  }

  async ownerOf(sessionId: string): Promise<string | null> {
    const [row] = await this.db.rows<{ userId: string | null }>(sql`SELECT user_id AS "userId" FROM sessions WHERE sid = ${sessionId}`);
    return row?.userId ?? null;
  }

  async end(sessionId: string): Promise<void> {
    await this.db.change(sql`DELETE FROM sessions WHERE sid = ${sessionId}`);
  }
}
