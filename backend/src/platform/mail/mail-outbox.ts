import type { OutgoingMail } from './mailer';

/**
 * Port for every mail a use case sends. The mail is recorded in the current transaction
 * (`UnitOfWork.run`), so it exists exactly when the state change it reports was
 * committed; the outbox delivery sends it afterwards, with retries.
 */
export abstract class MailOutbox {
  abstract enqueue(mail: OutgoingMail): Promise<void>;

  /** Several mails of one change (a matching run's restaurant reservations: hundreds), in the same transaction. */
  async enqueueAll(mails: readonly OutgoingMail[]): Promise<void> {
    for (const mail of mails) await this.enqueue(mail);
  }
}
