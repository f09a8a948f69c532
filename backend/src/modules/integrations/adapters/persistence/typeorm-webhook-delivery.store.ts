import { Injectable } from '@nestjs/common';
import type { CursorPage } from '../../../../platform/http/cursor-page';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { Sql, sql } from '../../../../platform/database/sql';
import { AttemptRecord, ClaimedDelivery, DeliveryFilter, NewDelivery, WebhookDeliveryStore } from '../../application/webhook-stores';
import type { DeliveryStatus, EndpointStatus, WebhookDelivery } from '../../domain/webhook-endpoint';
import { RESPONSE_EXCERPT_BYTES } from '../../domain/webhook-endpoint';
import type { WebhookEventType } from '../../domain/webhook-events';

const PENDING: DeliveryStatus = 'pending';
const DELIVERED: DeliveryStatus = 'delivered';
const FAILED: DeliveryStatus = 'failed';
const CANCELLED: DeliveryStatus = 'cancelled';
const SETTLED: DeliveryStatus[] = [DELIVERED, FAILED, CANCELLED];
const ENABLED: EndpointStatus = 'enabled';

const DELIVERY_COLUMNS = sql`d.id, d.endpoint_id AS "endpointId", d.event_id AS "eventId", d.event_type AS "eventType", d.aggregate_key AS "aggregateKey",
  d.body, d.status, d.attempts, d.first_attempt_at AS "firstAttemptAt", d.last_attempt_at AS "lastAttemptAt", d.next_attempt_at AS "nextAttemptAt",
  d.response_status AS "responseStatus", d.response_ms AS "responseMs", d.response_excerpt AS "responseExcerpt", d.created_at AS "createdAt"`;

type DeliveryRow = Omit<WebhookDelivery, 'eventType' | 'status'> & { eventType: string; status: string };
const toDelivery = (row: DeliveryRow): WebhookDelivery => ({ ...row, eventType: row.eventType as WebhookEventType, status: row.status as DeliveryStatus });
const excerpt = (text: string | null) => (text === null ? null : text.slice(0, RESPONSE_EXCERPT_BYTES));

