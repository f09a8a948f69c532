import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { Clock } from '../../../platform/clock/clock';
import { ApiKey, ApiKeyScope, keyState } from '../domain/api-key';
import { IntegrationErrors } from '../domain/integration-errors';
import { looksLikeKey, secretHash } from './api-key-secrets';
import { ApiKeyStore } from './api-key-store';

/** What a request made with a key carries through its handling: the key, as far as use cases need it. */
export interface KeyCaller {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
  cities: readonly string[] | null;
  rateLimitPerMinute: number;
}

const toCaller = (key: ApiKey): KeyCaller => ({
  id: key.id,
  name: key.name,
  scopes: key.scopes,
  cities: key.cities,
  rateLimitPerMinute: key.rateLimitPerMinute,
});

/**
 * A call made with a key: the key must exist and be neither revoked nor expired (401). Its
 * last use (time and address) is kept, and the call is audited as the key once answered.
 */
@Injectable()
export class ApiKeyAuthentication implements BeforeApplicationShutdown {
  /** Audit entries being written after their answers: a shutdown waits for them. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly keys: ApiKeyStore,
    private readonly audit: AdminAuditLog,
    private readonly clock: Clock,
  ) {}

  /** The key of a secret that is neither revoked nor expired (401 otherwise); its use is recorded. Scopes are the route's to check. */
  async authenticate(secret: string, address: string | null): Promise<KeyCaller> {
    const key = looksLikeKey(secret) ? await this.keys.findBySecretHash(secretHash(secret)) : null;
    if (!key) throw IntegrationErrors.invalidKey();
    const now = this.clock.now();
    const state = keyState(key, now);
    if (state === 'revoked') throw IntegrationErrors.revokedKey();
    if (state === 'expired') throw IntegrationErrors.expiredKey();
    await this.keys.recordUse(key.id, now, address);
    return toCaller(key);
  }

  /** The audit entry of one call, written once it is answered: the key acted, on which route, with what outcome. */
  recordCall(key: KeyCaller, call: { method: string; path: string; status: number; address: string | null }): Promise<void> {
    const write = this.audit
      .recordApiCall({ keyId: key.id, detail: { key_name: key.name, method: call.method, path: call.path, status: call.status, address: call.address } })
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
    return write;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.writing]);
  }
}
