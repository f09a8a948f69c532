import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

const nullableString = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

export class CustomerLookupQueryDto {
  @ApiProperty({ description: 'User id, or part of an email, first or last name (trimmed; case and accents ignored).', example: 'murphy' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;
}

export class SupportUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  email: string;
  email_verified: boolean;
  first_name: string;
  @ApiProperty(nullableString) last_name: string | null;
  @ApiProperty(nullableString) phone_number: string | null;
  @ApiProperty(nullableString) location: string | null;
  @ApiProperty(nullableString) industry: string | null;
  @ApiProperty(nullableString) gender: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) date_of_birth: string | null;
  accepted_terms: boolean;
  accepted_privacy_policy: boolean;
  opt_in_for_marketing: boolean;
  contact_consent: boolean;
  service_terminated: boolean;
  signup_status: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) couple_id: string | null;
  @ApiProperty({ description: 'The partner was invited (an address given) and has not joined: the invitation can be sent again.' })
  partner_invitation_pending: boolean;
  is_admin: boolean;
}

export class SupportCoupleDto {
  @ApiProperty({ example: 'active', description: "The couple's status; service_terminated once two late cancellations in a row ended its service." })
  status: string;
  @ApiProperty({
    example: 0,
    description: 'No-shows (marked by the restaurant or the admins) at dinners of the last twelve months; NO_SHOW_SUSPENSION_THRESHOLD reaches the limit.',
  })
  no_shows_last_12_months: number;
}

export class SupportSubscriptionDto {
  @ApiProperty({ example: 'active' }) status: string;
  plan_type: string;
  @ApiProperty(nullableDate) current_period_start: Date | null;
  @ApiProperty(nullableDate) current_period_end: Date | null;
  @ApiProperty(nullableString) provider_customer_id: string | null;
}

export class SupportPaymentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ example: 'dinner_booking' }) transaction_type: string;
  @ApiProperty({ example: 1500, description: 'Minor units (cents).' }) amount: number;
  @ApiProperty({ example: 'eur' }) currency: string;
  @ApiProperty({
    example: 'succeeded',
    description: 'requires_payment, succeeded, partially_refunded (paid, part of it given back, the rest refundable), failed, refund_pending or refunded.',
  })
  status: string;
  provider_payment_intent_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) booking_id: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Cents given back so far (part or all of the amount); null when nothing is.', example: 1500 })
  refunded_amount: number | null;
}

export class SupportBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ example: 'confirmed' }) status: string;
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  @ApiProperty({ example: 'Dublin' }) dinner_city: string;
  @ApiProperty({ format: 'date-time' }) dinner_date: Date;
  @ApiProperty({ example: 'Europe/Dublin', description: "The dinner city's IANA time zone." }) dinner_time_zone: string;
  @ApiProperty({ example: 'accepting_bookings' }) dinner_status: string;
}

export class SupportBookingHistoryDto extends SupportBookingDto {
  @ApiProperty({ enum: ['arrived', 'no_show'], nullable: true, description: "The evening's mark of the couple at that dinner; null when none." })
  attendance: 'arrived' | 'no_show' | null;
}

export class SupportMailSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  subject: string;
  @ApiProperty({ enum: ['pending', 'sent', 'failed'] }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty(nullableDate) sent_at: Date | null;
}

export class CustomerLookupResultDto {
  user: SupportUserDto;
  couple: SupportCoupleDto | null;
  subscription: SupportSubscriptionDto | null;
  paymentHistory: SupportPaymentDto[];
  bookingHistory: SupportBookingHistoryDto[];
  @ApiProperty({ type: [SupportMailSummaryDto], description: 'The newest mails to the person (at most 10).' }) mails: SupportMailSummaryDto[];
}

export class CustomerLookupResponseDto {
  results: CustomerLookupResultDto[];
}

export class AuditLogQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1_000_000 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) page_size?: number;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    format: 'uuid',
    description:
      "Who acted: the admin, with actor_kind 'member' that member (the nil id once erased), with 'api_key' the integration's key (its name in `detail.key_name`).",
  })
  admin_id: string;
  @ApiProperty({ ...nullableString, description: 'The name of who acted (admin or member, by actor_kind); null once deleted.', example: 'Ada Admin' })
  admin_name: string | null;
  @ApiProperty({ ...nullableString, example: 'ada@tablemates.ie' }) admin_email: string | null;
  @ApiProperty({
    enum: ['admin', 'member', 'api_key'],
    description:
      "Who acted: an admin (support, deletion, purge), a member on their own data (contact_share_*: their own see-you-again choice), or an integration's API key (api_call: one call, its method, path and status in `detail`).",
  })
  actor_kind: 'admin' | 'member' | 'api_key';
  @ApiProperty({
    enum: [
      'support_lookup',
      'delete_user',
      'purge_users',
      'purge_bookings',
      'close_bookings',
      'contact_share_granted',
      'contact_share_withdrawn',
      'refund_payment',
      'cancel_booking',
      'move_booking',
      'resend_mail',
      'reinstate_couple',
      'resend_invitation',
      'api_call',
    ],
  })
  action: string;
  @ApiProperty({ ...nullableString, description: "The lookup's search text ('[erased]' once it named an erased person)." }) query: string | null;
  @ApiProperty({ type: [String], description: 'Users shown or acted on.' }) subject_user_ids: string[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "Purge counts; for a contact grant the field and the two couples; a support action's reason and what it acted on.",
  })
  detail: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) at: Date;
}

export class AuditLogPageDto {
  entries: AuditLogEntryDto[];
  total: number;
  page: number;
  page_size: number;
}
