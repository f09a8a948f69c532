import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isHoldActive } from '../../domain/booking';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { lockDinner } from './typeorm-booking.repository';

/** Why a paid booking found no spot, which the couple is told with the refund. */
export type NoSpotReason = 'booking_cancelled' | 'dinner_full' | 'dinner_over' | 'already_booked';

/** confirmed: the booking is now confirmed; already_confirmed: nothing to do; no_spot: the payment must be refunded. */
export type PaidBookingOutcome = { booking: 'confirmed' } | { booking: 'already_confirmed' } | { booking: 'no_spot'; reason: NoSpotReason };

const noSpot = (reason: NoSpotReason): PaidBookingOutcome => ({ booking: 'no_spot', reason });

/**
 * Confirms a booking whose payment succeeded, inside the payment's own transaction (the
 * payments module passes its EntityManager), so the event record and the booking change
 * commit together. A payment arriving after its hold lapsed is honoured while a spot is
 * free, and otherwise reported so that it is refunded: never lost.
 */
@Injectable()
export class PaidBookingConfirmer {
  async confirm(manager: EntityManager, bookingId: string, now: Date): Promise<PaidBookingOutcome> {
    const bookings = manager.getRepository(DinnerBookingOrmEntity);
    const found = await bookings.findOneBy({ id: bookingId });
    if (!found) return noSpot('booking_cancelled');
    // Dinner first, then the booking: the order reservations lock in, so the two never deadlock.
    // The booking lock makes a concurrent cancellation either commit first (this payment then
    // finds it cancelled and is refunded) or wait for the confirmation (and then cancel it).
    const dinner = await lockDinner(manager, found.dinnerId, now);
    if (!dinner) return noSpot('dinner_over');
    const booking = await bookings.createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :bookingId', { bookingId }).getOne();
    if (!booking) return noSpot('booking_cancelled');
    if (booking.status === 'confirmed' || booking.status === 'attended') return { booking: 'already_confirmed' };
    const stillHeld = isHoldActive('pending_payment', booking.holdExpiresAt, now) && booking.status === 'pending_payment';
    if (!stillHeld) {
      if (booking.status === 'cancelled') return noSpot('booking_cancelled');
      if (dinner.eventDate <= now) return noSpot('dinner_over');
      if (dinner.takenSpots >= dinner.capacity) return noSpot('dinner_full');
      const otherActive = await bookings
        .createQueryBuilder('b')
        .where(`b.dinner_id = :dinnerId AND b.couple_id = :coupleId AND b.id <> :bookingId AND b.status IN ('pending_payment', 'confirmed', 'attended')`, {
          dinnerId: booking.dinnerId,
          coupleId: booking.coupleId,
          bookingId,
        })
        .getExists();
      if (otherActive) return noSpot('already_booked');
    }
    await bookings.update({ id: bookingId }, { status: 'confirmed', confirmedAt: now, holdExpiresAt: null });
    return { booking: 'confirmed' };
  }
}
