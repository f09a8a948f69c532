import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class OwnDataExportDto {
  @ApiProperty({ format: 'date-time' }) exported_at: string;
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) couple_id: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    description:
      'Every row held about the couple and its members, by table (users, couple_profiles, dinner_bookings, payments, dinner_reviews, waitlist_entries, mail_outbox, ...). Hashes and session ids are left out.',
  })
  data: Record<string, Record<string, unknown>[]>;
}

export class DeleteAccountDto {
  @ApiProperty({ example: 'Cl4ret&Candles', description: "The signed-in member's password, confirming the deletion." })
  @IsString()
  @MinLength(1, { message: 'password is required' })
  @MaxLength(200)
  password: string;
}

export class DeleteAccountResultDto {
  success: boolean;
  @ApiProperty({ example: 'Your account has been deleted' }) message: string;
}
