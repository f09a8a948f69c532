import { Body, Controller, Get, Put, Req, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SignedInGuard } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { MemberNewsletter, MemberNewsletterView } from '../../application/member-newsletter';
import { MemberNewsletterDto, UpdateMemberNewsletterDto } from './member-newsletter.dto';

const toDto = ({ subscription, consentText }: MemberNewsletterView): MemberNewsletterDto => ({
  subscribed: subscription !== null,
  subscribed_at: subscription?.subscribedAt.toISOString() ?? null,
  source: subscription?.source ?? null,
  consent_text: consentText,
});

/** The settings page's newsletter / marketing consent, for the signed-in member's own email. */
@ApiTags('account')
@ApiCookieAuth()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('user/account/newsletter')
export class MemberNewsletterController {
  constructor(private readonly newsletter: MemberNewsletter) {}

  @Get()
  @ApiOperation({ summary: "Whether the member's sign-in email is subscribed to the newsletter, since when and from where. Session." })
  @ApiOkResponse({ type: MemberNewsletterDto })
  async getMemberNewsletter(@Req() request: AuthenticatedRequest): Promise<MemberNewsletterDto> {
    return toDto(await this.newsletter.view(request.user.email));
  }

  @Put()
  @ApiOperation({
    summary: 'Subscribes (the consent, recorded with its time and source account_settings; a welcome mail with an unsubscribe link follows) or unsubscribes the member. Session.',
  })
  @ApiOkResponse({ type: MemberNewsletterDto })
  async updateMemberNewsletter(@Req() request: AuthenticatedRequest, @Body() body: UpdateMemberNewsletterDto): Promise<MemberNewsletterDto> {
    return toDto(await this.newsletter.set(request.user.email, body.subscribed));
  }
}
