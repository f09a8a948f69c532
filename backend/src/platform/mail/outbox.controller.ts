import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../http/error-response.dto';
import { DevOutboxAccessGuard } from './dev-outbox-access.guard';
import { OutboxReader } from './outbox-reader';
import { OutboxListDto, OutboxQueryDto } from './outbox.dto';

/** Registered only when mail goes to the outbox and NODE_ENV is not production, so never in the production API document. */
@ApiTags('dev')
@Controller('dev/outbox')
@UseGuards(DevOutboxAccessGuard)
export class OutboxController {
  constructor(private readonly outbox: OutboxReader) {}

  @Get()
  @ApiOperation({
    summary: 'Mails the app would have sent (development)',
    description:
      'Development only: the mails of the outbox with their attachments, newest first (all, or those to `to`). Served to loopback clients only unless DEV_OUTBOX=open; absent in production, and from its API document.',
  })
  @ApiOkResponse({ type: OutboxListDto, description: 'The mails, newest first.' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'A client beyond this machine while DEV_OUTBOX is not open.' })
  async listOutbox(@Query() query: OutboxQueryDto): Promise<OutboxListDto> {
    return { messages: await this.outbox.listNewestFirst(query.to) };
  }
}
