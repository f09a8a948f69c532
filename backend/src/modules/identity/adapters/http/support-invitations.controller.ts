import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { SupportReasonDto } from '../../../../platform/http/reason-field';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ResendInvitationForSupport } from '../../application/resend-invitation-for-support';
import { AdminPermission } from './admin-permission.decorator';
import type { AuthenticatedRequest } from './guards';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

export class SupportInvitationSentDto {
  @ApiProperty({ example: 'cian@example.ie' }) partner_email: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}

/** Customer support's action on a couple's partner invitation. Admins only; audit-logged with its reason. */
@ApiTags('support')
@AdminPermission('support:accounts')
@Controller('admin/support/users')
export class SupportInvitationsController {
  constructor(private readonly resend: ResendInvitationForSupport) {}

  @Post(':id/resend-invitation')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: "Resend a couple's partner invitation",
    description:
      "Sends the partner invitation of this member's couple again, with a fresh link (7 days) to the address the couple gave. Written to the audit log with the reason.",
  })
  @ApiOkResponse({ type: SupportInvitationSentDto, description: 'The invitation is sent again.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No reason, or a reason on several lines.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown user.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The partner has joined, or was never given an email (IDENTITY.NO_INVITATION_TO_RESEND).' })
  async resendInvitation(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: SupportReasonDto): Promise<SupportInvitationSentDto> {
    const sent = await this.resend.execute(request.user.id, id, body.reason);
    return { partner_email: sent.email, expires_at: sent.expiresAt.toISOString() };
  }
}
