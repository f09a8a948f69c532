import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../identity';
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
@SignedIn()
@Controller('user/account/newsletter')
export class MemberNewsletterController {
  constructor(private readonly newsletter: MemberNewsletter) {}

  @Get()
  @ApiOperation({
    summary: "Read the member's newsletter consent",
    description: "Whether the member's sign-in email is subscribed to the newsletter, since when and from where (the consent record).",
  })
  @ApiOkResponse({ type: MemberNewsletterDto, description: 'The consent record, or not subscribed.' })
  async getMemberNewsletter(@Req() request: AuthenticatedRequest): Promise<MemberNewsletterDto> {
    return toDto(await this.newsletter.view(request.user.email));
  }

  @Put()
  @ApiOperation({
    summary: "Set the member's newsletter consent",
    description:
      'Subscribes (the consent, recorded with its time and source account_settings; a welcome mail with an unsubscribe link follows) or unsubscribes the member.',
  })
  @ApiOkResponse({ type: MemberNewsletterDto, description: 'The consent record as stored.' })
  async updateMemberNewsletter(@Req() request: AuthenticatedRequest, @Body() body: UpdateMemberNewsletterDto): Promise<MemberNewsletterDto> {
    return toDto(await this.newsletter.set(request.user.email, body.subscribed));
  }
}
