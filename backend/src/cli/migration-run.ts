import { DataSource } from 'typeorm';
import { AppConfig } from '../platform/config/app-config';
import { loadEnvFile } from '../platform/config/env-file';
import { dataSourceOptions } from '../platform/database/data-source-options';
import { startEmbeddedPostgresOnDemand } from '../platform/database/load-embedded-postgres';
import { runMigrationsLocked } from '../platform/database/run-migrations';

/** Applies pending migrations to DATABASE_URL, or to the embedded database under DATA_DIR. */
async function main() {
  // As the app does: a migration may need SESSION_SECRET (sealing the admins' TOTP secrets).
  loadEnvFile();
  const config = AppConfig.fromEnvironment();
  const embedded = config.usesEmbeddedDatabase ? await startEmbeddedPostgresOnDemand(config.get('dataDir')) : undefined;
  const dataSource = new DataSource(dataSourceOptions({ url: embedded?.url ?? config.get('databaseUrl')!, embedded: Boolean(embedded) }));
  try {
    await dataSource.initialize();
    const applied = await runMigrationsLocked(dataSource);
    console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'No pending migrations.');
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
