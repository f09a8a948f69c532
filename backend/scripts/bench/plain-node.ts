import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';

/**
 * The bench's own files for the servers it starts (the baseline, the app's query log), as
 * plain JavaScript: loading them through ts-node would load node's `repl` and with it the
 * `domain` module, which wraps every event emitted in both servers (production runs
 * `node dist/main.js`, without either). Written under node_modules/.cache so that their
 * imports resolve from the backend's packages.
 */
export function asPlainNode(backend: string, sources: readonly string[]): string[] {
  const out = join(backend, 'node_modules', '.cache', 'bench-api');
  mkdirSync(out, { recursive: true });
  return sources.map((source) => {
    const { outputText } = ts.transpileModule(readFileSync(join(backend, source), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      fileName: source,
    });
    const file = join(out, basename(source).replace(/\.ts$/, '.js'));
    writeFileSync(file, outputText);
    return file;
  });
}
