import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { sql } from '../../../../platform/database/sql';
import { EndpointChanges, NewEndpoint, WantingEndpoint, WebhookEndpointStore } from '../../application/webhook-stores';
import type { EndpointStatus, WebhookEndpoint } from '../../domain/webhook-endpoint';
import type { WebhookEventType } from '../../domain/webhook-events';
import { WebhookEndpointOrmEntity } from './webhook-endpoint.orm-entity';

const ENABLED: EndpointStatus = 'enabled';
const GONE: EndpointStatus = 'gone';

const toEndpoint = (row: WebhookEndpointOrmEntity): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes as WebhookEventType[],
  secret: row.secret,
  status: row.status as EndpointStatus,
  disabledReason: row.disabledReason,
  failingSince: row.failingSince,
  consecutiveFailures: row.consecutiveFailures,
  alertedAt: row.alertedAt,
  createdAt: row.createdAt,
  registeredByKeyId: row.registeredByKeyId,
});

@Injectable()
export class TypeOrmWebhookEndpointStore extends WebhookEndpointStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(WebhookEndpointOrmEntity);
  }

  async insert(endpoint: NewEndpoint): Promise<WebhookEndpoint> {
    return toEndpoint(
      await this.rows.save(
        this.rows.create({ ...endpoint, status: ENABLED, disabledReason: null, failingSince: null, consecutiveFailures: 0, alertedAt: null }),
      ),
    );
  }

  async list(registeredByKeyId?: string): Promise<WebhookEndpoint[]> {
    return (await this.rows.find({ where: registeredByKeyId ? { registeredByKeyId } : {}, order: { createdAt: 'DESC', id: 'ASC' } })).map(toEndpoint);
  }

  async find(id: string): Promise<WebhookEndpoint | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toEndpoint(row);
  }

  async lock(id: string): Promise<WebhookEndpoint | null> {
    const row = await this.rows.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return row && toEndpoint(row);
  }

  async update(id: string, changes: EndpointChanges & Partial<WebhookEndpoint>): Promise<void> {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(defined).length > 0) await this.rows.update({ id }, defined);
  }

  async markGone(id: string, reason: string): Promise<void> {
    await this.rows.update({ id }, { status: GONE, disabledReason: reason });
  }

  async delete(id: string): Promise<boolean> {
    return ((await this.rows.delete({ id })).affected ?? 0) > 0;
  }

  async wanting(types: readonly WebhookEventType[]): Promise<WantingEndpoint[]> {
    if (types.length === 0) return [];
    return this.db.rows<WantingEndpoint>(
      sql`SELECT e.id, k.cities, e.event_types AS "eventTypes", k.expires_at AS "keyExpiresAt"
         FROM webhook_endpoints e LEFT JOIN api_keys k ON k.id = e.registered_by_key_id
        WHERE e.status = ${ENABLED} AND e.event_types && ${types}::varchar[] AND (e.registered_by_key_id IS NULL OR k.revoked_at IS NULL)
        ORDER BY e.created_at, e.id`,
    );
  }
}
