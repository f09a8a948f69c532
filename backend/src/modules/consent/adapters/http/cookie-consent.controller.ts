import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { RecordCookieConsent } from '../../application/record-cookie-consent';
import { CookieConsentRecordDto, RecordCookieConsentDto } from './cookie-consent.dto';

@ApiTags('consent')
@Controller('consent')
export class CookieConsentController {
  constructor(private readonly recordConsent: RecordCookieConsent) {}

  @Post()
  @RateLimit(30, 10 * 60_000)
  @ApiOperation({
    summary: 'Record a cookie choice',
    description: "Records a browser's cookie choice (anonymous id, four flags, policy version) with the server's timestamp, so consent can be proven.",
  })
  @ApiCreatedResponse({ type: CookieConsentRecordDto, description: 'The recorded choice with its server timestamp.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async recordCookieConsent(@Body() body: RecordCookieConsentDto): Promise<CookieConsentRecordDto> {
    const record = await this.recordConsent.execute(body);
    return { id: record.id, recordedAt: record.recordedAt.toISOString() };
  }
}
