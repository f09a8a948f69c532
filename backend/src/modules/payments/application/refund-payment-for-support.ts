import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { PaymentErrors } from '../domain/payment-errors';
import { PaymentLedger } from './payment-ledger';
import { RefundPayment } from './refund-payment';
import { SupportRefundMail } from './support-refund-mail';

export interface SupportRefundRequest {
  /** Cents to give back; absent for the whole payment. */
  amountCents?: number;
  reason: string;
}

export interface SupportRefundResult {
  paymentId: string;
  amountCents: number;
  /** Lower-case ISO 4217: the refund is in the currency charged. */
  currency: string;
  /** refunded once the provider took it; refund_pending while the retry job keeps asking. */
  status: 'refunded' | 'refund_pending';
}

/**
 * Customer support gives a succeeded payment back, in full or in part (a goodwill refund
 * of part of the fee), and again later up to what is left of it. The claim, the couple's
 * mail and the audit entry commit together with the payment row locked, so two admins
 * cannot refund one payment twice; the provider is asked after commit and the retry job
 * takes over if it refuses. The booking is left as it is: cancelling it is a separate action.
 */
@Injectable()
export class RefundPaymentForSupport {
  constructor(
    private readonly ledger: PaymentLedger,
    private readonly refunds: RefundPayment,
    private readonly audit: AdminAuditLog,
    private readonly mail: SupportRefundMail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(adminId: string, paymentId: string, request: SupportRefundRequest): Promise<SupportRefundResult> {
    const claimed = await this.unitOfWork.run(async () => {
      const payment = await this.ledger.lockById(paymentId);
      if (!payment) throw PaymentErrors.paymentNotFound();
      if (payment.status !== 'succeeded') throw PaymentErrors.notRefundable(payment.status);
      const left = payment.amount - payment.refundedAmount;
      const amountCents = request.amountCents ?? left;
      if (amountCents > left) throw PaymentErrors.refundTooLarge(payment.amount, payment.refundedAmount, payment.currency);
      const partialAmount = amountCents === left ? null : amountCents;
      await this.ledger.claimRefund(payment.id, partialAmount);
      await this.mail.refunded(payment, amountCents);
      await this.audit.record({
        adminId,
        action: 'refund_payment',
        subjectUserIds: [payment.userId],
        detail: {
          reason: request.reason,
          paymentId: payment.id,
          bookingId: payment.bookingId,
          amountCents,
          paidCents: payment.amount,
          refundedBeforeCents: payment.refundedAmount,
        },
      });
      return { ...payment, status: 'refund_pending' as const, refundAmount: partialAmount };
    });
    const refunded = await this.refunds.execute(claimed);
    return {
      paymentId,
      amountCents: claimed.refundAmount ?? claimed.amount - claimed.refundedAmount,
      currency: claimed.currency,
      status: refunded ? 'refunded' : 'refund_pending',
    };
  }
}
