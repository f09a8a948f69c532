import { Injectable } from '@nestjs/common';
import { UserSessions } from '../../application/user-sessions';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';

@Injectable()
export class PostgresUserSessions extends UserSessions {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async revokeAll(userId: string): Promise<void> {
    await this.db.change(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
  }
}
