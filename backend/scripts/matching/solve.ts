import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// The engine's own files rather than the module's index, which loads the whole app (Nest modules, the Gemini SDK): start-up is part of this command's time.
import { DefaultMatchingConfigSource } from '../../src/modules/matching/adapters/defaults/default-matching-config.source';
import { NoAiMatcher } from '../../src/modules/matching/application/ai-matcher';
import { MatchingEngine } from '../../src/modules/matching/application/matching-engine';
import { SystemClock } from '../../src/platform/clock/clock';
import { formatOutcome, parseInstance } from './instance-format';

/**
 * npm run -s matching:solve -- --input instance.json
 * Runs the rules-based engine on a file and prints the result as JSON (only JSON on stdout;
 * problems go to stderr with exit code 1). Format: docs/matching.md.
 */
async function main() {
  const at = process.argv.indexOf('--input');
  const path = at >= 0 ? process.argv[at + 1] : undefined;
  if (!path) throw new Error('Usage: npm run -s matching:solve -- --input instance.json');
  // npm runs the script from backend/; the path is relative to where the command was typed.
  const instance = parseInstance(JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), 'utf8')));
  const engine = new MatchingEngine(new DefaultMatchingConfigSource(), new NoAiMatcher(), new SystemClock());
  const outcome = await engine.run({ ...instance, useAi: false });
  process.stdout.write(`${JSON.stringify(formatOutcome(outcome), null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
