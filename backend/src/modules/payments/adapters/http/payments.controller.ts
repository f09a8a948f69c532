import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { CheckPayment } from '../../application/check-payment';
import { ConfirmTestModePayment } from '../../application/confirm-test-mode-payment';
import { CreatePaymentIntent } from '../../application/create-payment-intent';
import { PaymentProvider } from '../../application/payment-provider';
import { ReceiveWebhook } from '../../application/receive-webhook';
import {
  CheckPaymentDto,
  CreatePaymentIntentDto,
  PaymentCheckDto,
  PaymentConfigDto,
  PaymentIntentDto,
  TestModeConfirmDto,
  TestModeConfirmResultDto,
  WebhookReceivedDto,
} from './payments.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly createIntent: CreatePaymentIntent,
    private readonly confirmTestMode: ConfirmTestModePayment,
    private readonly receiveWebhook: ReceiveWebhook,
    private readonly checkPayment: CheckPayment,
    private readonly provider: PaymentProvider,
  ) {}

  @Get('config')
  @ApiOperation({
    summary: 'Payment configuration',
    description: 'Which card form the client shows: Stripe Elements with this publishable key, or the labelled test-mode form.',
  })
  @ApiOkResponse({ type: PaymentConfigDto, description: 'The payment provider and its publishable key.' })
  getPaymentConfig(): PaymentConfigDto {
    return { provider: this.provider.name, publishableKey: this.provider.publishableKey };
  }

  @Post('create-intent')
  @Idempotent()
  @SignedIn()
  @ApiOperation({
    summary: 'Open a payment for a booking',
    description:
      "Holds a spot on the dinner (15 minutes) and opens a payment intent for the dinner's logistics fee with the payment provider. Give the held booking, or the dinner to hold a spot on. The amount charged is the fee as stored, whatever the client sends.",
  })
  @ApiCreatedResponse({ type: PaymentIntentDto, description: "The intent's client secret for the card form, the amount and the held booking." })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({
    type: ErrorResponseDto,
    description: "Another couple, email not verified, service terminated, or a dinner outside the couple's city (DINNERS.NOT_IN_YOUR_CITY).",
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such dinner or booking.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full, deadline passed, already booked or already paid.' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The payment provider failed.' })
  async createPaymentIntent(@Req() request: AuthenticatedRequest, @Body() body: CreatePaymentIntentDto): Promise<PaymentIntentDto> {
    const result = await this.createIntent.execute(request.user, { dinnerId: body.dinnerId, bookingId: body.bookingId, coupleId: body.coupleId });
    return {
      clientSecret: result.clientSecret,
      paymentIntentId: result.paymentIntentId,
      amount: result.amountCents,
      currency: result.currency,
      bookingId: result.bookingId,
      provider: result.provider,
    };
  }

  @Post('test-mode/confirm')
  @Idempotent()
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay with a test card (test mode)',
    description:
      'Test mode only (404 when the provider is Stripe): pays an intent with a Stripe test card number; a paid intent confirms the booking. Declining cards answer 400 `PAYMENTS.CARD_DECLINED`.',
  })
  @ApiOkResponse({ type: TestModeConfirmResultDto, description: 'The payment outcome and the booking.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "Declined (PAYMENTS.CARD_DECLINED, 'Your card was declined.') or an invalid card number." })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's payment (PAYMENTS.NOT_YOUR_PAYMENT)." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown intent, or test mode is off.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'Already paid (PAYMENTS.ALREADY_PROCESSED), or paid when the booking had no spot left, cancelled, closed or full: the payment is refunded (PAYMENTS.REFUNDED_NO_SPOT, the message says why).',
  })
  async confirmTestModePayment(@Req() request: AuthenticatedRequest, @Body() body: TestModeConfirmDto): Promise<TestModeConfirmResultDto> {
    const result = await this.confirmTestMode.execute(request.user, body.paymentIntentId, { cardNumber: body.cardNumber, expiry: body.expiry, cvc: body.cvc });
    return { status: result.status, paymentIntentId: body.paymentIntentId, bookingId: result.bookingId };
  }

  @Post('check-intent')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a payment',
    description: 'After the card form succeeded: the server asks the payment provider about the intent and confirms the booking if it was paid.',
  })
  @ApiOkResponse({ type: PaymentCheckDto, description: 'The payment and booking status.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's payment (PAYMENTS.NOT_YOUR_PAYMENT)." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such payment intent (PAYMENTS.INTENT_NOT_FOUND).' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The payment provider failed.' })
  checkPaymentIntent(@Req() request: AuthenticatedRequest, @Body() body: CheckPaymentDto): Promise<PaymentCheckDto> {
    return this.checkPayment.execute(request.user, body.paymentIntentId);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe webhook',
    description:
      "Receives Stripe's events, authenticated by the Stripe-Signature header over the raw body. A paid intent confirms its booking; a replayed event changes nothing (`duplicate: true`). Not for browsers or API clients.",
  })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiOkResponse({ type: WebhookReceivedDto, description: 'The event is received.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or bad signature.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Stripe is not configured.' })
  async receiveStripeWebhook(
    @Req() request: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    const { duplicate } = await this.receiveWebhook.execute(request.rawBody, signature);
    return { received: true, duplicate };
  }
}
