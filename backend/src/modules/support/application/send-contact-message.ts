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

  /** `language`: the page's, for the sender's receipt (English when not said). */
  async execute({
    language = DEFAULT_LANGUAGE,
    ...input
  }: {
    name: string;
    email: string;
    subject: string;
    message: string;
    language?: Language;
  }): Promise<ContactMessage> {
    const stored = await this.messages.add({ ...input, email: input.email.trim().toLowerCase(), receivedAt: this.clock.now() });
    const appName = this.config.get('appName');
    await this.outbox.enqueue(contactAcknowledgementMail(appName, stored, language));
    const supportEmail = this.config.get('supportEmail');
    if (supportEmail) await this.outbox.enqueue(contactForwardMail(appName, supportEmail, stored));
    return stored;
  }
}
