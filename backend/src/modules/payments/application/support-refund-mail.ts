import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { MemberAccounts } from '../../identity';
import { moneyText } from '../../../kernel/money';
import { PaymentRecord } from './payment-ledger';

const money = (minor: number, currency: string) => moneyText(minor, currency);

/** The mail to both partners when support gives money back, in full or in part; queued in the refund's transaction. */
@Injectable()
export class SupportRefundMail {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly members: MemberAccounts,
    private readonly config: AppConfig,
  ) {}

  async refunded(payment: PaymentRecord, amountCents: number): Promise<void> {
    const refundedInAll = payment.refundedAmount + amountCents;
    const whole = refundedInAll === payment.amount && payment.refundedAmount === 0;
    const subject = whole ? 'Your payment is refunded' : 'Part of your payment is refunded';
    for (const member of await this.members.listMembers(payment.coupleId)) {
      const body = renderEmail({
        appName: this.config.get('appName'),
        greeting: `Hi ${member.firstName},`,
        paragraphs: [
          whole
            ? `We have refunded your ${money(payment.amount, payment.currency)} payment in full.`
            : `We have refunded ${money(amountCents, payment.currency)} of your ${money(payment.amount, payment.currency)} payment` +
              (refundedInAll === payment.amount ? ', the last of it.' : `; ${money(refundedInAll, payment.currency)} of it is now refunded in all.`),
          'It goes back to the card you paid with and usually shows within 5 to 10 working days.',
          'Your booking stays as it is: this refund changes nothing about your dinner.',
        ],
        button: { label: 'Go to your dashboard', url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: member.email, subject, ...body });
    }
  }
}
