import { Injectable } from '@nestjs/common';
import { UserSessions } from '../../application/user-sessions';
import { TransactionalDb } from '../../../../platform/database/transactional-db';

@Injectable()
export class PostgresUserSessions extends UserSessions {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async revokeAll(userId: string): Promise<void> {
    await this.db.manager.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }
}
