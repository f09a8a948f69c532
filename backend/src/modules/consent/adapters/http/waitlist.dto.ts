import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { EmailField } from '../../../../platform/http/email-field';
import { CONFIRMATION_VALIDITY_DAYS } from '../../domain/consent-confirmation';

export class JoinWaitlistDto {
  @EmailField() email: string;

  @ApiProperty({
    description:
      "Must be true: the visitor ticked the consent box: 'I agree to receive launch updates via email' before the launch, 'I agree to receive emails about new dinners and open tables' from it (recorded with the entry).",
    example: true,
  })
  @Equals(true, { message: 'Please agree to receive launch updates via email to join the waitlist.' })
  consent: boolean;

  @ApiPropertyOptional({
    example: 'London',
    description: "Which city's waitlist: an open or coming-soon city of GET /api/cities (any letter case). Absent: the launch city's (Dublin).",
  })
  @IsOptional()
  @IsString({ message: 'city must be the name of a city' })
  @MaxLength(100, { message: 'city must be the name of a city' })
  city?: string;
}

/** The public forms' answer: the same whether the address is new, waiting for its link, or already on the list. */
export class ConfirmationRequestedDto {
  @ApiProperty({ description: 'The address as stored (trimmed, lower-cased).' }) email: string;
  @ApiProperty({ description: 'How many days the mailed confirmation link works.', example: CONFIRMATION_VALIDITY_DAYS })
  confirmWithinDays: number;
}

export class ConfirmationTokenDto {
  @ApiProperty({ example: 'Jx0wq5Nq2m3dVfL8kq9r2s4t6u8w0yAb', description: 'The token of the link in the confirmation email.' })
  @IsString({ message: 'token is required' })
  @MinLength(1, { message: 'token is required' })
  @MaxLength(200, { message: 'token is invalid' })
  token: string;
}

export class WaitlistStandingDto {
  @ApiProperty({ description: 'The address as stored (trimmed, lower-cased).' }) email: string;
  @ApiProperty({ description: 'The city whose waitlist this is, as the cities table names it.', example: 'Dublin' }) city: string;
  @ApiProperty({ description: "1-based place on the city's waitlist, in order of joining.", example: 12 }) position: number;
  @ApiProperty({ description: 'Among the first 50 couples, who get priority access at launch.' }) priority: boolean;
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
  @ApiProperty({
    description:
      'The launch line to show after joining: LAUNCH_ANNOUNCEMENT when set, otherwise the launch-month line before launch and a dateless one afterwards.',
    example: 'We are live in Dublin. First 50 couples get priority access. Check your email for next steps.',
  })
  announcement: string;
}

export class UnsubscribeDto {
  @ApiProperty({ example: 'Jx0wq5Nq2m3dVfL8kq9r2s4t6u8w0yAb', description: 'The token of the unsubscribe link in the welcome email.' })
  @IsString({ message: 'token is required' })
  @MinLength(1, { message: 'token is required' })
  @MaxLength(200, { message: 'token is invalid' })
  token: string;
}
