import { createHmac } from 'node:crypto';
import { developmentKey } from '../database/data-dir';
import type { AppConfig } from './app-config';

/**
 * A 32-byte key for one purpose (HMAC-SHA256 of `purpose` under SESSION_SECRET), so one
 * secret serves every use without one key opening another's data. Without SESSION_SECRET
 * (development and tests: production refuses to start) the root is a random key kept in
 * DATA_DIR as `<keyFile>.key` (developmentKey). Changing SESSION_SECRET changes every key.
 */
export function derivedKey(config: AppConfig, keyFile: string, purpose: string): Buffer {
  return createHmac('sha256', config.get('sessionSecret') ?? developmentKey(config.get('dataDir'), keyFile))
    .update(purpose)
    .digest();
}
