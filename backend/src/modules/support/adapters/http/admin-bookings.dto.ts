import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { BOOKING_LIST_SORTS, BOOKING_STATUSES } from '../../../dinners';
import { SupportBookingDto } from './customer-lookup.dto';

export class AdminBookingsQueryDto {
  @ApiPropertyOptional({ description: "Part of a member's first or last name or email; case and accents ignored.", maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @IsOptional()
  @IsIn(BOOKING_STATUSES, { message: `status must be one of: ${BOOKING_STATUSES.join(', ')}` })
  status?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the bookings of this dinner.' })
  @IsOptional()
  @IsUUID('all', { message: 'dinner_id must be a dinner id' })
  dinner_id?: string;
  @ApiPropertyOptional({
    example: 'Dublin',
    description: "Only the bookings of this city's dinners (the city's name, as in the cities table).",
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;
  @ApiPropertyOptional({ enum: BOOKING_LIST_SORTS, default: 'created_at' })
  @IsOptional()
  @IsIn(BOOKING_LIST_SORTS, { message: `sort must be one of: ${BOOKING_LIST_SORTS.join(', ')}` })
  sort?: (typeof BOOKING_LIST_SORTS)[number];
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: 'asc' | 'desc';
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1_000_000 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
}

export class AdminBookingDto extends SupportBookingDto {
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  @ApiProperty({ example: 'Aoife Murphy & Cian Murphy' }) couple_name: string;
}

export class AdminBookingsPageDto {
  bookings: AdminBookingDto[];
  @ApiProperty({ description: 'Bookings matching, all pages.' }) total: number;
  page: number;
  page_size: number;
}
