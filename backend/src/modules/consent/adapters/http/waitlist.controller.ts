import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { JoinWaitlist } from '../../application/join-waitlist';
import { LeaveWaitlist } from '../../application/leave-waitlist';
import { JoinWaitlistDto, UnsubscribeDto, WaitlistStandingDto } from './waitlist.dto';

@ApiTags('consent')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly joinWaitlistUseCase: JoinWaitlist,
    private readonly leaveWaitlistUseCase: LeaveWaitlist,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit(10, 10 * 60_000)
  @ApiOperation({
    summary: 'Join the waitlist',
    description:
      'Joins the launch waitlist. Idempotent: joining again answers the same standing without a second entry or email. Sends a confirmation email with an unsubscribe link (through the mail outbox).',
  })
  @ApiOkResponse({ type: WaitlistStandingDto, description: "The entry's standing on the waitlist." })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email, or consent not true.' })
  async joinWaitlist(@Body() body: JoinWaitlistDto): Promise<WaitlistStandingDto> {
    const standing = await this.joinWaitlistUseCase.execute(body);
    return { ...standing, joinedAt: standing.joinedAt.toISOString() };
  }

  @Post('unsubscribe')
  @HttpCode(204)
  @RateLimit(20, 10 * 60_000)
  @ApiOperation({ summary: 'Leave the waitlist', description: "Leaves the waitlist with the token of the confirmation email's link: deletes the entry." })
  @ApiNoContentResponse({ description: 'The entry is deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No entry has this token (already left, or an invalid link).' })
  leaveWaitlist(@Body() body: UnsubscribeDto): Promise<void> {
    return this.leaveWaitlistUseCase.execute(body.token);
  }
}
