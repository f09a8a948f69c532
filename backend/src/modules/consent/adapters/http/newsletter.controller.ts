import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { SubscribeNewsletter } from '../../application/subscribe-newsletter';
import { UnsubscribeNewsletter } from '../../application/unsubscribe-newsletter';
import { NewsletterSubscriptionDto, SubscribeNewsletterDto } from './newsletter.dto';
import { UnsubscribeDto } from './waitlist.dto';

@ApiTags('consent')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly subscribe: SubscribeNewsletter,
    private readonly unsubscribe: UnsubscribeNewsletter,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit(10, 10 * 60_000)
  @ApiOperation({
    summary: 'Subscribe to the newsletter',
    description: 'Subscribes an email to the newsletter, with consent. Idempotent. Sends a welcome email with an unsubscribe link (through the mail outbox).',
  })
  @ApiOkResponse({ type: NewsletterSubscriptionDto, description: 'The subscription.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Invalid email, or consent not true.' })
  async subscribeNewsletter(@Body() body: SubscribeNewsletterDto): Promise<NewsletterSubscriptionDto> {
    const subscription = await this.subscribe.execute({ ...body, source: 'newsletter_form' });
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
