import { Injectable } from '@nestjs/common';
import { AdminDirectory } from '../../identity';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import type { WebhookEndpoint } from '../domain/webhook-endpoint';
import type { AttemptRecord } from './webhook-stores';

const lastAnswer = (attempt: AttemptRecord) =>
  attempt.responseStatus === null ? `no answer (${attempt.responseExcerpt ?? 'unknown error'})` : `HTTP ${attempt.responseStatus}`;

/** The admins' mails about a webhook endpoint in trouble, written in the caller's transaction through the outbox. */
@Injectable()
export class WebhookAlerts {
  constructor(
    private readonly admins: AdminDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  failing(endpoint: WebhookEndpoint, failures: number, attempt: AttemptRecord): Promise<void> {
    return this.tell(`Webhook endpoint failing: ${endpoint.url}`, [
      `The webhook endpoint ${endpoint.url} (${endpoint.description || 'no description'}) has failed ${failures} deliveries in a row; its last answer: ${lastAnswer(attempt)}.`,
      'Deliveries are retried with growing gaps. If it keeps failing for 72 hours, it is disabled and you will get one more mail.',
    ]);
  }

  disabled(endpoint: WebhookEndpoint, attempt: AttemptRecord): Promise<void> {
    return this.tell(`Webhook endpoint disabled: ${endpoint.url}`, [
      `The webhook endpoint ${endpoint.url} has failed for 72 hours (last answer: ${lastAnswer(attempt)}) and is now disabled; its pending deliveries were cancelled.`,
      'Enable it again in the console once the receiving system is fixed, and resend what it missed from its delivery log.',
    ]);
  }

  gone(endpoint: WebhookEndpoint): Promise<void> {
    return this.tell(`Webhook endpoint gone: ${endpoint.url}`, [
      `The webhook endpoint ${endpoint.url} answered 410 Gone, which means it wants no more events. It is stopped for good; register it again to resume.`,
    ]);
  }

  private async tell(subject: string, paragraphs: string[]): Promise<void> {
    const recipients = await this.admins.adminEmails();
    for (const to of recipients.length > 0 ? recipients : [this.config.get('supportEmail') as string]) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: 'Hello,',
        paragraphs,
        button: { label: 'Open Integrations', url: `${this.config.get('publicUrl')}/admin-dashboard#integrations` },
      });
      await this.outbox.enqueue({ to, subject, ...body });
    }
  }
}
