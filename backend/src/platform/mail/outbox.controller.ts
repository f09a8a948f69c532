import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DevOutboxAccessGuard } from './dev-outbox-access.guard';
import { OutboxReader } from './outbox-reader';
import { OutboxListDto, OutboxQueryDto } from './outbox.dto';

/** Registered only when mail goes to the outbox and NODE_ENV is not production; loopback clients only unless DEV_OUTBOX=open. */
@ApiTags('dev')
@Controller('dev/outbox')
@UseGuards(DevOutboxAccessGuard)
export class OutboxController {
  constructor(private readonly outbox: OutboxReader) {}

  @Get()
  @ApiOperation({ summary: 'Development only: mails the app would have sent, newest first. Loopback clients only unless DEV_OUTBOX=open; absent in production.' })
  @ApiOkResponse({ type: OutboxListDto })
  async listOutbox(@Query() query: OutboxQueryDto): Promise<OutboxListDto> {
    return { messages: await this.outbox.listNewestFirst(query.to) };
  }
}
