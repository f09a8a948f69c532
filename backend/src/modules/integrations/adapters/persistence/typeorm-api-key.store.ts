import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { ApiKeyStore, NewApiKey } from '../../application/api-key-store';
import type { ApiKey, ApiKeyScope } from '../../domain/api-key';
import { ApiKeyOrmEntity } from './api-key.orm-entity';

const toApiKey = (row: ApiKeyOrmEntity): ApiKey => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes as ApiKeyScope[],
  cities: row.cities,
  rateLimitPerMinute: row.rateLimitPerMinute,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
  lastUsedAt: row.lastUsedAt,
  lastUsedAddress: row.lastUsedAddress,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
});

@Injectable()
export class TypeOrmApiKeyStore extends ApiKeyStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(ApiKeyOrmEntity);
  }

  async insert(key: NewApiKey): Promise<ApiKey> {
    return toApiKey(await this.rows.save(this.rows.create({ ...key, revokedAt: null, lastUsedAt: null, lastUsedAddress: null })));
  }

  async list(): Promise<ApiKey[]> {
    return (await this.rows.find({ order: { createdAt: 'DESC' } })).map(toApiKey);
  }

  async findById(id: string): Promise<ApiKey | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toApiKey(row);
  }

  async findBySecretHash(secretHash: string): Promise<ApiKey | null> {
    const row = await this.rows.findOneBy({ secretHash });
    return row && toApiKey(row);
  }

  async revoke(id: string, at: Date): Promise<ApiKey | null> {
    await this.rows.update({ id, revokedAt: IsNull() }, { revokedAt: at });
    return this.findById(id);
  }

  async recordUse(id: string, at: Date, address: string | null): Promise<void> {
    await this.rows.update({ id }, { lastUsedAt: at, lastUsedAddress: address });
  }
}
