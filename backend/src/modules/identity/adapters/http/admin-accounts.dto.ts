import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_PERMISSIONS, ADMIN_ROLES } from '../../domain/admin-access';
import type { AdminPermissionName, AdminRole } from '../../domain/admin-access';

/** The signed-in admin's role, what it allows, and their second factor: what the console shows and hides. */
export class AdminAccessDto {
  @ApiProperty({ enum: ADMIN_ROLES }) role: AdminRole;
  @ApiProperty({ type: [String], example: ['Dublin'], description: "A city manager's cities; empty for other roles." }) cities: string[];
  @ApiProperty({ enum: ADMIN_PERMISSIONS, isArray: true }) permissions: AdminPermissionName[];
  two_factor_enrolled: boolean;
  @ApiProperty({
    description:
      'True in production and with ADMIN_TWO_FACTOR=required: until enrolled, every admin route but enrolment answers 403 IDENTITY.TWO_FACTOR_ENROLMENT_REQUIRED.',
  })
  two_factor_required: boolean;
  recovery_codes_left: number;
}

export class TwoFactorEnrolmentDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXP', description: 'The secret, base32, for typing into the app by hand.' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/Tablemates:admin%40example.com?secret=JBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Tablemates' })
  otpauth_url: string;
  @ApiProperty({ description: 'The otpauth address as a QR code (a PNG data: URL).' }) qr_code: string;
}

export class TwoFactorCodeDto {
  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  code: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], example: ['abcde-fghjk'], description: 'Ten codes, shown this once; each signs in once instead of a code.' })
  recovery_codes: string[];
}

/** The sign-in's second step: the app's code, or a recovery code. */
export class AdminSecondFactorDto {
  @ApiPropertyOptional({ example: '123456' })
  @IsOptional()
  @IsString()
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'Enter the 6-digit code from your authenticator app.' })
  code?: string;
  @ApiPropertyOptional({ example: 'abcde-fghjk' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  recovery_code?: string;
}

export class AdminAccountDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  email: string;
  first_name: string;
  @ApiProperty({ enum: ADMIN_ROLES, nullable: true }) role: AdminRole | null;
  @ApiProperty({ type: [String] }) cities: string[];
  two_factor_enrolled: boolean;
}

export class AdminAccountsDto {
  @ApiProperty({ type: [AdminAccountDto] }) admins: AdminAccountDto[];
}

export class ChangeAdminRoleDto {
  @ApiProperty({ enum: ADMIN_ROLES })
  @IsIn(ADMIN_ROLES, { message: `role must be one of ${ADMIN_ROLES.join(', ')}` })
  role: AdminRole;
  @ApiPropertyOptional({
    type: [String],
    example: ['Dublin'],
    description: "The city manager's cities (the dinner events' city names); ignored for other roles.",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  cities?: string[];
}

export class AdminSessionDto {
  @ApiProperty({ example: '3f0c…', description: 'The session (a hash of its cookie, useless as one).' }) id: string;
  @ApiProperty({ type: String, nullable: true, example: 'Mozilla/5.0 …' }) user_agent: string | null;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' }) ip: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ format: 'date-time' }) last_seen_at: Date;
  @ApiProperty({ description: 'The session of this request.' }) current: boolean;
}

export class AdminSessionsDto {
  @ApiProperty({ type: [AdminSessionDto] }) sessions: AdminSessionDto[];
}

export class SuccessMessageDto {
  success: boolean;
  @ApiProperty({ example: 'Done' }) message: string;
}
