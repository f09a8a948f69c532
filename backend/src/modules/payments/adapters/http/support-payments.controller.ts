import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { RefundPaymentForSupport } from '../../application/refund-payment-for-support';
import { SupportRefundDto, SupportRefundResultDto } from './support-refund.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

/** Customer support's action on a payment. Admins only; audit-logged with its reason. */
@ApiTags('support')
@AdminPermission('support:accounts')
@Controller('admin/support/payments')
export class SupportPaymentsController {
  constructor(private readonly refundForSupport: RefundPaymentForSupport) {}

  @Post(':id/refund')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund a payment',
    description:
      'Gives a succeeded payment back through the payment provider, in full or the amount given (part of the fee). The booking stays as it is. Written to the audit log with the reason.',
  })
  @ApiOkResponse({ type: SupportRefundResultDto, description: 'The refund, taken by the provider or pending its retry.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No reason, a reason on several lines, or an amount above what was paid.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown payment.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The payment did not succeed or is already refunded (PAYMENTS.NOT_REFUNDABLE).' })
  async refundPayment(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: SupportRefundDto): Promise<SupportRefundResultDto> {
    const result = await this.refundForSupport.execute(request.user.id, id, { amountCents: body.amount_cents, reason: body.reason });
    return { payment_id: result.paymentId, amount_cents: result.amountCents, currency: result.currency, status: result.status };
  }
}
