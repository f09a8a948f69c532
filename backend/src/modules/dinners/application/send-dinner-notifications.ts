import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { REVEAL_BEFORE_EVENT_MS, TEASER_BEFORE_EVENT_MS, teaserAt } from '../domain/reveal-policy';
import { BookingMails } from './booking-mails';
import { DinnerReveal } from './dinner-reveal';
import { DinnerSeating } from './dinner-seating';
import { BookingRepository, DinnerNotification } from './booking-repository';

export interface NotificationsSent {
  reveals: number;
  teasers: number;
}

/**
 * The reveal mail 24 hours before a dinner (restaurant, table, companions, the group's
 * conversation starters, the calendar invite updated with the address) and the teaser 12
 * hours before. Both go only to couples seated in a group with a restaurant, so they wait
 * until the dinner is assigned; a dinner seated after its reveal time is revealed at once (and
 * after the teaser's, without it). Each is claimed on its booking and queued in one
 * transaction: sent once, however many runs race.
 */
@Injectable()
export class SendDinnerNotifications {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly seating: DinnerSeating,
    private readonly mails: BookingMails,
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
    let sent = 0;
    for (const booking of await this.bookings.listDueFor(kind, new Date(now.getTime() + aheadMs), now)) {
      let revealed = await this.reveal.forBooking(booking, now);
      if (!revealed?.restaurant) continue;
      // The group's starters are written once, by its first reveal, before the mail's transaction: an AI may take seconds.
      if (kind === 'reveal' && revealed.icebreakers.length === 0)
        revealed = { ...revealed, icebreakers: await this.seating.ensureIcebreakers(revealed.groupId) };
      const claimed = await this.unitOfWork
        .run(async () => {
          if (!(await this.bookings.claimNotification(booking.id, kind, now))) return false;
          if (kind === 'teaser') {
            await this.mails.sendTeaser(booking);
            return true;
          }
          // The seat as it stands once no group change can run (the claim first, as a cancellation locks its booking first):
          // an admin's move committed since the read above is in the mail; one after it is told to the couple as a change.
          await this.seating.lockGroups(booking.dinnerId);
          const current = await this.reveal.forBooking(booking, now);
          if (!current?.restaurant || current.groupId !== revealed.groupId) throw new SeatMovedError();
          await this.mails.sendReveal(booking, { ...current, icebreakers: current.icebreakers.length > 0 ? current.icebreakers : revealed.icebreakers });
          // Seated after the teaser's time (a late deadline): the reveal says it all, the teaser is skipped.
          if (now.getTime() >= teaserAt(booking.dinner.eventDate).getTime()) await this.bookings.claimNotification(booking.id, 'teaser', now);
          return true;
        })
        .catch((error: unknown) => {
          // Rolled back, claim included: the next run reveals the new seat, with its group's starters.
          if (error instanceof SeatMovedError) return false;
          throw error;
        });
      if (claimed) sent += 1;
    }
    return sent;
  }
}

/** The couple's group changed between the reveal's first read and its mail. */
class SeatMovedError extends Error {}
