import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { selectRows, sql } from './sql';

@Injectable()
export class DatabaseHealth {
  constructor(private readonly dataSource: DataSource) {}

  /** True when every migration of this build has run on the database (false while one is pending or the database is down). */
  async isMigrated(): Promise<boolean> {
    if (!(await this.isUp())) return false;
    try {
      return !(await this.dataSource.showMigrations());
    } catch {
      return false;
    }
  }

  /** True when the database answers a trivial query within the timeout. */
  async isUp(timeoutMs = 2000): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const ping = selectRows(this.dataSource, sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
