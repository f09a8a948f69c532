import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ReportRunningLate } from '../../application/evening/report-running-late';
import { RUNNING_LATE_MINUTES, type RunningLateMinutes } from '../../domain/running-late';
import { RunningLateNoticeDto } from './restaurant-reservation.dto';

export class RunningLateDto {
  @ApiProperty({ enum: RUNNING_LATE_MINUTES, description: 'How late the couple expects to be.' })
  @IsIn(RUNNING_LATE_MINUTES, { message: 'minutes must be 15 or 30.' })
  minutes: RunningLateMinutes;
}

/** "We're running late" from the revealed dinner card: the table and the restaurant are told at once. */
@ApiTags('dinners')
@SignedIn()
@Controller('user/bookings/:bookingId/running-late')
export class RunningLateController {
  constructor(private readonly runningLate: ReportRunningLate) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: "Tell the table and the restaurant we're running late",
    description:
      "Once per couple per dinner, from 3 hours before the start until 1 hour after it, for a revealed, seated booking: the tablemates and the restaurant are mailed, and the restaurant's evening sheet shows it.",
  })
  @ApiCreatedResponse({ type: RunningLateNoticeDto, description: 'What was sent.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Minutes other than 15 or 30.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: "Another couple's booking." })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such booking.' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description:
      'Already sent for this dinner (RUNNING_LATE.ALREADY_SENT), outside the window (RUNNING_LATE.NOT_NOW), or not revealed (RUNNING_LATE.NOT_REVEALED).',
  })
  async reportRunningLate(
    @Req() request: AuthenticatedRequest,
    @UuidParam('bookingId') bookingId: string,
    @Body() body: RunningLateDto,
  ): Promise<RunningLateNoticeDto> {
    const notice = await this.runningLate.execute(request.user, bookingId, body.minutes);
    return { minutes: notice.minutes, sent_at: notice.sentAt.toISOString() };
  }
}
