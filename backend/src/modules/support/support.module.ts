import { Module } from '@nestjs/common';
import { ContactMessageRepository } from './application/contact-message.repository';
import { SendContactMessage } from './application/send-contact-message';
import { ContactController } from './adapters/http/contact.controller';
import { TypeOrmContactMessageRepository } from './adapters/persistence/typeorm-contact-message.repository';

@Module({
  controllers: [ContactController],
  providers: [{ provide: ContactMessageRepository, useClass: TypeOrmContactMessageRepository }, SendContactMessage],
})
export class SupportModule {}
