import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, Min, ValidateIf } from 'class-validator';
import { CursorPageQueryDto } from '../../../../platform/http/cursor-page';
import { trim } from '../../../../platform/http/trim';
import { BOOKING_STATUSES } from '../../domain/booking';
import type { BookingStatus } from '../../domain/booking';
import { DINNER_STATUSES } from '../../domain/dinner-status';
import type { DinnerStatus } from '../../domain/dinner-status';

const HAS_MORE = 'Whether items follow this page: ask again with `starting_after` set to the id of the last item.';

export class IntegratorDinnersQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ example: 'Dublin', description: "Only this city's dinners; a key limited to other cities is refused (403)." })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  city?: string;
}

export class IntegratorBookingsQueryDto extends CursorPageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this dinner's bookings." })
  @IsOptional()
  @IsUUID('all', { message: 'dinner_id must be a UUID.' })
  dinner_id?: string;
}

export class IntegratorReservationsQueryDto extends IntegratorBookingsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this restaurant's tables." })
  @IsOptional()
  @IsUUID('all', { message: 'restaurant_id must be a UUID.' })
  restaurant_id?: string;
}

export class IntegratorDinnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Dublin' }) city: string;
  @ApiProperty({ example: 'Ireland' }) country: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ format: 'date-time' }) booking_deadline: string;
  @ApiProperty({ description: 'In couples.' }) capacity: number;
  @ApiProperty({ description: 'Couples holding or having paid a spot.' }) taken_spots: number;
  @ApiProperty({ enum: DINNER_STATUSES }) status: DinnerStatus;
  @ApiProperty({ description: 'The fee per couple, in cents.' }) logistics_fee_cents: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class IntegratorDinnersDto {
  @ApiProperty({ type: [IntegratorDinnerDto], description: 'In order of id.' }) data: IntegratorDinnerDto[];
  @ApiProperty({ description: HAS_MORE }) has_more: boolean;
}

export class IntegratorBookingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  @ApiProperty({ format: 'uuid', description: 'The couple, by id only: no member names, emails, phones or dates of birth.' }) couple_id: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: BookingStatus;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) confirmed_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) cancelled_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class IntegratorBookingsDto {
  @ApiProperty({ type: [IntegratorBookingDto], description: 'In order of id.' }) data: IntegratorBookingDto[];
  @ApiProperty({ description: HAS_MORE }) has_more: boolean;
}

export class IntegratorReservationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  @ApiProperty({ format: 'uuid' }) restaurant_id: string;
  table_number: number;
  @ApiProperty({ description: 'People, not couples.' }) party_size: number;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ enum: ['pending', 'confirmed', 'declined', 'cancelled'] }) status: string;
  @ApiProperty({ description: 'Goes up with every change the restaurant is asked to confirm; an answer names the revision it answers.' }) revision: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) responded_at: string | null;
}

export class IntegratorReservationsDto {
  @ApiProperty({ type: [IntegratorReservationDto], description: 'In order of id.' }) data: IntegratorReservationDto[];
  @ApiProperty({ description: HAS_MORE }) has_more: boolean;
}

export class IntegratorReservationAnswerDto {
  @ApiProperty({ enum: ['confirm', 'decline'] })
  @IsIn(['confirm', 'decline'], { message: 'Answer must be confirm or decline.' })
  answer: 'confirm' | 'decline';

  @ApiProperty({ minimum: 1, description: 'The revision answered, as read from the list or the reservation.requested event.' })
  @IsInt()
  @Min(1)
  revision: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Why the restaurant declines (told to the admins).' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value })))
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(500, { message: 'Reason cannot exceed 500 characters.' })
  reason?: string | null;
}
