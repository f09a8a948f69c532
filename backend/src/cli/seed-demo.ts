import { AppConfig } from '../platform/config/app-config';
import { EnvValidationErrors } from '../platform/config/env-schema';
import { startEmbeddedPostgresOnDemand } from '../platform/database/load-embedded-postgres';
import { DemoData } from '../platform/demo/demo-data';
import { buildApp } from '../bootstrap';

/** Loads the demo data into DATABASE_URL or the embedded database. Refused in production. */
async function main() {
  // Checked before the configuration, which in production fails on other variables first
  // and would hide the reason.
  if (process.env.NODE_ENV?.trim() === 'production') {
    console.error('Refusing to load demo data with NODE_ENV=production.');
    process.exit(1);
  }
  const config = AppConfig.fromEnvironment(process.env, { jobsEnabled: false });
  const embedded = config.usesEmbeddedDatabase ? await startEmbeddedPostgresOnDemand(config.get('dataDir')) : undefined;
  const app = await buildApp({ config, database: { url: embedded?.url ?? config.get('databaseUrl')!, embedded: Boolean(embedded) } });
  try {
    await app.init();
    const demoData = app.get(DemoData);
    await demoData.load();
    console.log('Demo data loaded. Sign in with:');
    for (const credential of demoData.credentials()) console.log(`  ${credential.label}: ${credential.email} / ${credential.password}`);
  } finally {
    await app.close();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof EnvValidationErrors ? error.report() : error);
  process.exit(1);
});
