import type { EmbeddedPostgres } from './embedded-postgres';

export const NOT_INSTALLED =
  'The embedded database (PGlite) is not installed: this is a production install (npm ci --omit=dev, the Docker image). Set DATABASE_URL to a PostgreSQL server.';

type EmbeddedPostgresModule = { startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> };

// A require, not import(): under module node16 TypeScript keeps import() as Node's ESM loader, which bypasses ts-node in development.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadModule = (): EmbeddedPostgresModule => require('./embedded-postgres');

/**
 * Starts the embedded database, loading PGlite only now: it is a development dependency,
 * absent from the runtime image, where DATABASE_URL is required and it is never needed.
 */
export function startEmbeddedPostgresOnDemand(dataDir?: string, load: () => EmbeddedPostgresModule = loadModule): Promise<EmbeddedPostgres> {
  let embedded: EmbeddedPostgresModule;
  try {
    embedded = load();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && String((error as Error).message).includes('@electric-sql/pglite'))
      return Promise.reject(new Error(NOT_INSTALLED));
    return Promise.reject(error);
  }
  return embedded.startEmbeddedPostgres(dataDir);
}
