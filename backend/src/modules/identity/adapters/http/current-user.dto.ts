import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '../../../../kernel/languages';
import type { Language } from '../../../../kernel/languages';
import type { SignedInProfile } from '../../application/current-user';

export class CurrentUserDto {
  @ApiProperty({ example: 'e7a3b5c9-2d4f-4a6b-8c1e-3f5a7b9d0e2c', format: 'uuid' }) id: string;
  @ApiProperty({ example: 'aoife@example.ie' }) email: string;
  @ApiProperty({ example: 'Aoife' }) first_name: string;
  @ApiProperty({ example: 'Murphy', type: String, nullable: true }) last_name: string | null;
  @ApiProperty({ enum: ['primary', 'partner', 'admin'] }) role: string;
  is_admin: boolean;
  email_verified: boolean;
  @ApiProperty({ example: '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f', nullable: true, type: String, format: 'uuid' }) couple_id: string | null;
  service_terminated: boolean;
  @ApiProperty({
    type: String,
    enum: ['late_cancellations', 'safety_decision'],
    nullable: true,
    description:
      'Why the service ended: two consecutive late cancellations, or a decision of our team after a safety report (docs/trust-and-safety.md); null while it has not ended.',
  })
  termination_cause: 'late_cancellations' | 'safety_decision' | null;
  @ApiProperty({ type: String, nullable: true, description: "The team's reason when a safety decision ended the service; null otherwise." })
  termination_reason: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The couple is suspended until then (no booking before); null when not suspended. docs/trust-and-safety.md.',
  })
  suspended_until: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's reason for the suspension in force." }) suspension_reason: string | null;
  @ApiProperty({
    enum: LANGUAGES,
    enumName: 'Language',
    description: "The language the member reads us in: their own choice, else their couple's city's default language (English when neither says).",
  })
  language: Language;
  @ApiProperty({
    type: String,
    enum: LANGUAGES,
    nullable: true,
    description: "The member's own choice (PUT /api/user/account/language); null: their couple's city's default.",
  })
  language_choice: Language | null;

  static from(user: SignedInProfile): CurrentUserDto {
    return {
      id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      is_admin: user.isAdmin,
      email_verified: user.emailVerified,
      couple_id: user.coupleId,
      service_terminated: user.serviceTerminated,
      termination_cause: user.serviceTerminated ? (user.terminationReason ? 'safety_decision' : 'late_cancellations') : null,
      termination_reason: user.serviceTerminated ? user.terminationReason : null,
      suspended_until: user.suspension?.until.toISOString() ?? null,
      suspension_reason: user.suspension?.reason ?? null,
      language: user.language,
      language_choice: user.languageChoice,
    };
  }
}

export class AdminStatusDto {
  isAuthenticated: boolean;
  isAdmin: boolean;
}
