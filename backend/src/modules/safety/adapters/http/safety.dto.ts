import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim } from '../../../../platform/http/trim';
import { ReasonField } from '../../../../platform/http/reason-field';
import { MultiLine } from '../../../../platform/http/single-line';
import { COUPLE_ACTIONS, RECORDED_ACTIONS, REPORT_CATEGORIES, REPORT_STATUSES, REPORT_TEXT_MAX_LENGTH, SAFETY_ACTIONS } from '../../domain/safety-policy';

/* ---- the couple's side ---- */

export class ReportableTablemateDto {
  @ApiProperty({ format: 'uuid', description: 'The other couple\'s primary user id, as in the review and "see you again".' }) user_id: string;
  @ApiProperty({ example: 'Aoife & Cian' }) coupleNames: string;
  @ApiProperty({ description: 'Your couple already reported them for this dinner.' }) reported: boolean;
}

export class DinnerReportsDto {
  @ApiProperty({ description: 'Reports can be made: the dinner has started and your couple sat at a table.' }) open: boolean;
  @ApiProperty({ type: [ReportableTablemateDto], description: 'The other couples of your table (empty while not open).' }) tablemates: ReportableTablemateDto[];
}

export class ReportCoupleDto {
  @ApiProperty({ format: 'uuid', description: 'A couple of your table, by one of its user ids (GET /api/user/dinner/{id}/reports).' })
  @IsUUID('all', { message: 'user_id must be a user id' })
  user_id: string;

  @ApiProperty({ enum: REPORT_CATEGORIES, description: 'did_not_come, very_late, disrespectful, unsafe ("Made me feel unsafe") or other.' })
  @IsIn(REPORT_CATEGORIES, { message: 'Please choose what happened.' })
  category: string;

  @ApiProperty({ description: 'What happened, in your words. Only our team reads it.', maxLength: REPORT_TEXT_MAX_LENGTH })
  @MultiLine()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please tell us what happened.' })
  @MaxLength(REPORT_TEXT_MAX_LENGTH)
  description: string;
}

export class MessageDto {
  @ApiProperty({ example: 'Thank you. Our team will look into it.' }) message: string;
}

export class AppealDto {
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty() text: string;
}

export class SuspensionDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Suspended until then; null when not suspended.' }) suspended_until:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: "Our team's reason." }) reason: string | null;
  @ApiProperty({ type: AppealDto, nullable: true, description: 'Your answer, once given.' }) appeal: AppealDto | null;
  @ApiProperty({ description: 'You may still answer this suspension (once).' }) may_appeal: boolean;
}

export class SubmitAppealDto {
  @ApiProperty({ description: 'Your answer to the suspension: once per suspension.', maxLength: REPORT_TEXT_MAX_LENGTH })
  @MultiLine()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please write your answer.' })
  @MaxLength(REPORT_TEXT_MAX_LENGTH)
  text: string;
}

/* ---- the admin's side ---- */

export class SafetyCoupleRefDto {
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  @ApiProperty({ example: 'Aoife & Cian' }) names: string;
}

export class SafetyDinnerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ example: 'Dublin' }) city: string;
  @ApiProperty({ example: 'Europe/Dublin' }) time_zone: string;
  @ApiProperty({ type: String, nullable: true }) restaurant_name: string | null;
}

export class SafetyReportSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REPORT_CATEGORIES }) category: string;
  @ApiProperty({ example: 'Made me feel unsafe' }) category_label: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ description: 'Open and unanswered for more than 24 hours.' }) overdue: boolean;
  @ApiProperty({ description: 'The reported couple answered a suspension this report led to.' }) appealed: boolean;
  @ApiProperty({ type: SafetyDinnerDto }) dinner: SafetyDinnerDto;
  @ApiProperty({ type: SafetyCoupleRefDto }) reporter: SafetyCoupleRefDto;
  @ApiProperty({ type: SafetyCoupleRefDto }) reported: SafetyCoupleRefDto;
}

export class SafetyRuleAppealDto {
  @ApiProperty({ format: 'uuid', description: 'The suspension (a safety action) appealed.' }) suspension_id: string;
  @ApiProperty({ enum: ['no_show'], description: 'The rule that suspended the couple: the no-show rule (docs/trust-and-safety.md).' }) rule: string;
  @ApiProperty({ type: SafetyCoupleRefDto }) couple: SafetyCoupleRefDto;
  @ApiProperty({ example: '2 no-shows in 12 months: your couple was marked as not coming to dinners you had booked.' }) reason: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) suspended_until: string | null;
  @ApiProperty({ type: AppealDto }) appeal: AppealDto;
  @ApiProperty({ description: "The couple's no-shows in the last twelve months." }) no_shows_in_twelve_months: number;
  @ApiProperty({ description: 'The suspension still holds (not past its date, lifted or replaced).' }) in_force: boolean;
  @ApiProperty({ description: 'An admin has acted on the couple since the appeal.' }) answered: boolean;
}

