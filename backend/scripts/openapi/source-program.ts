import { join } from 'node:path';
import * as ts from 'typescript';

export const BACKEND_DIR = join(__dirname, '..', '..');

/** The type-checked program of the backend's sources, as the build compiles them. */
export function sourceProgram(): ts.Program {
  const configPath = join(BACKEND_DIR, 'tsconfig.build.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`Cannot read ${configPath}`);
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host: ts.createCompilerHost(config.options),
  });
}
