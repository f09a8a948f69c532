import { Body, Controller, Get, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedInGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { CheckPayment } from '../../application/check-payment';
import { ConfirmTestModePayment } from '../../application/confirm-test-mode-payment';
import { CreatePaymentIntent } from '../../application/create-payment-intent';
import { PaymentProvider } from '../../application/payment-provider';
import { ReceiveWebhook } from '../../application/receive-webhook';
import { CheckPaymentDto, CreatePaymentIntentDto, PaymentCheckDto, PaymentConfigDto, PaymentIntentDto, TestModeConfirmDto, TestModeConfirmResultDto, WebhookReceivedDto } from './payments.dto';

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
  @ApiOperation({ summary: 'Which card form the client shows: Stripe Elements with this publishable key, or the test-mode form. Public.' })
  @ApiOkResponse({ type: PaymentConfigDto })
  getPaymentConfig(): PaymentConfigDto {
    return { provider: this.provider.name, publishableKey: this.provider.publishableKey };
  }

  @Post('create-intent')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @ApiOperation({ summary: "Holds a spot (15 minutes) and opens a payment intent for the dinner's logistics fee. Signed in, verified email." })
  @ApiCreatedResponse({ type: PaymentIntentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Another couple, email not verified, or service terminated.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full, deadline passed, already booked or already paid.' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The payment provider failed.' })
  async createPaymentIntent(@Req() request: AuthenticatedRequest, @Body() body: CreatePaymentIntentDto): Promise<PaymentIntentDto> {
    const result = await this.createIntent.execute(request.user, { dinnerId: body.dinnerId, bookingId: body.bookingId, coupleId: body.coupleId });
    return { clientSecret: result.clientSecret, paymentIntentId: result.paymentIntentId, amount: result.amountCents, bookingId: result.bookingId, provider: result.provider };
  }

  @Post('test-mode/confirm')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Test mode only (never in production): pays an intent with a Stripe test card number. Signed in, own couple.' })
  @ApiOkResponse({ type: TestModeConfirmResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "Declined (PAYMENTS.CARD_DECLINED, 'Your card was declined.') or an invalid card number." })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown intent, or test mode is off.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already paid.' })
  async confirmTestModePayment(@Req() request: AuthenticatedRequest, @Body() body: TestModeConfirmDto): Promise<TestModeConfirmResultDto> {
    const result = await this.confirmTestMode.execute(request.user, body.paymentIntentId, { cardNumber: body.cardNumber, expiry: body.expiry, cvc: body.cvc });
    return { status: result.status, paymentIntentId: body.paymentIntentId, bookingId: result.bookingId };
  }

  @Post('check-intent')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @HttpCode(200)
  @ApiOperation({ summary: "After the card form succeeded: the server asks the provider about the intent and confirms the booking if it was paid. Signed in, own couple." })
  @ApiOkResponse({ type: PaymentCheckDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The payment provider failed.' })
  checkPaymentIntent(@Req() request: AuthenticatedRequest, @Body() body: CheckPaymentDto): Promise<PaymentCheckDto> {
    return this.checkPayment.execute(request.user, body.paymentIntentId);
  }

  @Post('webhook')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe webhook. Authenticated by the Stripe-Signature header over the raw body; replays change nothing.' })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or bad signature.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Stripe is not configured.' })
  async receiveStripeWebhook(@Req() request: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookReceivedDto> {
    const { duplicate } = await this.receiveWebhook.execute(request.rawBody, signature);
    return { received: true, duplicate };
  }
}
