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
import { RequestConsentConfirmation } from '../../application/request-consent-confirmation';
import { UnsubscribeNewsletter } from '../../application/unsubscribe-newsletter';
import { CONFIRMATION_VALIDITY_DAYS } from '../../domain/consent-confirmation';
import { NewsletterSubscriptionDto, SubscribeNewsletterDto } from './newsletter.dto';
import { ConfirmationRequestedDto, ConfirmationTokenDto, UnsubscribeDto } from './waitlist.dto';
import { EQUAL_ANSWER_MS } from './equal-answer';
import { ReaderLanguage } from '../../../../platform/http/reader-language.decorator';
import type { Language } from '../../../../kernel/languages';

@ApiTags('consent')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly requestConfirmation: RequestConsentConfirmation,
    private readonly confirmConsent: ConfirmConsent,
    private readonly unsubscribe: UnsubscribeNewsletter,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit(10, 10 * 60_000)
  @MinimumDuration(EQUAL_ANSWER_MS)
  @ApiOperation({
    summary: 'Ask to subscribe to the newsletter',
    description: `Double opt-in: records no consent yet, and mails the address a confirmation link (valid ${CONFIRMATION_VALIDITY_DAYS} days, through the mail outbox) to /confirm-subscription?list=newsletter. The mails (this one, then the welcome) are in the language of the request's Accept-Language header (English when it names none of ours). A new request replaces the address's earlier link; a subscribed address gets no mail. The answer is the same in every case, in the same time.`,
  })
  @ApiOkResponse({ type: ConfirmationRequestedDto, description: 'The request is taken: check the inbox.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email, or consent not true.' })
  async subscribeNewsletter(@Body() body: SubscribeNewsletterDto, @ReaderLanguage() language: Language): Promise<ConfirmationRequestedDto> {
    const { email } = await this.requestConfirmation.execute({
      kind: 'newsletter',
      ...body,
      language: language,
      payload: { source: 'newsletter_form' },
    });
    return { email, confirmWithinDays: CONFIRMATION_VALIDITY_DAYS };
  }

  @Post('confirm')
  @HttpCode(200)
  @RateLimit(20, 10 * 60_000)
  @ApiOperation({
    summary: 'Confirm a newsletter subscription',
    description:
      "With the token of the confirmation email's link: subscribes the address, consent time now, and mails the welcome with an unsubscribe link. Idempotent for an address already subscribed; the link works once.",
  })
  @ApiOkResponse({ type: NewsletterSubscriptionDto, description: 'The subscription.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'No request has this token (mistyped, replaced by a newer link, or forgotten after it expired).',
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The link was used already.' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The link has expired.' })
  async confirmNewsletter(@Body() body: ConfirmationTokenDto): Promise<NewsletterSubscriptionDto> {
    const subscription = await this.confirmConsent.confirmNewsletter(body.token);
    return { email: subscription.email, subscribedAt: subscription.subscribedAt.toISOString() };
  }

  @Post('unsubscribe')
  @HttpCode(204)
  @RateLimit(20, 10 * 60_000)
  @ApiOperation({
    summary: 'Unsubscribe from the newsletter',
    description: "Unsubscribes with the token of the newsletter email's link: deletes the subscription.",
  })
  @ApiNoContentResponse({ description: 'The subscription is deleted.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No subscription has this token.' })
  unsubscribeNewsletter(@Body() body: UnsubscribeDto): Promise<void> {
    return this.unsubscribe.execute(body.token);
  }
}
