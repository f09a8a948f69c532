import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { startEmbeddedPostgres } from '../src/platform/database/embedded-postgres';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

/** Migrates a throw-away embedded database, then asks TypeORM what the entities still need. */
export async function schemaDiff(): Promise<SchemaDiff> {
  const database = await startEmbeddedPostgres();
  const dataSource = new DataSource(dataSourceOptions({ url: database.url, embedded: true }));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const sql = await dataSource.driver.createSchemaBuilder().log();
    return {
      up: sql.upQueries.map((query) => query.query),
      down: sql.downQueries.map((query) => query.query).reverse(),
    };
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.stop();
  }
}
