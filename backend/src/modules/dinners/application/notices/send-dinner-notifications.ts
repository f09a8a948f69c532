import { Injectable } from '@nestjs/common';
import { atMostAtOnce } from '../../../../kernel/at-most-at-once';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { BOOKING_TEASER_EVENT } from '../../domain/dinner-events';
import { REVEAL_BEFORE_EVENT_MS, TEASER_BEFORE_EVENT_MS, teaserFollowsReveal } from '../../domain/reveal-policy';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { DinnerReveal } from './dinner-reveal';
import { DinnerSeating } from '../seating/dinner-seating';
import { BookingRepository, DinnerNotification } from '../bookings/booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/**
 * Dinners revealed side by side, each dinner's bookings one after the other (a reveal holds its
 * dinner's group lock until it commits, so two of one dinner would only queue). One at a time,
 * a Friday's 10,000 reveals took minutes, the database and the process idle in turn (issue 50);
 * four keep both busy and leave the pool's other connections to requests and mail delivery.
 */
const DINNERS_AT_ONCE = 4;

export interface NotificationsSent {
  reveals: number;
  teasers: number;
}

/**
 * The reveal mail 24 hours before a dinner (restaurant, table, companions, the group's
 * conversation starters, the calendar invite updated with the address) and the teaser 12
 * hours before. Both go only to couples seated in a group with a restaurant, so they wait
 * until the dinner is assigned; a dinner seated after its reveal time is revealed at once (and
 * after the teaser's, without it). Each is claimed on its booking with its event
 * (`booking.revealed`, `booking.teaser_due`) in one transaction: claimed once, however many
 * runs race; the mails are the `dinners.notification-mails` subscriber's, so the job calls
 * no notifier. Several dinners are revealed at once.
 */
@Injectable()
export class SendDinnerNotifications {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly seating: DinnerSeating,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<NotificationsSent> {
    const now = this.clock.now();
    const reveals = await this.send('reveal', REVEAL_BEFORE_EVENT_MS, now);
    const teasers = await this.send('teaser', TEASER_BEFORE_EVENT_MS, now);
    return { reveals, teasers };
  }

  private async send(kind: DinnerNotification, aheadMs: number, now: Date): Promise<number> {
    const byDinner = new Map<string, BookingWithDinner[]>();
    for (const booking of await this.bookings.listDueFor(kind, new Date(now.getTime() + aheadMs), now)) {
      const ofDinner = byDinner.get(booking.dinnerId) ?? [];
      ofDinner.push(booking);
      byDinner.set(booking.dinnerId, ofDinner);
    }
    let sent = 0;
    await atMostAtOnce([...byDinner.values()], DINNERS_AT_ONCE, async (bookings) => {
      for (const booking of bookings) if (await this.notify(kind, booking, now)) sent += 1;
    });
    return sent;
  }

  /** Whether this run claimed and queued the booking's mail. */
  private async notify(kind: DinnerNotification, booking: BookingWithDinner, now: Date): Promise<boolean> {
    let revealed = await this.reveal.forBooking(booking, now);
    if (!revealed?.restaurant) return false;
    // The group's starters are written once, by its first reveal, before the mail's transaction: an AI may take seconds.
    if (kind === 'reveal' && revealed.icebreakers.length === 0) revealed = { ...revealed, icebreakers: await this.seating.ensureIcebreakers(revealed.groupId) };
    return this.unitOfWork
      .run(async () => {
        if (!(await this.bookings.claimNotification(booking.id, kind, now))) return false;
        if (kind === 'teaser') {
          await this.changes.fact(BOOKING_TEASER_EVENT, { dinnerId: booking.dinnerId, bookingId: booking.id, coupleId: booking.coupleId }, SCHEDULE);
          return true;
        }
        // The seat as it stands once no group change can run (the claim first, as a cancellation locks its booking first):
        // an admin's move committed since the read above is in the mail; one after it is told to the couple as a change.
        await this.seating.lockGroups(booking.dinnerId);
        const current = await this.reveal.forBooking(booking, now);
        if (!current?.restaurant || current.groupId !== revealed.groupId) throw new SeatMovedError();
        await this.changes.bookingRevealed({
          bookingId: booking.id,
          dinnerId: booking.dinnerId,
          coupleId: booking.coupleId,
          groupId: current.groupId,
          restaurantId: current.restaurant.id,
          tableNumber: current.tableNumber,
          icebreakers: current.icebreakers.length > 0 ? current.icebreakers : revealed.icebreakers,
        });
        // Seated too close to the teaser's time (a late deadline): the reveal says it all, the teaser is skipped.
        if (!teaserFollowsReveal(booking.dinner.eventDate, now)) await this.bookings.claimNotification(booking.id, 'teaser', now);
        return true;
      })
      .catch((error: unknown) => {
        // Rolled back, claim included: the next run reveals the new seat, with its group's starters.
        if (error instanceof SeatMovedError) return false;
        throw error;
      });
  }
}

/** The couple's group changed between the reveal's first read and its mail. */
class SeatMovedError extends Error {}

const SCHEDULE = { type: 'schedule', id: null } as const;
