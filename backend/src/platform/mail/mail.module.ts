import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DevMailTransport } from './dev-mail-transport';
import { MailOutbox } from './mail-outbox';
import { Mailer } from './mailer';
import { OutboxDelivery } from './outbox-delivery';
import { OutboxHousekeeping } from './outbox-housekeeping';
import { OutboxDeliveryJob } from './outbox-delivery.job';
import { OutboxRecords } from './outbox-records';
import { OutboxReader } from './outbox-reader';
import { OutboxController } from './outbox.controller';
import { SmtpMailer } from './smtp-mailer';
import { TransactionalMailOutbox } from './transactional-mail-outbox';

/** Use cases enqueue mails (`MailOutbox`); the delivery job hands them to the transport (`Mailer`). */
@Global()
@Module({})
export class MailModule {
  static forRoot(config: AppConfig): DynamicModule {
    const smtpUrl = config.get('smtpUrl');
    const transport: Provider = smtpUrl
      ? { provide: Mailer, useFactory: () => new SmtpMailer(smtpUrl, config.get('mailFrom')) }
      : { provide: Mailer, useClass: DevMailTransport };
    return {
      module: MailModule,
      providers: [
        transport,
        { provide: MailOutbox, useClass: TransactionalMailOutbox },
        OutboxDelivery,
        OutboxDeliveryJob,
        OutboxReader,
        OutboxHousekeeping,
        OutboxRecords,
      ],
      controllers: !smtpUrl && !config.isProduction ? [OutboxController] : [],
      exports: [MailOutbox, OutboxDelivery, OutboxRecords],
    };
  }
}
