import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ReasonField } from '../../../../platform/http/reason-field';

export class SupportRefundDto {
  @ApiPropertyOptional({
    description: "Minor units of the payment's currency to give back (a part of the fee); leave out to refund the whole payment.",
    minimum: 1,
    maximum: 1_000_000,
    example: 500,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  amount_cents?: number;
  @ReasonField() reason: string;
}

export class SupportRefundResultDto {
  @ApiProperty({ format: 'uuid' }) payment_id: string;
  @ApiProperty({ description: 'Minor units of `currency` given back.', example: 1500 }) amount_cents: number;
  @ApiProperty({ example: 'gbp', description: "The payment's currency, lower-case ISO 4217: refunds are in the currency charged." }) currency: string;
  @ApiProperty({ enum: ['refunded', 'refund_pending'], description: 'refund_pending: the provider did not take it yet; the retry job keeps asking.' }) status:
    'refunded' | 'refund_pending';
}
