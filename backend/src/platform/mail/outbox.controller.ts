import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OutboxReader } from './outbox-reader';
import { OutboxListDto, OutboxQueryDto } from './outbox.dto';

/** Registered only when mail goes to the outbox and NODE_ENV is not production. */
@ApiTags('dev')
@Controller('dev/outbox')
export class OutboxController {
  constructor(private readonly outbox: OutboxReader) {}

  @Get()
  @ApiOperation({ summary: 'Development only: mails the app would have sent, newest first. Public; absent in production.' })
  @ApiOkResponse({ type: OutboxListDto })
  async listOutbox(@Query() query: OutboxQueryDto): Promise<OutboxListDto> {
    return { messages: await this.outbox.listNewestFirst(query.to) };
  }
}
