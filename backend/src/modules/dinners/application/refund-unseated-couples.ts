import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { renderEmail } from '../../../platform/mail/email-layout';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { timeZoneOf } from '../domain/dinner-cities';
import { euroText } from '../domain/fee-policy';
import { REVEAL_BEFORE_EVENT_MS } from '../domain/reveal-policy';
import { BookingInvites } from './booking-invites';
import { BookingRefunds } from './booking-refunds';
import { CoupleDirectory } from './couple-directory';
import { BookingRepository } from './booking-repository';
import { DinnerMatchingQueries } from './dinner-matching-queries';
import { DinnerHistory } from './dinner-history';
import { DinnerSeating } from './dinner-seating';

/**
 * A paid couple that matching left without a group is refunded in full when its dinner is
 * revealed without it (DECISIONS item 12; until then an admin may still seat it). In one
 * transaction per booking: the booking is cancelled for the service, the fee is recorded
 * as owed back and the couple's mail is queued; the provider refunds go out after commit.
 */
@Injectable()
export class RefundUnseatedCouples {
  constructor(
    private readonly queries: DinnerMatchingQueries,
    private readonly bookings: BookingRepository,
    private readonly seating: DinnerSeating,
    private readonly refunds: BookingRefunds,
    private readonly couples: CoupleDirectory,
    private readonly outbox: MailOutbox,
    private readonly invites: BookingInvites,
    private readonly history: DinnerHistory,
    private readonly config: AppConfig,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Returns how many bookings were cancelled and refunded. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    let refunded = 0;
    for (const booking of await this.queries.paidBookingsAtReveal(new Date(now.getTime() + REVEAL_BEFORE_EVENT_MS), now)) {
      if (await this.seating.seatOf(booking.dinner.id, booking.coupleId)) continue;
      const done = await this.unitOfWork.run(async () => {
        if (!(await this.bookings.cancelForService(booking.bookingId, now))) return false;
        const paid = await this.refunds.owe(booking.bookingId);
        await this.history.record(booking.dinner.id, { kind: 'unseated_couple_refunded', coupleId: booking.coupleId, feeRefunded: paid }, now);
        const when = new Intl.DateTimeFormat('en-IE', { dateStyle: 'full', timeZone: timeZoneOf(booking.dinner.city, booking.dinner.country) }).format(
          booking.dinner.eventDate,
        );
        const calendar = await this.invites.cancellation({ id: booking.bookingId, dinner: booking.dinner });
        for (const contact of await this.couples.contactsOf(booking.coupleId)) {
          const body = renderEmail({
            appName: this.config.get('appName'),
            greeting: `Hi ${contact.firstName},`,
            paragraphs: [
              `We could not seat you at the surprise dinner in ${booking.dinner.city} on ${when}, so your booking is cancelled.`,
              paid
                ? `Your logistics fee of ${euroText(booking.dinner.logisticsFeeCents)} is refunded in full to the card you paid with; it usually shows within 5 to 10 working days.`
                : 'You paid no logistics fee for this dinner, so there is nothing to refund.',
              'The attached file removes the dinner from your calendar.',
              'We would love to see you at another dinner soon.',
            ],
            button: { label: 'Find another dinner', url: `${this.config.get('publicUrl')}/dashboard` },
          });
          await this.outbox.enqueue({ to: contact.email, subject: 'We could not seat you at this dinner', ...body, attachments: calendar(contact) });
        }
        return true;
      });
      if (done) refunded += 1;
    }
    if (refunded > 0) await this.refunds.settle();
    return refunded;
  }
}
