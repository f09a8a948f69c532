import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageRepository } from './application/contact-message.repository';
import { SendContactMessage } from './application/send-contact-message';
import { ContactController } from './adapters/http/contact.controller';
import { ContactMessageOrmEntity } from './adapters/persistence/contact-message.orm-entity';
import { TypeOrmContactMessageRepository } from './adapters/persistence/typeorm-contact-message.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageOrmEntity])],
  controllers: [ContactController],
  providers: [{ provide: ContactMessageRepository, useClass: TypeOrmContactMessageRepository }, SendContactMessage],
})
export class SupportModule {}
