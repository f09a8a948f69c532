import { Body, Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { OwnAccount } from '../../application/own-account';
import { sessionCookie } from '../session/session-data';
import { endSession } from '../session/session-lifecycle';
import type { AuthenticatedRequest } from './guards';

import { DeleteAccountDto, DeleteAccountResultDto, OwnDataExportDto } from './own-data.dto';
import { SignedIn } from './access.decorators';

@ApiTags('user')
@SignedIn()
@Controller('user')
export class OwnDataController {
  constructor(
    private readonly ownAccount: OwnAccount,
    private readonly config: AppConfig,
  ) {}

  @Get('data-export')
  @Header('Content-Disposition', 'attachment; filename="tablemates-data.json"')
  @ApiOperation({
    summary: 'Export my data',
    description:
      'Everything the service holds about the signed-in member and their couple, as one JSON file (privacy policy: right of access). Sent as an attachment.',
  })
  @ApiOkResponse({ type: OwnDataExportDto, description: 'The data export (Content-Disposition: attachment).' })
  exportOwnData(@Req() request: AuthenticatedRequest): Promise<OwnDataExportDto> {
    return this.ownAccount.exportData(request.user.id);
  }

  @Post('account/delete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete the couple account',
    description:
      "Deletes the couple's account (both members) after the member's password confirms it. The partner is told by email (through the mail outbox); booked dinners are cancelled (the fee is kept, per the Terms). Ends the session and clears its cookie.",
  })
  @ApiOkResponse({ type: DeleteAccountResultDto, description: 'The account is deleted and the session ended.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing or wrong password.' })
  async deleteOwnAccount(
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
    @Body() body: DeleteAccountDto,
  ): Promise<DeleteAccountResultDto> {
    await this.ownAccount.deleteAccount(request.user.id, body.password);
    await endSession(request, response, sessionCookie(this.config.get('publicUrl')));
    return { success: true, message: 'Your account has been deleted' };
  }
}
