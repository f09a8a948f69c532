import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, IsUUID, Matches } from 'class-validator';

export class RecordCookieConsentDto {
  @ApiProperty({
    example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f',
    format: 'uuid',
    description: 'Random id the browser keeps with its choice (not an account id).',
  })
  @IsUUID('all', { message: 'anonymousId must be a UUID' })
  anonymousId: string;

  @ApiProperty({ description: 'Essential cookies (sign-in, session).' }) @IsBoolean() necessary: boolean;
  @ApiProperty({ description: 'Functional cookies (remembered preferences).' }) @IsBoolean() preferences: boolean;
  @IsBoolean() analytics: boolean;
  @IsBoolean() marketing: boolean;

  @ApiProperty({ description: 'Version of the cookie policy the visitor saw.', example: '2025-10-10' })
  @IsString()
  @Matches(/^[\w.-]{1,40}$/, { message: 'policyVersion must be a short version label' })
  policyVersion: string;
}

export class CookieConsentRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: 'When the server recorded the choice.' }) recordedAt: string;
}
