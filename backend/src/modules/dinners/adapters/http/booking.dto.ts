import { RunningLateNoticeDto } from './restaurant-reservation.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { MultiLine } from '../../../../platform/http/single-line';
import { REVEAL_TIMINGS } from '../../domain/reveal-policy';
import type { RevealTiming } from '../../domain/reveal-policy';
import { REVEAL_TIMING_TEXT } from './dinner.dto';

export class BookingSlotDto {
  @ApiProperty({ example: '2026-12-04' }) date: string;
  @ApiProperty({ example: '19:30' }) time: string;
  city: string;
  country: string;
}

export class RevealedRestaurantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string | null;
  website: string | null;
  description: string | null;
  cuisine_types: string[];
  @ApiProperty({ example: '€€€' }) price_range: string;
  dietary_accommodations: string[];
  @ApiProperty({ example: 4.5 }) avg_rating: number;
}

/** What a couple may know of another couple at its table: first names and a few interests. */
export class OtherCoupleDto {
  @ApiProperty({ format: 'uuid', description: "The other couple's primary user id; couple reviews are keyed by it." }) user_id: string;
  @ApiProperty({ example: 'Aoife & Cian' }) coupleNames: string;
  first_names: string[];
  @ApiProperty({ type: [String], description: 'At most three.' }) interests: string[];
}

export class OtherCouplesDto {
  @ApiProperty({ type: [OtherCoupleDto], description: 'Empty until 24 hours before the dinner.' }) otherCouples: OtherCoupleDto[];
}

export class BookingDto {
  @ApiProperty({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid' }) id: string;
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid' }) dinner_id: string;
  @ApiProperty({ enum: ['booked', 'confirmed', 'revealed', 'attended', 'cancelled', 'expired'], description: 'booked: held for 15 minutes awaiting payment.' })
  status: string;
  slot: BookingSlotDto;
  @ApiProperty({ example: 'One of us is allergic to shellfish.', type: String, nullable: true }) special_requests: string | null;
  @ApiProperty({ example: '2026-12-12T19:30:00.000Z', format: 'date-time' }) event_date: string;
  @ApiProperty({ example: 'Europe/Dublin', description: "The IANA time zone of the dinner's city: every time of the dinner is shown in it." })
  time_zone: string;
  @ApiProperty({ example: 15, description: "Logistics fee in the dinner's currency, major units." }) logistics_fee: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the dinner's currency: the fee is in it." }) currency: string;
  @ApiProperty({ example: '2026-12-01T18:15:00.000Z', nullable: true, type: String, format: 'date-time', description: 'When an unpaid hold lapses.' })
  hold_expires_at: string | null;
  was_late_cancellation: boolean;
  @ApiProperty({ description: 'Whether the reveal time (24 hours before) has passed.' }) revealed: boolean;
  @ApiProperty({ description: 'Whether matching has seated the couple in a group (where and with whom stays hidden until the reveal).' }) matched: boolean;
  @ApiProperty({ example: '2026-12-11T19:30:00.000Z', format: 'date-time', description: '24 hours before the dinner.' }) reveal_at: string;
  @ApiProperty({ example: '2026-12-10T12:00:00.000Z', format: 'date-time' }) booking_deadline: string;
  @ApiProperty({ enum: REVEAL_TIMINGS, description: REVEAL_TIMING_TEXT }) reveal_timing: RevealTiming;
  @ApiProperty({ type: RevealedRestaurantDto, nullable: true, description: 'Only once revealed.' }) restaurant: RevealedRestaurantDto | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Only once revealed.' }) table_number: number | null;
  @ApiProperty({ type: [OtherCoupleDto], description: 'Only once revealed.' }) other_couples: OtherCoupleDto[];
  @ApiProperty({
    type: [String],
    example: [
      'Where did you have the best Thai meal of your lives?',
      'How did the two of you meet, and who tells the story better?',
      'What is a small thing that made your week?',
    ],
    description: "3 to 5 conversation starters drawn from what the group's couples share, written at the reveal; empty before.",
  })
  icebreakers: string[];
  can_cancel: boolean;
  @ApiProperty({ description: 'Reviews open when the dinner starts, once per booking.' }) can_review: boolean;
  @ApiProperty({ type: RunningLateNoticeDto, nullable: true, description: '"We\'re running late", as sent (once per dinner).' })
  running_late: RunningLateNoticeDto | null;
  @ApiProperty({ description: 'Revealed and seated, from 3 hours before the start to 1 hour after it, not sent yet.' }) can_report_running_late: boolean;
  reviewed: boolean;
  @ApiProperty({ example: '2026-12-01T18:00:00.000Z', format: 'date-time' }) created_at: string;
}

export class BookingsDto {
  bookings: BookingDto[];
  @ApiProperty({
    example: 0,
    minimum: 0,
    description:
      "The couple's late cancellations in a row (a timely cancellation or an attended dinner resets it). At 1, the next late cancellation (within 6 hours of a paid dinner) ends the service: the client says so before the couple confirms it.",
  })
  late_cancellations_in_a_row: number;
}

export class CreateBookingDto {
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid' })
  @IsUUID('all', { message: 'dinner_id must be a dinner id' })
  dinner_id: string;
  @ApiPropertyOptional({ example: 'One of us is allergic to shellfish.', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @MultiLine()
  special_requests?: string;
}

export class SelectDinnerSlotDto {
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', format: 'uuid', description: 'The dinner id of the slot.' })
  @IsUUID('all', { message: 'slotId must be a slot id' })
  slotId: string;
}

export class BookingResultDto {
  @ApiProperty({ example: 'Booking Confirmed' }) message: string;
  booking: BookingDto;
}

export class CancelBookingResultDto {
  @ApiProperty({ example: 'Booking Cancelled' }) message: string;
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ description: 'Cancelled within 6 hours of the dinner.' }) was_late_cancellation: boolean;
  @ApiProperty({ description: 'True once two consecutive late cancellations ended the service.' }) service_terminated: boolean;
  @ApiProperty({
    example: 15,
    description:
      "The logistics fee the couple's cancellation keeps, in the dinner's currency (`currency`, major units; DECISIONS item 12): the fee of a paid booking; 0 for an unpaid reservation or a dinner without a fee.",
  })
  fee_kept: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the dinner's currency." }) currency: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Your €15.00 logistics fee is not refunded: a cancellation by your couple keeps the fee.',
    description: 'What the dashboard shows about the fee; null when nothing is kept.',
  })
  fee_note: string | null;
}

