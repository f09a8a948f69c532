import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_USER_SORTS } from '../../application/admin-user-directory';
import type { AdminUserSort, SortOrder } from '../../application/admin-user-directory';

const nullableString = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date-time', nullable: true } as const;

/** The admin user record of the admin-side spec (section 3); never a password hash or a token. */
export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'Same as id (the older list reads user_id).' }) user_id: string;
  first_name: string;
  @ApiProperty(nullableString) last_name: string | null;
  email: string;
  @ApiProperty(nullableString) industry: string | null;
  @ApiProperty(nullableString) location: string | null;
  @ApiProperty(nullableString) phone_number: string | null;
  @ApiProperty(nullableString) nationality: string | null;
  @ApiProperty(nullableString) gender: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) date_of_birth: string | null;
  email_verified: boolean;
  @ApiProperty({ example: 'complete' }) signup_status: string;
  accepted_terms: boolean;
  accepted_privacy_policy: boolean;
  opt_in_for_marketing: boolean;
  contact_consent: boolean;
  is_admin: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) couple_id: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) invited_by_user_id: string | null;
  @ApiProperty(nullableDate) invitation_expires_at: Date | null;
  service_terminated: boolean;
  consecutive_late_cancellations: number;
  @ApiProperty(nullableDate) last_cancellation_date: Date | null;
  @ApiProperty(nullableString) firebase_uid: string | null;
  @ApiProperty(nullableString) replit_id: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ format: 'date-time' }) updated_at: Date;
  @ApiProperty(nullableString) partner_first_name: string | null;
  @ApiProperty(nullableString) partner_last_name: string | null;
  @ApiProperty(nullableString) partner_email: string | null;
  @ApiProperty({ description: 'The partner was invited (an address given) and has not joined yet.' }) partner_invitation_pending: boolean;
}

export class AdminUsersQueryDto {
  @ApiPropertyOptional({ description: 'Matches first or last name, email, location, partner first name or email; case and accents ignored.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
  @ApiPropertyOptional({ enum: ADMIN_USER_SORTS, default: 'created_at', description: 'created_at: when they joined; name: first then last name.' })
  @IsOptional()
  @IsIn(ADMIN_USER_SORTS, { message: `sort must be one of: ${ADMIN_USER_SORTS.join(', ')}` })
  sort?: AdminUserSort;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: 'order must be asc or desc' })
  order?: SortOrder;
  @ApiPropertyOptional({ enum: ['admin', 'member'], description: 'Only admins, or only couple members.' })
  @IsOptional()
  @IsIn(['admin', 'member'], { message: 'kind must be admin or member' })
  kind?: 'admin' | 'member';
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only verified, or only unverified emails.' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'email_verified must be true or false' })
  email_verified?: 'true' | 'false';
  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1_000_000 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1_000_000) page?: number;
  @ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
}

export class AdminUsersPageDto {
  users: AdminUserDto[];
  @ApiProperty({ description: 'Users matching the search, all pages.' }) total: number;
  page: number;
  page_size: number;
}

export class DeleteUserResultDto {
  success: boolean;
  @ApiProperty({ example: 'User deleted' }) message: string;
}

export class PurgeUsersDetailsDto {
  deletedUsers: number;
  deletedProfiles: number;
  deletedCouples: number;
  deletedBookings: number;
  deletedReviews: number;
}

export class PurgeUsersResultDto {
  success: boolean;
  message: string;
  details: PurgeUsersDetailsDto;
}

export class PurgeBookingsDetailsDto {
  deletedBookings: number;
  deletedReviews: number;
}

export class PurgeBookingsResultDto {
  success: boolean;
  message: string;
  details: PurgeBookingsDetailsDto;
}
