import { Injectable } from '@nestjs/common';
import type { Caller } from '../../identity';
import { Clock } from '../../../platform/clock/clock';
import { ApiKey, ApiKeyScope, DEFAULT_KEY_RATE_LIMIT_PER_MINUTE } from '../domain/api-key';
import { IntegrationErrors } from '../domain/integration-errors';
import { newKeySecret, secretHash, secretHint } from './api-key-secrets';
import { ApiKeyStore } from './api-key-store';

export interface ApiKeyRequest {
  name: string;
  scopes: ApiKeyScope[];
  cities: string[] | null;
  expiresAt: Date | null;
  rateLimitPerMinute: number | null;
}

/** The admin's keys: created with a secret shown once, listed without it, revoked for good. */
@Injectable()
export class ApiKeyAdministration {
  constructor(
    private readonly keys: ApiKeyStore,
    private readonly clock: Clock,
  ) {}

  async create(admin: Caller, request: ApiKeyRequest): Promise<{ key: ApiKey; secret: string }> {
    const now = this.clock.now();
    if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) throw IntegrationErrors.keyExpiryInPast();
    const secret = newKeySecret();
    const cities = request.cities && request.cities.length > 0 ? [...new Set(request.cities.map((city) => city.trim()))] : null;
    const key = await this.keys.insert({
      name: request.name.trim(),
      hint: secretHint(secret),
      secretHash: secretHash(secret),
      scopes: [...new Set(request.scopes)],
      cities,
      rateLimitPerMinute: request.rateLimitPerMinute ?? DEFAULT_KEY_RATE_LIMIT_PER_MINUTE,
      expiresAt: request.expiresAt,
      createdAt: now,
      createdBy: admin.id,
    });
    return { key, secret };
  }

  list(): Promise<ApiKey[]> {
    return this.keys.list();
  }

  async revoke(id: string): Promise<ApiKey> {
    const key = await this.keys.revoke(id, this.clock.now());
    if (!key) throw IntegrationErrors.keyNotFound();
    return key;
  }
}