export class CoupleReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5, description: 'A whole number.' }) rating: number;
  @ApiPropertyOptional({ maxLength: 2000 }) feedback?: string;
}

const isCoupleReview = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { rating, feedback, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    Number.isInteger(rating) &&
    (rating as number) >= 1 &&
    (rating as number) <= 5 &&
    (feedback === undefined || (typeof feedback === 'string' && feedback.length <= 2000))
  );
};

/** Every value of the couple reviews is `{ rating: 1-5, feedback?: text up to 2000 }`, nothing else: a misspelt field is refused, not dropped. */
const AreCoupleReviews = () =>
  ValidateBy({
    name: 'areCoupleReviews',
    validator: {
      validate: (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isCoupleReview),
      defaultMessage: () => 'Each couple review needs a rating from 1 to 5 and may add feedback of at most 2000 characters; nothing else.',
    },
  });

export class SubmitReviewDto {
  @ApiProperty({ example: 'c41d9e27-8f3a-4b6c-a5d2-7e8f9a0b1c2d', format: 'uuid' })
  @IsUUID('all', { message: 'booking_id must be a booking id' })
  booking_id: string;
  @ApiProperty({ example: 5, minimum: 1, maximum: 5, description: 'Overall rating.' }) @IsInt() @Min(1) @Max(5) rating: number;
  @ApiPropertyOptional({ example: 4, minimum: 1, maximum: 5 }) @IsOptional() @IsInt() @Min(1) @Max(5) restaurant_rating?: number;
  @ApiPropertyOptional({ example: 'Lovely evening, great company.', maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @MultiLine()
  review_text?: string;
  @ApiPropertyOptional({ example: 'The dessert was the highlight.', maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @MultiLine()
  restaurant_feedback_text?: string;
  @ApiPropertyOptional({
    example: { 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c': { rating: 5, feedback: 'Great fun.' } },
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/CoupleReviewDto' },
    description: "Keyed by the other couple's user_id.",
  })
  @IsOptional()
  @AreCoupleReviews()
  @MultiLine()
  coupleReviews?: Record<string, CoupleReviewDto>;
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: 24,
    description:
      '"See you again": the couples of the table (by the other couple\'s user_id) this couple would like to meet again. Private: only a mutual mark is ever revealed.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(24)
  @IsUUID('all', { each: true, message: 'seeYouAgain must hold user ids' })
  seeYouAgain?: string[];

  @ApiPropertyOptional({
    type: [String],
    description:
      "The couples of the table (by the other couple's user_id) who did not come. Shown to the admins beside the restaurant's mark; the reported couple never sees who said it.",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(24)
  @IsUUID('all', { each: true, message: 'didntCome must hold user ids' })
  didntCome?: string[];
}

export class ReviewResultDto {
  @ApiProperty({ example: 'Review submitted' }) message: string;
  @ApiProperty({ format: 'uuid' }) id: string;
}
