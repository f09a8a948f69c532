// Lints every workspace and checks the message catalogues (npm run i18n:check), even after one fails, so that one run
// reports all the errors; fails if any failed.
import { spawnSync } from 'node:child_process';

const WORKSPACES = ['@tablemates/backend', '@tablemates/frontend'];

const failed = WORKSPACES.filter((workspace) => spawnSync('npm', ['run', '-s', 'lint', '-w', workspace], { stdio: 'inherit' }).status !== 0);
if (spawnSync('npm', ['run', '-s', 'i18n:check'], { stdio: 'inherit' }).status !== 0) failed.push('the catalogues');
if (failed.length > 0) {
  console.error(`Lint failed in ${failed.join(' and ')}.`);
  process.exit(1);
}
