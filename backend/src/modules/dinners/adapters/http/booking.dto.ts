import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

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
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  @ApiProperty({ enum: ['booked', 'confirmed', 'revealed', 'attended', 'cancelled', 'expired'], description: 'booked: held for 15 minutes awaiting payment.' })
  status: string;
  slot: BookingSlotDto;
  special_requests: string | null;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ description: 'Logistics fee in euro.' }) logistics_fee: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When an unpaid hold lapses.' }) hold_expires_at: string | null;
  was_late_cancellation: boolean;
  @ApiProperty({ description: 'Whether the reveal time (24 hours before) has passed.' }) revealed: boolean;
  @ApiProperty({ description: 'Whether matching has seated the couple in a group (where and with whom stays hidden until the reveal).' }) matched: boolean;
  @ApiProperty({ format: 'date-time' }) reveal_at: string;
  @ApiProperty({ type: RevealedRestaurantDto, nullable: true, description: 'Only once revealed.' }) restaurant: RevealedRestaurantDto | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Only once revealed.' }) table_number: number | null;
  @ApiProperty({ type: [OtherCoupleDto], description: 'Only once revealed.' }) other_couples: OtherCoupleDto[];
  can_cancel: boolean;
  @ApiProperty({ description: 'Reviews open when the dinner starts, once per booking.' }) can_review: boolean;
  reviewed: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class BookingsDto {
  bookings: BookingDto[];
}

export class CreateBookingDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'dinner_id must be a dinner id' }) dinner_id: string;
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @IsString() @MaxLength(500) special_requests?: string;
}

export class SelectDinnerSlotDto {
  @ApiProperty({ format: 'uuid', description: 'The dinner id of the slot.' }) @IsUUID('all', { message: 'slotId must be a slot id' }) slotId: string;
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
}

export class CoupleReviewDto {
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  feedback?: string;
}

export class SubmitReviewDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'booking_id must be a booking id' }) booking_id: string;
  @ApiProperty({ minimum: 1, maximum: 5, description: 'Overall rating.' }) @IsInt() @Min(1) @Max(5) rating: number;
  @ApiPropertyOptional({ minimum: 1, maximum: 5 }) @IsOptional() @IsInt() @Min(1) @Max(5) restaurant_rating?: number;
  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(2000) review_text?: string;
  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(2000) restaurant_feedback_text?: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/CoupleReviewDto' },
    description: "Keyed by the other couple's user_id.",
  })
  @IsOptional()
  @IsObject()
  coupleReviews?: Record<string, CoupleReviewDto>;
}

export class ReviewResultDto {
  @ApiProperty({ example: 'Review submitted' }) message: string;
  @ApiProperty({ format: 'uuid' }) id: string;
}
