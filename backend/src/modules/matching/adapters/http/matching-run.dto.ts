import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MatchedGroupDto } from './dinner-matches.dto';

export class RunMatchingQueryDto {
  @ApiPropertyOptional({ description: 'Replace groups an admin has edited.' })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true')
  @IsBoolean()
  force?: boolean;
  @ApiPropertyOptional({
    description:
      'The admin confirmed closing the bookings of a dinner still taking them, to match it now (409 `MATCHING.DINNER_OPEN` otherwise). Recorded in the audit log.',
  })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true')
  @IsBoolean()
  close_bookings?: boolean;
  @ApiPropertyOptional({ description: 'Seed of the search (default: derived from the dinner id, so a dinner gives the same groups each run).' })
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt()
  @Min(0)
  @Max(2_147_483_646)
  seed?: number;
}

export class MatchingPhasesDto {
  @ApiProperty({ description: 'Milliseconds loading couples and restaurants.' }) load: number;
  @ApiProperty({ description: 'Milliseconds forming groups and assigning tables.' }) solve: number;
  @ApiProperty({ description: 'Milliseconds storing the result.' }) store: number;
}

export class MatchingResultDetailsDto {
  total_couples: number;
  matched_groups: number;
  matched_couples: number;
  unmatched_couples: number;
  unassigned_groups: number;
  @ApiProperty({ enum: ['gemini_ai', 'rules_based'] }) algorithm_version: string;
  ai_model: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the AI was asked but not used.' }) ai_fallback_reason: string | null;
  @ApiProperty({ enum: ['matched', 'restaurant_assigned', 'pending_manual_intervention'], description: 'The dinner status after the run.' })
  matching_status: string;
  groups: MatchedGroupDto[];
  @ApiProperty({ format: 'uuid' }) run_id: string;
  seed: number;
  phases_ms: MatchingPhasesDto;
}

/** Matching result (admin-side spec, section 3). */
export class MatchingResultDto {
  success: boolean;
  @ApiProperty({
    example: 'Matching complete: 4 groups formed, 12 of 12 couples matched.',
    description: "The run summed up, in the language of the request's Accept-Language header (English when it names none of ours).",
  })
  message: string;
  @ApiProperty({ format: 'uuid' }) dinner_id: string;
  matches: MatchingResultDetailsDto;
}
