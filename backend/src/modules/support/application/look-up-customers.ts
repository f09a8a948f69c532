import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../platform/audit/admin-audit-log';
import { lookupQuery } from '../domain/lookup-query';
import {
  CustomerBookings,
  CustomerCouples,
  CustomerDirectory,
  CustomerMails,
  CustomerPayments,
  SupportBookingWithAttendance,
  SupportMail,
  SupportPayment,
  SupportSubscription,
  SupportUser,
} from './customer-records';
import { UnitOfWork } from '../../../platform/database/unit-of-work';

export interface CustomerLookupResult {
  user: SupportUser;
  /** `no_shows_last_12_months`: the couple's no-shows at dinners of the last twelve months. */
  couple: { status: string; no_shows_last_12_months: number } | null;
  subscription: SupportSubscription | null;
  paymentHistory: SupportPayment[];
  bookingHistory: SupportBookingWithAttendance[];
  /** The newest mails to the person, to send one again. */
  mails: SupportMail[];
}

/** At most this many people per lookup: support searches for one person. */
export const LOOKUP_LIMIT = 20;
/** The mails listed per person: the recent ones are the ones people ask about. */
export const MAILS_PER_PERSON = 10;

/** Customer support: finds people by id, email or name with their couple, payments and bookings; every lookup is audit-logged. */
@Injectable()
export class LookUpCustomers {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly couples: CustomerCouples,
    private readonly payments: CustomerPayments,
    private readonly bookings: CustomerBookings,
    private readonly mails: CustomerMails,
    private readonly audit: AdminAuditLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(adminId: string, rawQuery: string | undefined): Promise<CustomerLookupResult[]> {
    const query = lookupQuery(rawQuery);
    const users = await this.directory.find(query, LOOKUP_LIMIT);
    const results = await this.unitOfWork.all(users.map((user) => () => this.describe(user)));
    await this.audit.record({ adminId, action: 'support_lookup', query, subjectUserIds: users.map((user) => user.id) });
    return results;
  }

  private async describe(user: SupportUser): Promise<CustomerLookupResult> {
    const coupleId = user.couple_id;
    const mails = await this.mails.latestTo(user.email, MAILS_PER_PERSON);
    if (!coupleId) return { user, couple: null, subscription: null, paymentHistory: [], bookingHistory: [], mails };
    const status = await this.couples.statusOf(coupleId);
    const no_shows_last_12_months = await this.bookings.noShowsInTwelveMonths(coupleId);
    return {
      user,
      // The couple's standing decides what it may do: a terminated couple is not shown as active.
      couple: user.service_terminated ? { status: 'service_terminated', no_shows_last_12_months } : status ? { status, no_shows_last_12_months } : null,
      subscription: await this.payments.subscriptionOf(coupleId),
      paymentHistory: await this.payments.paymentsOf(coupleId),
      bookingHistory: await this.bookings.bookingsOf(coupleId),
      mails,
    };
  }
}
