import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ATTENDANCE_MARKS, type AttendanceMark } from '../../domain/attendance';
import { MarkingWindowDto, RunningLateNoticeDto } from './restaurant-reservation.dto';

export class OperationsDinnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  city: string;
  country: string;
  @ApiProperty({ description: "The city's IANA time zone: show every time in it." }) time_zone: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ format: 'date-time' }) booking_deadline: string;
  status: string;
  capacity: number;
  @ApiProperty({ description: 'Couples holding a spot: paid bookings and holds still running.' }) taken_spots: number;
  @ApiProperty({ description: "In the city's currency (`currency`), major units." }) logistics_fee: number;
  @ApiProperty({ example: 'EUR', description: "ISO 4217 code of the dinner city's currency." }) currency: string;
}

export class OperationsPaymentDto {
  @ApiProperty({ enum: ['requires_payment', 'succeeded', 'failed', 'refund_pending', 'refunded'] }) status: string;
  @ApiProperty({ description: 'In `currency`, major units.' }) amount: number;
  currency: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed or was refunded.' }) message: string | null;
}

export class OperationsBookingDto {
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  @ApiProperty({ description: "'Aoife Murphy & Cian Murphy'" }) couple_names: string;
  @ApiProperty({ enum: ['pending_payment', 'confirmed', 'attended', 'cancelled', 'expired'] }) status: string;
  @ApiProperty({ format: 'date-time' }) booked_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hold_expires_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmed_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cancelled_at: string | null;
  was_late_cancellation: boolean;
  @ApiProperty({ type: OperationsPaymentDto, nullable: true, description: "The booking's latest payment." }) payment: OperationsPaymentDto | null;
}

export class OperationsHoldDto {
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  couple_names: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}

export class OperationsStandbyDto {
  couple_names: string;
  @ApiProperty({ enum: ['waiting', 'offered', 'booked', 'lapsed', 'left', 'closed'] }) status: string;
  @ApiProperty({ format: 'date-time' }) joined_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a freed spot was held for the couple.' }) offered_at: string | null;
}

export class OperationsReservationDto {
  @ApiProperty({ enum: ['pending', 'confirmed', 'declined', 'cancelled'], description: 'cancelled: the restaurant was told the table is released.' })
  status: string;
  @ApiProperty({ description: 'How many mails the restaurant got about this table.' }) revision: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) responded_at: string | null;
  @ApiProperty({ type: String, nullable: true }) decline_reason: string | null;
}

export class OperationsTableCoupleDto {
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  couple_names: string;
  @ApiProperty({ enum: ATTENDANCE_MARKS, nullable: true, description: 'Not marked yet: null.' }) attendance: AttendanceMark | null;
  @ApiProperty({ enum: ['restaurant', 'admin'], nullable: true }) marked_by: string | null;
  @ApiProperty({ description: 'Tablemate couples who said in their review that this couple did not come.' }) said_absent_by: number;
  @ApiProperty({ description: "The restaurant's mark and the tablemates' word differ: marked arrived, said absent." }) mismatch: boolean;
  @ApiProperty({ type: RunningLateNoticeDto, nullable: true }) running_late: RunningLateNoticeDto | null;
}

export class OperationsTableDto {
  @ApiProperty({ format: 'uuid' }) group_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) restaurant_id: string | null;
  @ApiProperty({ type: String, nullable: true }) restaurant_name: string | null;
  @ApiProperty({ description: 'Whether the restaurant has an email and so gets reservation mails; otherwise it must be called.' }) restaurant_emailed: boolean;
  @ApiProperty({ type: Number, nullable: true }) table_number: number | null;
  @ApiProperty({ type: [String] }) couple_names: string[];
  @ApiProperty({ description: 'People still booked at the table.' }) party_size: number;
  @ApiProperty({ type: [String] }) dietary_needs: string[];
  @ApiProperty({ type: OperationsReservationDto, nullable: true, description: 'What the restaurant answered; null when it was never sent (no table yet).' })
  reservation: OperationsReservationDto | null;
  @ApiProperty({ type: [OperationsTableCoupleDto], description: 'The paid couples at the table, with the evening: arrived or no-show, running late.' })
  couples: OperationsTableCoupleDto[];
}

export class OperationsHistoryDto {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ enum: ['matching_run', 'admin_action', 'scheduled_job'] }) kind: string;
  summary: string;
  failed: boolean;
}

export class DinnerOperationsDto {
  dinner: OperationsDinnerDto;
  @ApiProperty({ type: [OperationsBookingDto] }) bookings: OperationsBookingDto[];
  @ApiProperty({ type: [OperationsHoldDto], description: 'Unpaid holds still running, soonest to lapse first.' }) holds: OperationsHoldDto[];
  @ApiProperty({ type: [OperationsStandbyDto], description: 'The standby list, first come first.' }) standby: OperationsStandbyDto[];
  @ApiProperty({ type: [OperationsTableDto] }) tables: OperationsTableDto[];
  @ApiProperty({ type: [OperationsHistoryDto], description: 'Matching runs and admin actions on the dinner, newest first.' }) history: OperationsHistoryDto[];
  @ApiProperty({ type: MarkingWindowDto, description: 'When arrivals may be marked.' }) marking: MarkingWindowDto;
  @ApiProperty({ description: "Couples where the restaurant's mark and a tablemate's word differ." }) attendance_mismatches: number;
}

export class AdminAttendanceDto {
  @ApiProperty({ format: 'uuid', description: "The couple's booking at this dinner." })
  @IsUUID('all', { message: 'booking_id must be a booking id.' })
  booking_id: string;

  @ApiProperty({ enum: ATTENDANCE_MARKS })
  @IsIn(ATTENDANCE_MARKS, { message: 'Attendance must be arrived or no_show.' })
  attendance: AttendanceMark;
}

export class TablesCsvQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this restaurant's tables; all restaurants when omitted." })
  @IsOptional()
  @IsUUID('all', { message: 'Restaurant id must be a UUID.' })
  restaurant_id?: string;
}