export class SafetyQueueDto {
  @ApiProperty({ type: [SafetyReportSummaryDto], description: 'Open "unsafe" reports first, then newest first.' }) reports: SafetyReportSummaryDto[];
  @ApiProperty({ description: 'Reports no admin has acted on yet.' }) open: number;
  @ApiProperty({ description: 'Open reports older than 24 hours.' }) overdue: number;
  @ApiProperty({
    type: [SafetyRuleAppealDto],
    description: 'Appeals of suspensions a rule made with no report behind them (the no-show rule), the latest appeal first.',
  })
  rule_appeals: SafetyRuleAppealDto[];
}

export class SafetyActionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) report_id: string | null;
  @ApiProperty({ format: 'uuid', description: 'The couple concerned (mailed).' }) couple_id: string;
  @ApiProperty({ enum: RECORDED_ACTIONS, description: 'lift: an admin lifted a suspension before its date.' }) action: string;
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) suspended_until: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null when a rule acted.' }) admin_id: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: AppealDto, nullable: true, description: "The couple's answer to a suspension." }) appeal: AppealDto | null;
}

export class SafetyNoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) admin_id: string;
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class SafetyMemberDto {
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty({ example: 'Aoife Murphy' }) name: string;
  @ApiProperty({ example: 'aoife@example.ie' }) email: string;
}

export class SafetyPastDinnerDto {
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  @ApiProperty({ format: 'date-time' }) event_date: string;
  @ApiProperty({ example: 'Dublin' }) city: string;
  @ApiProperty({ example: 'attended' }) booking_status: string;
  @ApiProperty({ type: String, enum: ['arrived', 'no_show'], nullable: true, description: "The evening's mark, by the restaurant or an admin." }) attendance:
    string | null;
}

export class SafetyEarlierReportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['made', 'received'] }) role: string;
  @ApiProperty({ enum: REPORT_CATEGORIES }) category: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class SafetyCoupleFileDto {
  @ApiProperty({ format: 'uuid' }) couple_id: string;
  @ApiProperty({ example: 'Aoife & Cian' }) names: string;
  @ApiProperty({ type: [SafetyMemberDto] }) members: SafetyMemberDto[];
  @ApiProperty({ type: [SafetyPastDinnerDto], description: 'Bookings of dinners already held, newest first.' }) past_dinners: SafetyPastDinnerDto[];
  @ApiProperty({ type: [SafetyEarlierReportDto], description: 'Other reports made by or about the couple.' }) reports: SafetyEarlierReportDto[];
  @ApiProperty({ type: [SafetyActionDto], description: 'Every action that concerned the couple, newest first.' }) actions: SafetyActionDto[];
  @ApiProperty({ description: 'No-shows in the last twelve months (the no-show rule counts these).' }) no_shows_in_twelve_months: number;
  service_terminated: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) suspended_until: string | null;
}

export class SafetyCoupleDto extends SafetyCoupleFileDto {
  @ApiProperty({
    type: SafetyActionDto,
    nullable: true,
    description: 'The suspension in force with its appeal; its report_id is null when a rule (no-shows) made it.',
  })
  current_suspension: SafetyActionDto | null;
}

export class SafetyReportDto extends SafetyReportSummaryDto {
  @ApiProperty({ description: "The reporter's account of what happened." }) description: string;
  @ApiProperty({ type: SafetyCoupleFileDto }) reporter_file: SafetyCoupleFileDto;
  @ApiProperty({ type: SafetyCoupleFileDto }) reported_file: SafetyCoupleFileDto;
  @ApiProperty({ type: [SafetyNoteDto] }) notes: SafetyNoteDto[];
  @ApiProperty({ type: [SafetyActionDto], description: 'The actions taken on this report, oldest first, with any appeal.' }) actions: SafetyActionDto[];
}

export class SafetyNoteInputDto {
  @ApiProperty({ description: 'A note for the admins only.', maxLength: REPORT_TEXT_MAX_LENGTH })
  @MultiLine()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please write a note.' })
  @MaxLength(REPORT_TEXT_MAX_LENGTH)
  text: string;
}

export class SafetyCoupleActionInputDto {
  @ApiProperty({ enum: COUPLE_ACTIONS, description: 'warn, suspend (until suspended_until) or terminate the couple (mailed).' })
  @IsIn(COUPLE_ACTIONS, { message: 'Please choose an action.' })
  action: string;

  @ReasonField() reason: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Required to suspend: the suspension ends by itself then.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'suspended_until must be a date' })
  suspended_until?: string;
}

export class LiftSuspensionInputDto {
  @ReasonField() reason: string;
}

export class SafetyActionInputDto {
  @ApiProperty({
    enum: SAFETY_ACTIONS,
    description: 'dismiss (the reporter is mailed), warn, suspend (until suspended_until) or terminate (the reported couple is mailed).',
  })
  @IsIn(SAFETY_ACTIONS, { message: 'Please choose an action.' })
  action: string;

  @ReasonField() reason: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Required to suspend: the suspension ends by itself then.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'suspended_until must be a date' })
  suspended_until?: string;
}
