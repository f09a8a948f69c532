import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateIf } from 'class-validator';

export class CreatePaymentIntentDto {
  @ApiPropertyOptional({ example: 15, description: "Informational: the server charges the dinner's logistics fee as stored, whatever is sent." })
  @IsOptional()
  @IsNumber()
  @Min(0)
  amount?: number;
  @ApiPropertyOptional({
    example: 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c',
    format: 'uuid',
    description: "The payer's couple; must be the signed-in user's couple.",
  })
  @IsOptional()
  @IsUUID('all', { message: 'coupleId must be a couple id' })
  coupleId?: string;
  @ApiPropertyOptional({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid', description: 'The dinner to book and pay for (or give bookingId).' })
  @ValidateIf((dto: CreatePaymentIntentDto) => !dto.bookingId || dto.dinnerId !== undefined)
  @IsUUID('all', { message: 'dinnerId must be a dinner id (or give bookingId)' })
  dinnerId?: string;
  @ApiPropertyOptional({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid', description: 'The held booking to pay for (or give dinnerId).' })
  @IsOptional()
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  bookingId?: string;
}

export class PaymentIntentDto {
  @ApiProperty({ example: 'pi_3N..._secret_...', description: 'Confirms the payment in the client (Stripe.js, or the test-mode form).' }) clientSecret: string;
  @ApiProperty({ example: 'pi_3N...' }) paymentIntentId: string;
  @ApiProperty({ example: 1500, description: 'Amount charged, in minor units of `currency`.' }) amount: number;
  @ApiProperty({ example: 'eur', description: "The dinner city's currency, lower-case ISO 4217." }) currency: string;
  @ApiProperty({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid', description: 'The booking held for 15 minutes until the payment succeeds.' })
  bookingId: string;
  @ApiProperty({ enum: ['stripe', 'test-mode'] }) provider: string;
}

export class TestModeConfirmDto {
  @ApiProperty({ example: 'pi_test_mode_1a2b3c' }) @IsString() @MaxLength(255) paymentIntentId: string;
  @ApiProperty({ example: '4242 4242 4242 4242', description: '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.' })
  @IsString()
  @MaxLength(23)
  cardNumber: string;
  @ApiProperty({ example: '12 / 34', description: 'MM / YY; the month must not have passed.' }) @IsString() @MaxLength(7) expiry: string;
  @ApiProperty({ example: '123', description: '3 digits, 4 for American Express.' }) @IsString() @MaxLength(4) cvc: string;
}

export class TestModeConfirmResultDto {
  @ApiProperty({ enum: ['succeeded'] }) status: string;
  paymentIntentId: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) bookingId: string | null;
}

export class CheckPaymentDto {
  @ApiProperty({ example: 'pi_3N...' }) @IsString() @MaxLength(255) paymentIntentId: string;
}

export class PaymentCheckDto {
  @ApiProperty({
    enum: ['requires_payment', 'succeeded', 'failed', 'refund_pending', 'refunded'],
    description: 'refund_pending and refunded: paid when no spot could be booked any more; the money goes back.',
  })
  status: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) bookingId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'For refund_pending and refunded: what happened, to show the couple.' }) refundMessage:
    string | null;
}

export class PaymentConfigDto {
  @ApiProperty({ enum: ['stripe', 'test-mode'], description: 'test-mode: no real card is charged.' }) provider: string;
  @ApiProperty({ nullable: true, type: String, description: 'Stripe publishable key for Stripe Elements; null in test mode.' }) publishableKey: string | null;
}

export class WebhookReceivedDto {
  received: boolean;
  @ApiProperty({ description: 'The event was already applied; nothing changed.' }) duplicate: boolean;
}
