import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { timestampTypes } from './timestamp-types';

/** Entity and migration files are found by name, so the app, the scripts and the tests share one list. */
const ENTITY_GLOB = join(__dirname, '..', '..', 'modules', '*', 'adapters', '**', '*.orm-entity.{ts,js}');
const PLATFORM_ENTITY_GLOB = join(__dirname, '..', '*', '*.orm-entity.{ts,js}');
const MIGRATION_GLOB = join(__dirname, 'migrations', '*.{ts,js}');

export interface DatabaseTarget {
  url: string;
  /** PGlite serves one connection; a real server gets a pool. */
  embedded: boolean;
}

/** Connections in the pool: ten on a real server, the one PGlite serves. */
export function poolSize(target: DatabaseTarget): number {
  return target.embedded ? 1 : 10;
}

export function dataSourceOptions(target: DatabaseTarget): DataSourceOptions {
  return {
    type: 'postgres',
    url: target.url,
    entities: [ENTITY_GLOB, PLATFORM_ENTITY_GLOB],
    migrations: [MIGRATION_GLOB],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    extra: { max: poolSize(target), connectionTimeoutMillis: 5000, types: timestampTypes() },
  };
}
