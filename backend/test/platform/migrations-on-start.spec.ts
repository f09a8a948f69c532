import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrationsLocked } from '../../src/platform/database/run-migrations';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/**
 * Instances starting together on one empty PostgreSQL server (each with its own pool) must
 * all come up.
 */
describe('migrations at start-up with several instances', () => {
  let database: TestDatabase;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    for (let i = 0; i < 3; i++) sources.push(await new DataSource(dataSourceOptions(database.target)).initialize());
  });
  afterAll(async () => {
    for (const source of sources) await source.destroy();
    await database.drop();
  });

  it('migrates once, one instance at a time, and every instance succeeds', async () => {
    const applied = await Promise.all(sources.map((source) => runMigrationsLocked(source)));
    const names = applied.flat().map((migration) => migration.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    const [{ count }] = await sources[0].query('SELECT count(*)::int AS count FROM migrations');
    expect(count).toBe(names.length);
  });
});
