import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { DEFAULT_LANGUAGE, Language } from '../../../kernel/languages';
import { AppConfig } from '../../../platform/config/app-config';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { ContactMessage } from '../domain/contact-message';
import { contactAcknowledgementMail, contactForwardMail } from './contact-mails';
import { ContactMessageRepository } from './contact-message.repository';

/** Stores a contact message, acknowledges it to the sender and forwards it to the support inbox. */
@Injectable()
export class SendContactMessage {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** `language`: the page's, for the sender's receipt (English when not said: absent or null, as an optional field may come). */
  async execute({
    language,
    ...input
  }: {
    name: string;
    email: string;
    subject: string;
    message: string;
    language?: Language | null;
  }): Promise<ContactMessage> {
    const stored = await this.messages.add({ ...input, email: input.email.trim().toLowerCase(), receivedAt: this.clock.now() });
    const appName = this.config.get('appName');
    await this.outbox.enqueue(contactAcknowledgementMail(appName, stored, language ?? DEFAULT_LANGUAGE));
    const supportEmail = this.config.get('supportEmail');
    if (supportEmail) await this.outbox.enqueue(contactForwardMail(appName, supportEmail, stored));
    return stored;
  }
}
