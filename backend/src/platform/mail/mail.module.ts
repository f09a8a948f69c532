import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { OutboxMessageOrmEntity } from './outbox-message.orm-entity';
import { OutboxController } from './outbox.controller';
import { SmtpMailer } from './smtp-mailer';

@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const smtpUrl = config.get('smtpUrl');
    const mailer: Provider = smtpUrl
      ? { provide: Mailer, useFactory: () => new SmtpMailer(smtpUrl, config.get('mailFrom')) }
      : { provide: Mailer, useExisting: OutboxMailer };
    return {
      module: MailModule,
      imports: [TypeOrmModule.forFeature([OutboxMessageOrmEntity])],
      providers: [OutboxMailer, mailer],
      controllers: !smtpUrl && !config.isProduction ? [OutboxController] : [],
      exports: [Mailer],
    };
  }
}
