import 'reflect-metadata';
import { AppConfig } from './platform/config/app-config';
import { loadEnvFile } from './platform/config/env-file';
import { EnvValidationErrors } from './platform/config/env-schema';
import { startEmbeddedPostgresOnDemand } from './platform/database/load-embedded-postgres';
import { buildApp, prepareApp } from './bootstrap';
import { exposureWarning } from './platform/http/exposure-warning';
import { JsonLogger } from './platform/logging/json-logger';
import { logStartup } from './platform/logging/startup-banner';

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
  const embedded = config.usesEmbeddedDatabase ? await startEmbeddedPostgresOnDemand(config.get('dataDir')) : undefined;
  const app = await buildApp({ config, database: { url: embedded?.url ?? config.get('databaseUrl')!, embedded: Boolean(embedded) } });
  const report = await prepareApp(app, config);
  await app.listen(config.get('port'));
  const logger = new JsonLogger(config.get('logLevel'));
  logStartup(
    logger,
    config,
    {
      embeddedDataDir: embedded?.dataDir,
      adminBootstrap: report.adminBootstrap,
      demoCredentials: report.demoCredentials,
      exposureWarning: exposureWarning(config, app.getHttpServer().address()),
    },
    (text) => process.stdout.write(text),
  );

  // Our own handler rather than Nest's enableShutdownHooks: Nest's re-raises the signal as
  // soon as the app is closed, which killed the process before the embedded database had
  // flushed and closed its files. app.close() still runs every Nest shutdown hook.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log({ msg: `${signal}: stopping ${config.get('appName')}`, signal }, 'Shutdown');
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

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
