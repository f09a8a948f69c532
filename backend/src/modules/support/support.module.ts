import { Module } from '@nestjs/common';
import { CoupleProfileModule } from '../couple-profile';
import { DinnersModule } from '../dinners';
import { IdentityModule, personalDataHolder } from '../identity';
import { PaymentsModule } from '../payments';
import { ContactMessageRepository } from './application/contact-message.repository';
import {
  CustomerBookingList,
  CustomerBookings,
  CustomerCouples,
  CustomerDirectory,
  CustomerMails,
  CustomerNames,
  CustomerPayments,
} from './application/customer-records';
import { ListBookings } from './application/list-bookings';
import { DinnersCustomerBookingList } from './adapters/customers/dinners-customer-booking-list';
import { IdentityCustomerNames } from './adapters/customers/identity-customer-names';
import { AdminBookingsController } from './adapters/http/admin-bookings.controller';
import { OutboxCustomerMails } from './adapters/customers/outbox-customer-mails';
import { LookUpCustomers } from './application/look-up-customers';
import { SendContactMessage } from './application/send-contact-message';
import { DinnersCustomerBookings } from './adapters/customers/dinners-customer-bookings';
import { IdentityCustomerDirectory } from './adapters/customers/identity-customer-directory';
import { LedgerCustomerPayments } from './adapters/customers/ledger-customer-payments';
import { ProfileCustomerCouples } from './adapters/customers/profile-customer-couples';
import { AuditLogController } from './adapters/http/audit-log.controller';
import { ContactController } from './adapters/http/contact.controller';
import { CustomerLookupController } from './adapters/http/customer-lookup.controller';
import { SupportMailsController } from './adapters/http/support-mails.controller';
import { ResendMail } from './application/resend-mail';
import { AuditTrail } from './application/audit-trail';
import { SupportPersonalData } from './adapters/persistence/support-personal-data';
import { TypeOrmContactMessageRepository } from './adapters/persistence/typeorm-contact-message.repository';

@Module({
  imports: [IdentityModule, CoupleProfileModule, PaymentsModule, DinnersModule],
  controllers: [ContactController, CustomerLookupController, AuditLogController, SupportMailsController, AdminBookingsController],
  providers: [
    { provide: ContactMessageRepository, useClass: TypeOrmContactMessageRepository },
    { provide: CustomerDirectory, useClass: IdentityCustomerDirectory },
    { provide: CustomerCouples, useClass: ProfileCustomerCouples },
    { provide: CustomerPayments, useClass: LedgerCustomerPayments },
    { provide: CustomerBookings, useClass: DinnersCustomerBookings },
    { provide: CustomerMails, useClass: OutboxCustomerMails },
    { provide: CustomerBookingList, useClass: DinnersCustomerBookingList },
    { provide: CustomerNames, useClass: IdentityCustomerNames },
    ListBookings,
    SendContactMessage,
    LookUpCustomers,
    ResendMail,
    AuditTrail,
    ...personalDataHolder(SupportPersonalData),
  ],
})
export class SupportModule {}
