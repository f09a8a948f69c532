import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { TransactionHooks } from '../../../platform/database/transaction-hooks';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { JobCatalog } from '../../../platform/jobs/job-catalog';
import { JobSummaries } from '../../../platform/jobs/job-summary';
import { afterFailure, FAILURES_BEFORE_ALERT, failingTooLong, outcomeOf } from '../domain/webhook-retries';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import { WebhookAlerts } from './webhook-alerts';
import { WebhookResponse, WebhookSender } from './webhook-sender';
import { AttemptRecord, ClaimedDelivery, WebhookDeliveryStore, WebhookEndpointStore } from './webhook-stores';
import { integrationsMessages } from './integrations-messages';

const summaries = new JobSummaries(integrationsMessages);

/** A claimed delivery is another sender's again after this long: longer than a send's timeout. */
const LEASE_MS = 60_000;

/**
 * Sends the pending deliveries (docs/api-for-integrators.md, "Retries and ordering"): each
 * due delivery whose aggregate has no earlier one pending to the same endpoint, signed,
 * one attempt at a time. A 2xx delivers it; a 410 stops the endpoint for good; anything else
 * is retried with growing gaps for 72 hours. An endpoint failing 5 times in a row is
 * reported to the admins once, and disabled once it has failed for 72 hours.
 * Runs right after a commit that queued deliveries (in this process, not awaited by the
 * request) and every minute as the `integrations.webhook-deliveries` job, for retries.
 */
@Injectable()
export class WebhookDeliveries implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveries.name);
  private queued = false;
  private pass: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly deliveries: WebhookDeliveryStore,
    private readonly endpoints: WebhookEndpointStore,
    private readonly sender: WebhookSender,
    private readonly alerts: WebhookAlerts,
    private readonly unitOfWork: UnitOfWork,
    private readonly hooks: TransactionHooks,
    private readonly catalog: JobCatalog,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.hooks.afterCommit(async () => {
      if (!this.queued) return;
      this.queued = false;
      this.kick();
    });
    this.catalog.register({
      name: 'integrations.webhook-deliveries',
      describe: (language) => integrationsMessages.in(language)('integrations.job.webhookDeliveries'),
      schedule: '* * * * *',
      run: async () => {
        const sent = await this.sendDue();
        return summaries.of({ 'integrations.jobSummary.deliveryAttempts': sent });
      },
      summarize: (parts, language) => summaries.word(parts, language),
    });
  }

  /** Deliveries were queued in the current transaction: a pass follows its commit. */
  markQueued(): void {
    this.queued = true;
  }

  /** A pass now, unless one is running (it goes round once more); never awaited by a request. */
  kick(): void {
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = (async () => {
      do {
        this.again = false;
        await this.sendDue();
      } while (this.again);
    })()
      .catch((error: unknown) => this.logger.error({ msg: 'webhook delivery pass failed', error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (this.pass = null));
  }

  /** Resolves once no pass runs (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /** Attempts every delivery due now, in order; answers how many attempts it made. */
  async sendDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.unitOfWork.run(() => this.deliveries.claimNext(now, new Date(now.getTime() + LEASE_MS)));
      if (!claimed) return attempts;
      attempts += 1;
      await this.record(claimed, await this.send(claimed));
    }
  }

  private send({ delivery, url, secret }: ClaimedDelivery): Promise<WebhookResponse> {
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    return this.sender.send({
      url,
      body: delivery.body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Tablemates-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, delivery.body),
        'Tablemates-Event-Id': delivery.eventId,
        'Tablemates-Delivery-Id': delivery.id,
      },
    });
  }

  private async record({ delivery }: ClaimedDelivery, response: WebhookResponse): Promise<void> {
    const now = this.clock.now();
    const attempt: AttemptRecord = {
      at: now,
      responseStatus: response.status,
      responseMs: Math.round(response.durationMs),
      responseExcerpt: response.status === null ? response.error : response.excerpt,
    };
    const outcome = outcomeOf(response.status);
    await this.unitOfWork.run(async () => {
      const endpoint = await this.endpoints.lock(delivery.endpointId);
      if (outcome === 'delivered') {
        await this.deliveries.recordDelivered(delivery.id, attempt);
        if (endpoint && endpoint.consecutiveFailures > 0)
          await this.endpoints.update(endpoint.id, { failingSince: null, consecutiveFailures: 0, alertedAt: null });
        return;
      }
      if (outcome === 'gone') {
        await this.deliveries.recordFailed(delivery.id, attempt, 'cancel');
        if (!endpoint || endpoint.status === 'gone') return;
        await this.endpoints.markGone(endpoint.id, 'It answered 410 Gone: no more events are sent to it.');
        await this.deliveries.cancelPending(endpoint.id);
        await this.alerts.gone(endpoint);
        return;
      }
      const firstAttemptAt = delivery.firstAttemptAt ?? now;
      const next = afterFailure(delivery.attempts, firstAttemptAt, now);
      await this.deliveries.recordFailed(delivery.id, attempt, next);
      if (!endpoint || endpoint.status !== 'enabled') return;
      const failingSince = endpoint.failingSince ?? now;
      const failures = endpoint.consecutiveFailures + 1;
      // 72 hours of failures: a delivery given up without a success since its first attempt, or a streak that long.
      if ((next === 'give_up' && failingSince.getTime() <= firstAttemptAt.getTime()) || failingTooLong(failingSince, now)) {
        await this.endpoints.update(endpoint.id, {
          status: 'disabled',
          disabledReason: 'Failed for 72 hours without a success.',
          failingSince,
          consecutiveFailures: failures,
        });
        await this.deliveries.cancelPending(endpoint.id);
        await this.alerts.disabled(endpoint, attempt);
        return;
      }
      const alert = failures >= FAILURES_BEFORE_ALERT && !endpoint.alertedAt;
      await this.endpoints.update(endpoint.id, { failingSince, consecutiveFailures: failures, ...(alert ? { alertedAt: now } : {}) });
      if (alert) await this.alerts.failing(endpoint, failures, attempt);
    });
  }
}
