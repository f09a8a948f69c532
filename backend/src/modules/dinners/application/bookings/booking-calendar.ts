import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { AppConfig } from '../../../../platform/config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerErrors } from '../../domain/dinner-errors';
import { assertOwnBooking } from './booking-access';
import { calendarDownload } from '../notices/calendar-invite';
import { CalendarRevisions } from '../notices/calendar-revisions';
import { dinnerEntry, locationOf } from '../notices/dinner-invite';
import { DinnerReveal } from '../notices/dinner-reveal';
import { BookingRepository } from './booking-repository';
import { CoupleDirectory } from './couple-directory';
import { DEFAULT_LANGUAGE } from '../../../../kernel/languages';

/** GET /api/user/bookings/{id}/calendar.ics: 'Add to calendar' for a booked or revealed dinner; the address only once revealed. */
@Injectable()
export class BookingCalendar {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly revisions: CalendarRevisions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly couples: CoupleDirectory,
  ) {}

  async execute(caller: Caller, bookingId: string): Promise<string> {
    const now = this.clock.now();
    const booking = await this.bookings.findById(bookingId, now);
    if (!booking) throw DinnerErrors.bookingNotFound();
    assertOwnBooking(caller, booking);
    if (booking.status !== 'confirmed' && booking.status !== 'pending_payment') throw DinnerErrors.notCancellable(booking.status);
    const location = locationOf(await this.reveal.forBooking(booking, now));
    const sequence = await this.revisions.current(booking.id);
    // In the language of the member downloading it, as the copies mailed to them.
    const reader = (await this.couples.contactsOf(booking.coupleId)).find((contact) => contact.userId === caller.id);
    return calendarDownload(dinnerEntry(booking, location, this.config.get('appName'), sequence, reader?.language ?? DEFAULT_LANGUAGE), now);
  }
}
