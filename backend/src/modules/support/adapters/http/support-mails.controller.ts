import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import type { AuthenticatedRequest } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { UuidParam } from '../../../../platform/http/uuid-param';
import { ResendMail } from '../../application/resend-mail';
import { SupportReasonDto } from '../../../../platform/http/reason-field';
import { SupportMailDto } from './support-actions.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

/** Customer support's action on a mail of the outbox. Admins only; audit-logged with its reason. */
@ApiTags('support')
@AdminPermission('support:accounts')
@Controller('admin/support/mails')
export class SupportMailsController {
  constructor(private readonly resendMail: ResendMail) {}

  @Post(':id/resend')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Resend a mail',
    description:
      "Sends a mail of the outbox again to the same recipient, as it was under a first line saying it is a copy of a mail sent earlier that tells what was true then (the lookup lists each person's latest mails). Written to the audit log with the reason.",
  })
  @ApiOkResponse({ type: SupportMailDto, description: 'The copy, queued for delivery.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No reason, or a reason on several lines.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Unknown mail.' })
  async resendMailById(@Req() request: AuthenticatedRequest, @UuidParam('id') id: string, @Body() body: SupportReasonDto): Promise<SupportMailDto> {
    const copy = await this.resendMail.execute(request.user.id, id, body.reason);
    return { id: copy.id, subject: copy.subject, status: copy.status, created_at: copy.createdAt, sent_at: copy.sentAt };
  }
}
