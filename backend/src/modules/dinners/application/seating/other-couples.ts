import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { SharedCouple } from '../../domain/reveal-policy';
import { DinnerErrors } from '../../domain/dinner-errors';
import { coupleOf } from '../bookings/booking-access';
import { DinnerReveal } from '../notices/dinner-reveal';
import { BookingRepository } from '../bookings/booking-repository';

/** GET /api/user/dinner/{id}/other-couples: empty until the reveal. */
@Injectable()
export class OtherCouples {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, dinnerId: string): Promise<SharedCouple[]> {
    const now = this.clock.now();
    const booking = await this.bookings.findActiveForCoupleAndDinner(coupleOf(caller), dinnerId, now);
    if (!booking) throw DinnerErrors.notBookedOnDinner();
    return (await this.reveal.forBooking(booking, now))?.otherCouples ?? [];
  }
}
