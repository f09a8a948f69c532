import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { MinimumDuration } from '../../../../platform/http/minimum-duration.interceptor';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { ConfirmConsent } from '../../application/confirm-consent';
import { LeaveWaitlist } from '../../application/leave-waitlist';
import { RequestConsentConfirmation } from '../../application/request-consent-confirmation';
import { CONFIRMATION_VALIDITY_DAYS } from '../../domain/consent-confirmation';
import { EQUAL_ANSWER_MS } from './equal-answer';
import { ConfirmationRequestedDto, ConfirmationTokenDto, JoinWaitlistDto, UnsubscribeDto, WaitlistStandingDto } from './waitlist.dto';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';
import type { Language } from '../../../../kernel/languages';

@ApiTags('consent')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly requestConfirmation: RequestConsentConfirmation,
    private readonly confirmConsent: ConfirmConsent,
    private readonly leaveWaitlistUseCase: LeaveWaitlist,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit(10, 10 * 60_000)
  @MinimumDuration(EQUAL_ANSWER_MS)
  @ApiOperation({
    summary: 'Ask to join the waitlist',
    description: `A city's waitlist (the launch city's when none is named). Double opt-in: records nothing yet, and mails the address a confirmation link (valid ${CONFIRMATION_VALIDITY_DAYS} days, through the mail outbox) to /confirm-subscription?list=waitlist. The mails (this one, then the welcome) are in the language of the request's Accept-Language header (English when it names none of ours). A new request replaces the address's earlier link; an address already on the list gets no mail. The answer is the same in every case, in the same time.`,
  })
  @ApiOkResponse({ type: ConfirmationRequestedDto, description: 'The request is taken: check the inbox.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email, consent not true, or a city that is neither open nor coming soon.' })
  async joinWaitlist(@Body() body: JoinWaitlistDto, @ReaderLanguage() language: Language): Promise<ConfirmationRequestedDto> {
    const { email } = await this.requestConfirmation.execute({
      kind: 'waitlist',
      email: body.email,
      consent: body.consent,
      language: language,
      payload: { city: body.city },
    });
    return { email, confirmWithinDays: CONFIRMATION_VALIDITY_DAYS };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit(20, 10 * 60_000)
  @ApiOperation({
    summary: 'Confirm a place on the waitlist',
    description:
      "With the token of the confirmation email's link: puts the address on the waitlist, consent time now, and mails the welcome with its standing and an unsubscribe link. Idempotent for an address already listed; the link works once.",
  })
  @ApiOkResponse({ type: WaitlistStandingDto, description: "The entry's standing on the waitlist." })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No request has this token (mistyped, replaced by a newer link, or forgotten after it expired).',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The link was used already.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The link has expired.' })
  async confirmWaitlist(@Body() body: ConfirmationTokenDto): Promise<WaitlistStandingDto> {
    const standing = await this.confirmConsent.confirmWaitlist(body.token);
    return { ...standing, joinedAt: standing.joinedAt.toISOString() };
  }

  @Post('unsubscribe')
  @HttpCode(204)
  @RateLimit(20, 10 * 60_000)
  @ApiOperation({ summary: 'Leave the waitlist', description: "Leaves the waitlist with the token of the welcome email's link: deletes the entry." })
  @ApiNoContentResponse({ description: 'The entry is deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No entry has this token (already left, or an invalid link).' })
  leaveWaitlist(@Body() body: UnsubscribeDto): Promise<void> {
    return this.leaveWaitlistUseCase.execute(body.token);
  }
}
