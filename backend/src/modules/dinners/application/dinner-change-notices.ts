import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { ChangeAudience, DinnerChange } from '../domain/dinner-changes';
import { BookingMails } from './booking-mails';
import { CoupleDirectory } from './couple-directory';
import { DinnerSeating } from './dinner-seating';
import { BookingRepository } from './booking-repository';
import { BookingWithDinner } from './dinner-views';
import { RestaurantReservations } from './restaurant-reservations';

/**
 * The consequences of a dinner change: exactly the couples it concerns are mailed, once
 * each, with their calendar entry updated (same UID, the next SEQUENCE) when where or when
 * they dine changed. Only couples still holding a paid booking hear of it, and of a change
 * to tables only those whose reveal went out: the others learn their table from the reveal
 * itself, which the notifications job sends as soon as their group has one. The restaurants of
 * the dinner's tables are told too. Runs in the changing use case's transaction, so the mails
 * exist exactly when the change was committed.
 */
@Injectable()
export class DinnerChangeNotices {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly couples: CoupleDirectory,
    private readonly seating: DinnerSeating,
    private readonly mails: BookingMails,
    private readonly reservations: RestaurantReservations,
    private readonly clock: Clock,
  ) {}

  /** Who the change would reach: the dinner's paid couples and their members. */
  async audience(dinnerId: string): Promise<ChangeAudience> {
    const seats = await this.bookings.listPaid(dinnerId);
    let people = 0;
    for (const seat of seats) people += (await this.couples.contactsOf(seat.coupleId)).length;
    return { couples: seats.length, people };
  }

  async publish(change: DinnerChange): Promise<void> {
    switch (change.kind) {
      case 'rescheduled':
        for (const booking of await this.confirmedBookings(change.dinnerId)) await this.mails.sendRescheduled(booking, change.from);
        break;
      case 'venue_changed':
        for (const booking of await this.revealedBookings(change.dinnerId, change.coupleIds)) await this.mails.sendVenueChanged(booking, change.from);
        break;
      case 'group_changed':
        for (const booking of await this.revealedBookings(change.dinnerId, change.coupleIds)) {
          if (change.joined.includes(booking.coupleId)) await this.mails.sendNewGroup(booking);
          else await this.mails.sendGroupChanged(booking, change.venueChanged);
        }
        break;
      case 'couple_removed':
        // Left without a table after the reveal, the couple hears once, whichever comes first: an
        // admin seats it again (a group_changed mail), or the unseated-couples check cancels its
        // booking, refunds it in full and tells it (RefundUnseatedCouples, every few minutes).
        break;
      case 'booking_cancelled': {
        const seat = await this.seating.seatOf(change.dinnerId, change.coupleId);
        const remaining = await this.revealedBookings(
          change.dinnerId,
          (seat?.coupleIds ?? []).filter((coupleId) => coupleId !== change.coupleId),
        );
        for (const booking of remaining) await this.mails.sendCoupleLeft(booking, remaining.length - 1);
        break;
      }
    }
    // The restaurants hear of every change to their tables too.
    await this.reservations.sync(change.dinnerId);
  }

  /** The confirmed bookings of these couples that were sent their reveal. */
  private async revealedBookings(dinnerId: string, coupleIds: readonly string[]): Promise<BookingWithDinner[]> {
    return (await this.confirmedBookings(dinnerId, coupleIds)).filter((booking) => booking.revealSentAt !== null);
  }

  /** The confirmed bookings of the dinner, of these couples only when given. */
  private async confirmedBookings(dinnerId: string, coupleIds?: readonly string[]): Promise<BookingWithDinner[]> {
    const now = this.clock.now();
    const confirmed: BookingWithDinner[] = [];
    for (const seat of await this.bookings.listPaid(dinnerId)) {
      if (coupleIds && !coupleIds.includes(seat.coupleId)) continue;
      const booking = await this.bookings.findById(seat.bookingId, now);
      if (booking?.status === 'confirmed') confirmed.push(booking);
    }
    return confirmed;
  }
}
