import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator';
import { SendContactMessage } from '../../application/send-contact-message';
import { ContactMessageReceiptDto, SendContactMessageDto } from './contact.dto';

@ApiTags('support')
@Controller('contact')
export class ContactController {
  constructor(private readonly send: SendContactMessage) {}

  @Post()
  @RateLimit(5, 10 * 60_000)
  @ApiOperation({
    summary: 'Contact support',
    description:
      'Sends a message to support, from the landing page or the signed-in support page. Stored, acknowledged to the sender by email and forwarded to the support inbox (both through the mail outbox).',
  })
  @ApiCreatedResponse({ type: ContactMessageReceiptDto, description: 'The message is received: its id and when.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'A field is missing or too short (name 2, subject 2, message 10 characters) or the email is invalid.',
  })
  async sendContactMessage(@Body() body: SendContactMessageDto): Promise<ContactMessageReceiptDto> {
    const stored = await this.send.execute(body);
    return { id: stored.id, receivedAt: stored.receivedAt.toISOString() };
  }
}
