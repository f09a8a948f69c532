import { DataSource, Migration, MigrationExecutor } from 'typeorm';
import { selectRows, sql } from './sql';

/** Any fixed number: the advisory lock key every instance uses while migrating. */
const MIGRATION_LOCK_KEY = 7_206_310_402;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so instances that
 * start together migrate one after the other: without it the second one failed on the
 * tables the first had just created, and crashed. The migrations run on the connection
 * that holds the lock (the embedded database has only one).
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const queryRunner = dataSource.createQueryRunner();
  await queryRunner.connect();
  try {
    await selectRows(queryRunner, sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = 'each';
      return await executor.executePendingMigrations();
    } finally {
      await selectRows(queryRunner, sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await queryRunner.release();
  }
}
