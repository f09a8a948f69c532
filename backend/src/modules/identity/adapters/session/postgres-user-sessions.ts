import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserSessions } from '../../application/user-sessions';

@Injectable()
export class PostgresUserSessions extends UserSessions {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async revokeAll(userId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  }
}
