import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CurrentUserDto } from './current-user.dto';
import { EMAIL_FORMAT_MESSAGE, EmailField } from '../../../../platform/http/email-field';
import { PASSWORD_POLICY_MESSAGE } from '../../domain/password-policy';

export class LoginDto {
  @EmailField() email: string;
  @ApiProperty({ example: 'Cl4ret&Candles', description: 'The account password.' })
  @IsString()
  @IsNotEmpty({ message: 'Please enter both email and password' })
  @MaxLength(200)
  password: string;
}

export class AuthUserResponseDto {
  @ApiProperty({ type: CurrentUserDto, description: 'The signed-in user.' }) user: CurrentUserDto;
  @ApiProperty({ example: 'Login successful' }) message: string;
}

export class MessageResponseDto {
  message: string;
}

export class CheckEmailDto {
  @EmailField() email: string;
}

export class CheckEmailResponseDto {
  @ApiProperty({ description: 'Whether an account with this email (in any letter case) exists.' }) exists: boolean;
}

export class VerifyEmailQueryDto {
  @ApiProperty({ description: 'The token from the verification link.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class AutoLoginDto {
  @ApiProperty({ example: 'Jx0wq5Nq2m3dVfL8kq9r2s4t6u8w0yAb', description: 'The email verification token just used on GET /api/auth/verify-email.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

export class ResendVerificationDto {
  @ApiPropertyOptional({ format: 'email', description: 'Whose verification mail to resend; omitted: the signed-in user.' })
  @ValidateIf((body: ResendVerificationDto) => body.email !== undefined && body.email !== null && body.email !== '')
  @IsString()
  @MaxLength(320)
  @IsEmail({}, { message: EMAIL_FORMAT_MESSAGE })
  email?: string;
}

export class MagicLinkRequestDto {
  @EmailField() email: string;
}

export class VerifyMagicLinkQueryDto {
  @IsString() @IsNotEmpty() @MaxLength(200) token: string;
  @EmailField() email: string;
}

export class MagicLinkResultDto {
  @ApiProperty({ example: '/dashboard', description: 'Where the client goes next.' }) redirectTo: string;
  @ApiProperty({ example: 'Login successful' }) message: string;
  user: CurrentUserDto;
}

export class ForgotPasswordDto {
  @EmailField() email: string;
}

export class ResetPasswordDto {
  @EmailField() email: string;
  @ApiProperty({ example: 'Jx0wq5Nq2m3dVfL8kq9r2s4t6u8w0yAb' }) @IsString() @IsNotEmpty() @MaxLength(200) token: string;
  @ApiProperty({ example: 'Cl4ret&Candles', description: PASSWORD_POLICY_MESSAGE, minLength: 8 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;
  @ApiPropertyOptional({ example: 'Cl4ret&Candles', description: 'When sent, must equal password.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  confirm_password?: string;
}

export class AdminLoginDto {
  @EmailField() email: string;
  @ApiProperty({ example: 'an-admin-passphrase-1' })
  @IsString()
  @IsNotEmpty({ message: 'Please enter both email and password' })
  @MaxLength(200)
  password: string;
}

export class AdminLoginResponseDto {
  success: boolean;
  @ApiProperty({ example: 'Admin login successful' }) message: string;
  @ApiProperty({ description: 'True when the password was right and the code from the authenticator app is still to come (POST /api/admin/login/two-factor).' })
  two_factor_required: boolean;
}
