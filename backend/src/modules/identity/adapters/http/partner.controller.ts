import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { CurrentUser } from '../../application/current-user';
import { PartnerDescriptionChange } from '../../application/partner-description';
import { PartnerOnboarding, PartnerView } from '../../application/partner-onboarding';
import { startSession } from '../session/session-lifecycle';
import { CurrentUserDto } from './current-user.dto';

import type { AuthenticatedRequest } from './guards';
import {
  CompleteOnboardingDto,
  InvitationSentDto,
  OnboardingResultDto,
  PartnerDescriptionDto,
  PartnerDto,
  PartnerInfoDto,
  PartnerInfoQueryDto,
  SendInvitationDto,
} from './partner.dto';
import { SignedIn } from './access.decorators';

const FIFTEEN_MINUTES = 15 * 60_000;

@ApiTags('partner')
@Controller()
export class PartnerController {
  constructor(
    private readonly onboarding: PartnerOnboarding,
    private readonly currentUser: CurrentUser,
    private readonly partnerDescription: PartnerDescriptionChange,
  ) {}

  @Post('partner/send-invitation')
  @HttpCode(200)
  @SignedIn()
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Invite the partner',
    description:
      "Emails the partner an invitation (valid 7 days, single-use) to /partner-onboarding, through the mail outbox. Only the couple's primary member, with a verified email, may invite.",
  })
  @ApiOkResponse({ type: InvitationSentDto, description: 'The invitation is sent.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Malformed, own or already registered email.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Email not verified, not a couple member, or not the primary member.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The partner has already joined.' })
  async sendPartnerInvitation(@Body() body: SendInvitationDto, @Req() request: AuthenticatedRequest): Promise<InvitationSentDto> {
    const sent = await this.onboarding.sendInvitation(request.user, body.partner_email);
    return { message: 'Invitation sent!', partner_email: sent.email, expires_at: sent.expiresAt.toISOString() };
  }

  @Get('partner/info')
  @ApiOperation({
    summary: 'Read a partner invitation',
    description: 'Reads an invitation link (token and email) for the onboarding screen: the pending partner and who sent the invitation.',
  })
  @ApiOkResponse({ type: PartnerInfoDto, description: 'The invitation.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing, unknown or used invitation.' })
  @ApiGoneResponse({
    type: ErrorResponseDto,
    description: 'Expired invitation (IDENTITY.EXPIRED_TOKEN) or replaced by a newer one (IDENTITY.SUPERSEDED_TOKEN).',
  })
  async getPartnerInfo(@Query() query: PartnerInfoQueryDto): Promise<PartnerInfoDto> {
    const info = await this.onboarding.invitationInfo(query.token, query.email);
    return { partner_id: info.partnerId, token: query.token, partner_first_name: info.partnerFirstName, primary_user_name: info.primaryUserName };
  }

  @Post('partner/complete-onboarding')
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: "Complete the partner's onboarding",
    description:
      "Creates the invited partner's account in the couple (email verified, since the invitation reached it) and signs them in (sets the session cookie). Needs the invitation token.",
  })
  @ApiCreatedResponse({ type: OnboardingResultDto, description: 'The partner is created and signed in (Set-Cookie).' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing fields, weak password, terms not accepted, unknown or used invitation.' })
  @ApiGoneResponse({
    type: ErrorResponseDto,
    description: 'Expired invitation (IDENTITY.EXPIRED_TOKEN) or replaced by a newer one (IDENTITY.SUPERSEDED_TOKEN).',
  })
  async completePartnerOnboarding(@Body() body: CompleteOnboardingDto, @Req() request: Request): Promise<OnboardingResultDto> {
    const partner = await this.onboarding.complete({
      partnerId: body.partner_id,
      token: body.token,
      firstName: body.first_name,
      lastName: body.last_name,
      phoneNumber: body.phone_number,
      password: body.password,
      acceptedTerms: body.accepted_terms,
      marketingOptIn: body.marketingOptIn ?? false,
      language: body.language,
    });
    await startSession(request, { id: partner.id });
    return { user: CurrentUserDto.from(await this.currentUser.profile(partner)), message: 'Account created successfully' };
  }

  @Get('user/partner')
  @SignedIn()
  @ApiOperation({
    summary: "The couple's partner",
    description: "The couple's other member: their account once onboarded (status `active`), else the invitation state.",
  })
  @ApiOkResponse({ type: PartnerDto, description: 'The partner or the invitation state.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not a couple member (e.g. an admin).' })
  async getUserPartner(@Req() request: AuthenticatedRequest): Promise<PartnerDto> {
    return toPartnerDto(await this.onboarding.view(request.user));
  }

  @Put('user/partner/details')
  @SignedIn()
  @ApiOperation({
    summary: 'Correct how the partner is described',
    description:
      "Changes the partner's first name and date of birth as the member who created the couple described them at sign-up (the invitation greets the partner by that name), checked as at sign-up. Only that member, and only until the partner joins: from then on the partner changes their own details (PUT /api/user/account/details).",
  })
  @ApiOkResponse({ type: PartnerDto, description: 'The partner as now described.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A missing first name, or a date of birth that is not a date or under 18 (the field is named).',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not a couple member, or the partner (IDENTITY.ONLY_PRIMARY_DESCRIBES_PARTNER).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The partner has joined and owns their details (IDENTITY.PARTNER_OWNS_DETAILS).' })
  async updatePartnerDescription(@Req() request: AuthenticatedRequest, @Body() body: PartnerDescriptionDto): Promise<PartnerDto> {
    await this.partnerDescription.execute(request.user, { firstName: body.first_name, dateOfBirth: body.date_of_birth });
    return toPartnerDto(await this.onboarding.view(request.user));
  }
}

function toPartnerDto(view: PartnerView): PartnerDto {
  if (view.status === 'active') {
    const { user } = view;
    return {
      id: user.id,
      status: 'active',
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      email_verified: user.emailVerified,
      gender: user.gender,
      date_of_birth: user.dateOfBirth,
      invitation_expires_at: null,
    };
  }
  return {
    id: null,
    status: view.status,
    first_name: view.pending?.firstName ?? null,
    last_name: null,
    email: view.pending?.email ?? null,
    email_verified: false,
    gender: view.pending?.gender ?? null,
    date_of_birth: view.pending?.dateOfBirth ?? null,
    invitation_expires_at: view.invitationExpiresAt?.toISOString() ?? null,
  };
}
