import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiGoneResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { ChangeSignInEmail } from '../../application/change-sign-in-email';
import { ConfirmEmailChangeDto, EmailChangedDto } from './account-settings.dto';

const FIFTEEN_MINUTES = 15 * 60_000;

/** The link of an email change, opened from the new mailbox on any device (no session needed: the token is the proof). */
@ApiTags('auth')
@Controller('auth')
export class EmailChangeLinkController {
  constructor(private readonly changeEmail: ChangeSignInEmail) {}

  @Post('confirm-email-change')
  @HttpCode(200)
  @RateLimit(10, FIFTEEN_MINUTES)
  @ApiOperation({
    summary: 'Confirm an email change',
    description:
      'Makes the address behind an email-change link (24 h, single-use) the sign-in email and tells the old address. The token is the proof, so no session is needed; sessions of the account stay signed in.',
  })
  @ApiOkResponse({ type: EmailChangedDto, description: 'The sign-in email is changed.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Unknown or cancelled link (IDENTITY.INVALID_TOKEN), already used (IDENTITY.USED_TOKEN).' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'Expired (IDENTITY.EXPIRED_TOKEN) or replaced by a newer link (IDENTITY.SUPERSEDED_TOKEN).' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Another account took the address meanwhile (IDENTITY.EMAIL_IN_USE).' })
  async confirmEmailChange(@Body() body: ConfirmEmailChangeDto): Promise<EmailChangedDto> {
    const { email } = await this.changeEmail.confirm(body.token);
    return { message: `Your sign-in email is now ${email}.`, email };
  }
}
