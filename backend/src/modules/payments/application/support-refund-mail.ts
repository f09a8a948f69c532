import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { MemberAccounts } from '../../identity';
import { moneyText } from '../../../kernel/money';
import { localeOf } from '../../../kernel/languages';
import { PaymentRecord } from './payment-ledger';
import { paymentsMessages } from './payments-messages';

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
    for (const member of await this.members.listMembers(payment.coupleId)) {
      const t = paymentsMessages.in(member.language);
      const money = (minor: number) => moneyText(minor, payment.currency, localeOf(member.language));
      const amounts = { amount: money(payment.amount), refunded: money(amountCents), total: money(refundedInAll) };
      const body = renderEmail({
        appName: this.config.get('appName'),
        language: member.language,
        greeting: t('payments.greeting', { firstName: member.firstName }),
        paragraphs: [
          t(whole ? 'payments.refund.whole' : refundedInAll === payment.amount ? 'payments.refund.last' : 'payments.refund.part', amounts),
          t('payments.refund.card'),
          t('payments.refund.bookingStays'),
        ],
        button: { label: t('payments.button.dashboard'), url: `${this.config.get('publicUrl')}/dashboard` },
      });
      await this.outbox.enqueue({ to: member.email, subject: t(whole ? 'payments.refund.wholeSubject' : 'payments.refund.partSubject'), ...body });
    }
  }
}
