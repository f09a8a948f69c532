import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
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
}
