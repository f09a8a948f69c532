import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { movesCouples, RestaurantChanged } from '../../../restaurants';
import { ChangeAudience, DinnerChange } from '../../domain/dinner-changes';
import { BookingMails } from '../bookings/booking-mails';
import { CoupleDirectory } from '../bookings/couple-directory';
import { DinnerSeating } from '../seating/dinner-seating';
import { BookingRepository } from '../bookings/booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/**
 * The consequences of a dinner change: exactly the couples it concerns are mailed, once
 * each, with their calendar entry updated (same UID, the next SEQUENCE) when where or when
 * they dine changed. Only couples still holding a paid booking hear of it, and of a change
 * to tables only those whose reveal went out: the others learn their table from the reveal
 * itself, which the notifications job sends as soon as their group has one. The subscriber
 * `dinners.couple-notices` calls it once per recorded change, in the transaction that moves
 * its cursor, reading the groups as they are then (a later change has its own mail).
 */
@Injectable()
export class DinnerChangeNotices {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly couples: CoupleDirectory,
    private readonly seating: DinnerSeating,
    private readonly mails: BookingMails,
    private readonly clock: Clock,
  ) {}

  /** Who the change would reach: the dinner's paid couples and their members. */
  async audience(dinnerId: string): Promise<ChangeAudience> {
    const seats = await this.bookings.listPaid(dinnerId);
    let people = 0;
    for (const seat of seats) people += (await this.couples.contactsOf(seat.coupleId)).length;
    return { couples: seats.length, people };
  }

  async tell(change: DinnerChange): Promise<void> {
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
        // Before the reveal the rest of the table never knew who was coming.
        if (!change.revealed) break;
        const seat = await this.seating.seatOf(change.dinnerId, change.coupleId);
        const remaining = await this.revealedBookings(
          change.dinnerId,
          (seat?.coupleIds ?? []).filter((coupleId) => coupleId !== change.coupleId),
        );
        for (const booking of remaining) await this.mails.sendCoupleLeft(booking, remaining.length - 1);
        break;
      }
    }
  }

  /**
   * A restaurant's name or address changed: the revealed couples seated there at a dinner still
   * to come are told where they dine now, with the calendar entry updated (next SEQUENCE, the
   * new LOCATION).
   */
  async tellRestaurantChanged(change: RestaurantChanged, dinnerIds: readonly string[]): Promise<void> {
    if (!movesCouples(change)) return;
    for (const dinnerId of dinnerIds) {
      for (const table of await this.seating.tablesOf(dinnerId)) {
        if (table.restaurantId !== change.restaurantId) continue;
        const from = { restaurantId: change.restaurantId, restaurantName: change.before.name, tableNumber: table.tableNumber };
        for (const booking of await this.revealedBookings(dinnerId, table.coupleIds)) await this.mails.sendVenueChanged(booking, from);
      }
    }
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
