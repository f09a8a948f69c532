import { mkdirSync } from 'node:fs';
import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir, resolveDataDir } from './data-dir';

// The package maps contrib/ types to its ESM build only; its CommonJS build is what we load.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pgcrypto } = require('@electric-sql/pglite/contrib/pgcrypto') as { pgcrypto: Extension };
// The customer-support lookup: accent-insensitive trigram search (migration SupportLookupAndAudit).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { unaccent } = require('@electric-sql/pglite/contrib/unaccent') as { unaccent: Extension };

export interface EmbeddedPostgres {
  /** A postgres:// URL the normal `pg` driver can use (pool size 1). */
  url: string;
  dataDir: string | undefined;
  stop(): Promise<void>;
}

/**
 * Runs PostgreSQL inside this process with PGlite and exposes it on a loopback port, so
 * the app talks to it exactly as it talks to a real server. `dataDir` undefined keeps it
 * in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  const directory = dataDir ? resolveDataDir(dataDir) : undefined;
  if (directory) mkdirSync(directory, { recursive: true });
  const lock = directory ? lockDataDir(directory) : undefined;
  try {
    const db = await PGlite.create({ dataDir: directory, extensions: { pgcrypto, pg_trgm, unaccent } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
    await server.start();
    return {
      url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
      dataDir: directory,
      async stop() {
        await server.stop();
        await db.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
