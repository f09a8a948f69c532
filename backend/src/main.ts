import 'reflect-metadata';
import { AppConfig } from './platform/config/app-config';
import { loadEnvFile } from './platform/config/env-file';
import { EnvValidationErrors } from './platform/config/env-schema';
import { startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { buildApp, prepareApp, StartupReport } from './bootstrap';
import { exposureWarning } from './platform/http/exposure-warning';

async function main(): Promise<void> {
  loadEnvFile();
  let config: AppConfig;
  try {
    config = AppConfig.fromEnvironment();
  } catch (error) {
    if (error instanceof EnvValidationErrors) {
      process.stderr.write(`\n${error.report()}\n\n`);
      process.exit(1);
    }
    throw error;
  }
  const embedded = config.usesEmbeddedDatabase ? await startEmbeddedPostgres(config.get('dataDir')) : undefined;
  const app = await buildApp({ config, database: { url: embedded?.url ?? config.get('databaseUrl')!, embedded: Boolean(embedded) } });
  const report = await prepareApp(app, config);
  await app.listen(config.get('port'));
  printWelcome(config, report, embedded?.dataDir);
  const warning = exposureWarning(config, app.getHttpServer().address());
  if (warning) process.stderr.write(`  ${warning}\n\n`);

  // Our own handler rather than Nest's enableShutdownHooks: Nest's re-raises the signal as
  // soon as the app is closed, which killed the process before the embedded database had
  // flushed and closed its files. app.close() still runs every Nest shutdown hook.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n  ${signal}: stopping ${config.get('appName')}...\n`);
    try {
      await app.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Production with PAYMENT_PROVIDER=test-mode is allowed (a docker compose trial) but must not go unnoticed. */
const TEST_MODE_BANNER = [
  '',
  '  ****************************************************************************',
  '  *  PAYMENTS ARE IN TEST MODE (PAYMENT_PROVIDER=test-mode): no card is ever  *',
  '  *  charged and every booking is confirmed with a test card number. Do not  *',
  '  *  open this instance to real couples; set PAYMENT_PROVIDER=stripe and the  *',
  '  *  STRIPE_* keys for real payments.                                         *',
  '  ****************************************************************************',
];

function printWelcome(config: AppConfig, report: StartupReport, dataDir: string | undefined): void {
  // Where people reach it: PUBLIC_URL when set (behind a proxy the port is not the address).
  const url = config.hasPublicUrl ? config.get('publicUrl') : `http://localhost:${config.get('port')}`;
  const lines = [
    '',
    `  ${config.get('appName')} is running at ${url}`,
    `  API docs: ${url}/api/docs`,
    dataDir ? `  Database: embedded PostgreSQL in ${dataDir}` : '  Database: DATABASE_URL',
  ];
  if (!config.get('smtpUrl') && !config.isProduction) lines.push(`  Mail: dev outbox at ${url}/dev/outbox (and ${url}/api/dev/outbox), for this machine only unless DEV_OUTBOX=open`);
  if (config.isProduction && config.get('paymentProvider') === 'test-mode') lines.push(...TEST_MODE_BANNER);
  if (report.adminBootstrap) lines.push(`  Admin ${config.get('adminEmail')}: ${report.adminBootstrap}`);
  if (report.demoCredentials?.length) {
    lines.push('', '  Demo data loaded. Sign in with:');
    for (const credential of report.demoCredentials) lines.push(`    ${credential.label}: ${credential.email} / ${credential.password}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
