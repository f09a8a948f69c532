import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { ChangeAudience, DinnerChange } from '../domain/dinner-changes';
import { BookingMails } from './booking-mails';
import { CoupleDirectory } from './couple-directory';
import { DinnerEventAdminStore } from './dinner-event-admin-store';
import { BookingRepository } from './dinner-store';
import { RestaurantReservations } from './restaurant-reservations';

/**
 * The consequences of a dinner change: exactly the couples it concerns are mailed, with
 * their calendar entry updated (same UID, the next SEQUENCE), and the restaurants of its
 * tables are told. Runs in the changing use
 * case's transaction, so the mails exist exactly when the change was committed.
 */
@Injectable()
export class DinnerChangeNotices {
  constructor(
    private readonly events: DinnerEventAdminStore,
    private readonly bookings: BookingRepository,
    private readonly couples: CoupleDirectory,
    private readonly mails: BookingMails,
    private readonly reservations: RestaurantReservations,
    private readonly clock: Clock,
  ) {}

  /** Who the change would reach: the dinner's paid couples and their members. */
  async audience(dinnerId: string): Promise<ChangeAudience> {
    const seats = await this.events.paidSeats(dinnerId);
    let people = 0;
    for (const seat of seats) people += (await this.couples.contactsOf(seat.coupleId)).length;
    return { couples: seats.length, people };
  }

  async publish(change: DinnerChange): Promise<void> {
    const now = this.clock.now();
    for (const seat of await this.events.paidSeats(change.dinnerId)) {
      const booking = await this.bookings.findById(seat.bookingId, now);
      if (booking?.status === 'confirmed') await this.mails.sendRescheduled(booking, change.from);
    }
    // The restaurants hear of every change to their tables too.
    await this.reservations.sync(change.dinnerId);
  }
}
