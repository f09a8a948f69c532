import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';

export class SeeYouAgainTablemateDto {
  @ApiProperty({ format: 'uuid', description: "The other couple's primary user id, as in the review's coupleReviews." }) user_id: string;
  @ApiProperty({ example: 'Aoife & Cian' }) coupleNames: string;
  first_names: string[];
  @ApiProperty({ description: 'Your couple marked them at this dinner.' }) marked: boolean;
  @ApiProperty({ description: 'Both couples marked each other: they know it too. Never true for a couple you did not mark.' }) mutual: boolean;
}

export class SeeYouAgainDinnerDto {
  @ApiProperty({ description: 'Marks can be given: the dinner has taken place and your couple sat at a table.' }) open: boolean;
  @ApiProperty({ type: [SeeYouAgainTablemateDto], description: 'The other couples of your table (empty while not open).' })
  tablemates: SeeYouAgainTablemateDto[];
}

export class MarkSeeYouAgainDto {
  @ApiProperty({ format: 'uuid', description: 'A couple of your table, by its user_id (GET /api/user/dinner/{id}/other-couples).' })
  @IsUUID('all', { message: 'user_id must be a user id' })
  user_id: string;
}

export class MarkSeeYouAgainResultDto {
  @ApiProperty({ example: 'Marked' }) message: string;
  @ApiProperty({ description: 'They had marked you too: both couples are told (a mail to each member).' }) mutual: boolean;
}

export class UnmarkSeeYouAgainResultDto {
  @ApiProperty({ example: 'Mark taken back' }) message: string;
}

export class ContactSharingDto {
  @ApiProperty({ description: 'Let this couple see your email address.' }) @IsBoolean({ message: 'share_email must be true or false' }) share_email: boolean;
  @ApiProperty({ description: 'Let this couple see your phone number.' }) @IsBoolean({ message: 'share_phone must be true or false' }) share_phone: boolean;
}

export class SeatTogetherDto {
  @ApiProperty({ description: 'Ask to be seated with this couple again when both of you book the same dinner.' })
  @IsBoolean({ message: 'seat_together must be true or false' })
  seat_together: boolean;
}

export class SharedContactDto {
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty({ example: 'Aoife' }) first_name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only when this member chose to share it with you.' }) email: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Only when this member chose to share it with you.' }) phone_number: string | null;
}

export class MutualMatchDto {
  @ApiProperty({ format: 'uuid', description: 'The other couple: the key of the sharing and seating calls.' }) couple_id: string;
  @ApiProperty({ example: 'Aoife & Cian' }) coupleNames: string;
  first_names: string[];
  @ApiProperty({ format: 'date-time', description: 'When both couples had marked each other.' }) since: string;
  @ApiProperty({ description: 'You share your email address with them.' }) share_email: boolean;
  @ApiProperty({ description: 'You share your phone number with them.' }) share_phone: boolean;
  @ApiProperty({ type: [SharedContactDto], description: 'Their members: only what each of them chose to share with you.' }) their_contacts: SharedContactDto[];
  @ApiProperty({ description: 'Your couple asked to be seated with them again.' }) seat_together: boolean;
  @ApiProperty({ description: 'They asked it too: when both couples book the same dinner, the matching seats you together when it can.' })
  they_asked_too: boolean;
}

export class MutualMatchesDto {
  @ApiProperty({ type: [MutualMatchDto] }) matches: MutualMatchDto[];
}