@Injectable()
export class TypeOrmWebhookDeliveryStore extends WebhookDeliveryStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  /**
   * One statement with one array parameter per column, whatever the number of deliveries (a
   * reveal's batch queues hundreds): TypeORM's multi-row insert names a parameter per value. The
   * rows take their `seq` in the order given (WITH ORDINALITY), which is the order an endpoint
   * receives an aggregate's events in; a delivery already queued (endpoint, event) is skipped.
   */
  async enqueue(deliveries: readonly NewDelivery[]): Promise<number> {
    if (deliveries.length === 0) return 0;
    const column = <Value>(value: (delivery: NewDelivery) => Value) => deliveries.map(value);
    const queued = await this.db.rows<{ id: string }>(
      sql`INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, aggregate_key, body, status, attempts, next_attempt_at, created_at)
        SELECT endpoint_id, event_id, event_type, aggregate_key, body, ${PENDING}, 0, next_attempt_at, created_at
        FROM unnest(${column((d) => d.endpointId)}::uuid[], ${column((d) => d.eventId)}::uuid[], ${column((d) => d.eventType)}::text[],
          ${column((d) => d.aggregateKey)}::text[], ${column((d) => d.body)}::text[], ${column((d) => d.nextAttemptAt)}::timestamptz[],
          ${column((d) => d.createdAt)}::timestamptz[])
          WITH ORDINALITY AS d(endpoint_id, event_id, event_type, aggregate_key, body, next_attempt_at, created_at, position)
        ORDER BY position
        ON CONFLICT ON CONSTRAINT uq_webhook_deliveries_endpoint_event DO NOTHING
        RETURNING id`,
    );
    return queued.length;
  }

  async claimNext(now: Date, leaseUntil: Date): Promise<ClaimedDelivery | null> {
    const [row] = await this.db.rows<DeliveryRow & { url: string; secret: string }>(
      sql`SELECT ${DELIVERY_COLUMNS}, e.url, e.secret FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = ${PENDING} AND e.status = ${ENABLED} AND d.next_attempt_at <= ${now} AND (d.leased_until IS NULL OR d.leased_until <= ${now})
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries p
            WHERE p.endpoint_id = d.endpoint_id AND p.aggregate_key = d.aggregate_key AND p.status = ${PENDING} AND p.seq < d.seq)
        ORDER BY d.seq LIMIT 1 FOR UPDATE OF d SKIP LOCKED`,
    );
    if (!row) return null;
    await this.db.change(
      sql`UPDATE webhook_deliveries SET leased_until = ${leaseUntil}, attempts = attempts + 1, first_attempt_at = COALESCE(first_attempt_at, ${now}),
        last_attempt_at = ${now} WHERE id = ${row.id}`,
    );
    const { url, secret, ...delivery } = row;
    return {
      delivery: toDelivery({ ...delivery, attempts: delivery.attempts + 1, firstAttemptAt: delivery.firstAttemptAt ?? now, lastAttemptAt: now }),
      url,
      secret,
    };
  }

  async recordDelivered(id: string, attempt: AttemptRecord): Promise<void> {
    await this.settle(id, attempt, sql`status = ${DELIVERED}`);
  }

  async recordFailed(id: string, attempt: AttemptRecord, next: { retryAt: Date } | 'give_up' | 'cancel'): Promise<void> {
    const change =
      next === 'give_up'
        ? sql`status = ${FAILED}`
        : next === 'cancel'
          ? sql`status = ${CANCELLED}`
          : sql`status = ${PENDING}, next_attempt_at = ${next.retryAt}`;
    await this.settle(id, attempt, change);
  }

  private async settle(id: string, attempt: AttemptRecord, change: Sql): Promise<void> {
    await this.db.change(
      sql`UPDATE webhook_deliveries SET ${change}, leased_until = NULL, response_status = ${attempt.responseStatus}, response_ms = ${attempt.responseMs},
        response_excerpt = ${excerpt(attempt.responseExcerpt)} WHERE id = ${id}`,
    );
  }

  async cancelPending(endpointId: string): Promise<number> {
    return (
      await this.db.change(
        sql`UPDATE webhook_deliveries SET status = ${CANCELLED}, leased_until = NULL WHERE endpoint_id = ${endpointId} AND status = ${PENDING}`,
      )
    ).count;
  }

  async find(id: string): Promise<WebhookDelivery | null> {
    const [row] = await this.db.rows<DeliveryRow>(sql`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE d.id = ${id}`);
    return row ? toDelivery(row) : null;
  }

  async page(filter: DeliveryFilter, page: CursorPage): Promise<WebhookDelivery[]> {
    const ofEndpoint = filter.endpointId ? sql`d.endpoint_id = ${filter.endpointId}` : sql`true`;
    const ofStatus = filter.status ? sql`d.status = ${filter.status}` : sql`true`;
    const ofKey = filter.registeredByKeyId
      ? sql`d.endpoint_id IN (SELECT id FROM webhook_endpoints WHERE registered_by_key_id = ${filter.registeredByKeyId})`
      : sql`true`;
    const after = page.startingAfter ? sql`d.seq < (SELECT seq FROM webhook_deliveries WHERE id = ${page.startingAfter})` : sql`true`;
    const rows = await this.db.rows<DeliveryRow>(
      sql`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d WHERE ${ofEndpoint} AND ${ofStatus} AND ${ofKey} AND ${after} ORDER BY d.seq DESC LIMIT ${page.limit + 1}`,
    );
    return rows.map(toDelivery);
  }

  async resend(id: string, now: Date): Promise<void> {
    await this.db.change(
      sql`UPDATE webhook_deliveries SET status = ${PENDING}, attempts = 0, first_attempt_at = NULL, next_attempt_at = ${now}, leased_until = NULL WHERE id = ${id}`,
    );
  }

  async deleteSettledBefore(cutoff: Date): Promise<number> {
    return (await this.db.change(sql`DELETE FROM webhook_deliveries WHERE created_at < ${cutoff} AND status = ANY(${SETTLED})`)).count;
  }
}
