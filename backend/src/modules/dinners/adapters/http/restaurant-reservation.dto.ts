import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { ATTENDANCE_MARKS, type AttendanceMark } from '../../domain/attendance';
import { trim } from '../../../../platform/http/trim';

const tokenDescription = "The token of the reservation mail's link.";

export class ReservationTokenQueryDto {
  @ApiProperty({ description: tokenDescription, maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class ReservationAnswerDto {
  @ApiProperty({ description: tokenDescription, maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @ApiProperty({ enum: ['confirm', 'decline'] })
  @IsIn(['confirm', 'decline'], { message: 'Answer must be confirm or decline.' })
  answer: 'confirm' | 'decline';

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Why the restaurant declines (told to the admins).' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : trim({ value })))
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString()
  @MaxLength(500, { message: 'Reason cannot exceed 500 characters.' })
  reason?: string | null;
}

export class ReservationAttendanceDto {
  @ApiProperty({ description: tokenDescription, maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;

  @ApiProperty({ format: 'uuid', description: "The couple's booking, as the sheet lists it." })
  @IsUUID('all', { message: 'booking_id must be a booking id from the sheet.' })
  booking_id: string;

  @ApiProperty({ enum: ATTENDANCE_MARKS })
  @IsIn(ATTENDANCE_MARKS, { message: 'Attendance must be arrived or no_show.' })
  attendance: AttendanceMark;
}

export class RunningLateNoticeDto {
  @ApiProperty({ enum: [15, 30], description: 'Minutes the couple said it would be late.' }) minutes: number;
  @ApiProperty({ format: 'date-time' }) sent_at: string;
}

export class SheetCoupleDto {
  @ApiProperty({ format: 'uuid', description: 'The booking to mark.' }) booking_id: string;
  @ApiProperty({ type: [String], description: 'First names only: no contact detail.' }) first_names: string[];
  @ApiProperty({ type: [String] }) dietary_needs: string[];
  @ApiProperty({ enum: ATTENDANCE_MARKS, nullable: true, description: 'Not marked yet: null.' }) attendance: AttendanceMark | null;
  @ApiProperty({ type: RunningLateNoticeDto, nullable: true, description: 'The couple said it is running late.' })
  running_late: RunningLateNoticeDto | null;
}

export class SheetTableDto {
  @ApiProperty({ type: Number, nullable: true }) table_number: number | null;
  @ApiProperty({ description: 'People, not couples.' }) party_size: number;
  @ApiProperty({ type: [SheetCoupleDto] }) couples: SheetCoupleDto[];
}

export class MarkingWindowDto {
  @ApiProperty({ description: 'Arrivals may be marked now.' }) open: boolean;
  @ApiProperty({ format: 'date-time', description: "The dinner's start." }) opens_at: string;
  @ApiProperty({ format: 'date-time', description: '24 hours after the start.' }) closes_at: string;
}

export class ReservationViewDto {
  restaurant_name: string;
  city: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ description: "The dinner city's IANA time zone: the time is shown in it." }) time_zone: string;
  table_number: number;
  @ApiProperty({ description: 'People, not couples.' }) party_size: number;
  @ApiProperty({ type: [String], description: "The guests' first names only." }) first_names: string[];
  @ApiProperty({ type: [String] }) dietary_needs: string[];
  @ApiProperty({ enum: ['pending', 'confirmed', 'declined', 'cancelled'] }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) responded_at: string | null;
  @ApiProperty({ type: [SheetTableDto], description: "The evening's sheet: every table of this restaurant at the dinner, with its couples." })
  tables: SheetTableDto[];
  @ApiProperty({ type: MarkingWindowDto }) marking: MarkingWindowDto;
}
