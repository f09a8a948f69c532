import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SignedIn } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { MemberNewsletter, MemberNewsletterView } from '../../application/member-newsletter';
import { MemberNewsletterDto, UpdateMemberNewsletterDto } from './member-newsletter.dto';
import { readerLanguage } from '../../../../platform/http/reader-language';

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
    description:
      "Whether the member's sign-in email is subscribed to the newsletter, since when and from where (the consent record). Refused while the email is not verified: the address may be someone else's.",
  })
  @ApiOkResponse({ type: MemberNewsletterDto, description: 'The consent record, or not subscribed.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'CONSENT.EMAIL_NOT_VERIFIED: the sign-in email is not verified yet.' })
  async getMemberNewsletter(@Req() request: AuthenticatedRequest): Promise<MemberNewsletterDto> {
    return toDto(await this.newsletter.view(request.user, readerLanguage(request.headers['accept-language'])));
  }

  @Put()
  @ApiOperation({
    summary: "Set the member's newsletter consent",
    description:
      'Subscribes (the consent, recorded with its time and source account_settings; a welcome mail with an unsubscribe link follows) or unsubscribes the member. Refused, recording nothing, while the sign-in email is not verified.',
  })
  @ApiOkResponse({ type: MemberNewsletterDto, description: 'The consent record as stored.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'CONSENT.EMAIL_NOT_VERIFIED: the sign-in email is not verified yet; verify it first.' })
  async updateMemberNewsletter(@Req() request: AuthenticatedRequest, @Body() body: UpdateMemberNewsletterDto): Promise<MemberNewsletterDto> {
    return toDto(await this.newsletter.set(request.user, body.subscribed, readerLanguage(request.headers['accept-language'])));
  }
}
