import { Injectable } from '@nestjs/common';
import { AdminDirectory } from '../../identity';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import type { WebhookEndpoint } from '../domain/webhook-endpoint';
import type { Translate } from '../../../kernel/translator';
import type { AttemptRecord } from './webhook-stores';
import { IntegrationsKey, integrationsMessages } from './integrations-messages';

/** An attempt's outcome as the admins read it: the HTTP status, or why there was none. */
const lastAnswer = (t: Translate<IntegrationsKey>, attempt: AttemptRecord) =>
  attempt.responseStatus === null
    ? t('integrations.alert.noAnswer', { error: attempt.responseExcerpt ?? t('integrations.alert.unknownError') })
    : t('integrations.alert.httpStatus', { status: String(attempt.responseStatus) });

/** The admins' mails about a webhook endpoint in trouble, written in the caller's transaction through the outbox. */
@Injectable()
export class WebhookAlerts {
  constructor(
    private readonly admins: AdminDirectory,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  failing(endpoint: WebhookEndpoint, failures: number, attempt: AttemptRecord): Promise<void> {
    return this.tell((t) => ({
      subject: t('integrations.alert.failingSubject', { url: endpoint.url }),
      paragraphs: [
        t('integrations.alert.failing', {
          url: endpoint.url,
          description: endpoint.description || t('integrations.alert.noDescription'),
          failures,
          answer: lastAnswer(t, attempt),
        }),
        t('integrations.alert.failingRetries'),
      ],
    }));
  }

  disabled(endpoint: WebhookEndpoint, attempt: AttemptRecord): Promise<void> {
    return this.tell((t) => ({
      subject: t('integrations.alert.disabledSubject', { url: endpoint.url }),
      paragraphs: [t('integrations.alert.disabled', { url: endpoint.url, answer: lastAnswer(t, attempt) }), t('integrations.alert.disabledNext')],
    }));
  }

  gone(endpoint: WebhookEndpoint): Promise<void> {
    return this.tell((t) => ({
      subject: t('integrations.alert.goneSubject', { url: endpoint.url }),
      paragraphs: [t('integrations.alert.gone', { url: endpoint.url })],
    }));
  }

  /** One mail to each admin, worded in their language. */
  private async tell(word: (t: Translate<IntegrationsKey>) => { subject: string; paragraphs: string[] }): Promise<void> {
    for (const { email, language } of await this.admins.mailRecipients()) {
      const t = integrationsMessages.in(language);
      const { subject, paragraphs } = word(t);
      const body = renderEmail({
        appName: this.config.get('appName'),
        language,
        greeting: t('integrations.alert.greeting'),
        paragraphs,
        button: { label: t('integrations.alert.button'), url: `${this.config.get('publicUrl')}/admin-dashboard#integrations` },
      });
      await this.outbox.enqueue({ to: email, subject, ...body });
    }
  }
}
