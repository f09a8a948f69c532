// `npm run test:e2e`: the browser journeys, two files at a time, against one PostgreSQL
// server started for the run: the demo data is loaded once into a template database, and each
// journey file's app starts on a copy of it.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startTestPostgres } from '../../../scripts/test-postgres.mjs';
import { browserUnavailable, createJourneyTemplate, JOURNEY_DATABASE_SERVER, JOURNEY_TEMPLATE_DATABASE } from '../support/app-under-test.mjs';

const here = import.meta.dirname;
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(here)
        .filter((name) => name.endsWith('.journey.mjs'))
        .map((name) => join(here, name));

function runJourneys(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=2', ...files], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runWithServer() {
  const server = await startTestPostgres();
  process.once('SIGINT', () => server.stop().then(() => process.exit(130)));
  try {
    const template = await createJourneyTemplate(server.url);
    return await runJourneys({ [JOURNEY_DATABASE_SERVER]: server.url, [JOURNEY_TEMPLATE_DATABASE]: template });
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await server.stop();
  }
}

// Without a browser (and outside CI, where that fails) the journeys report themselves skipped: no server needed.
process.exit(browserUnavailable() ? await runJourneys({}) : await runWithServer());
