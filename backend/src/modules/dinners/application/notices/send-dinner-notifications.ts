import { Injectable } from '@nestjs/common';
import { atMostAtOnce } from '../../../../kernel/at-most-at-once';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { BOOKING_TEASER_EVENT } from '../../domain/dinner-events';
import { REVEAL_BEFORE_EVENT_MS, TEASER_BEFORE_EVENT_MS, teaserFollowsReveal } from '../../domain/reveal-policy';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { DinnerReveal, RevealedPlace } from './dinner-reveal';
import { DinnerSeating } from '../seating/dinner-seating';
import { BookingRepository, DinnerNotification } from '../bookings/booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';

/**
 * Dinners revealed side by side, each dinner's tables one after the other (a reveal holds its
 * dinner's group lock until it commits, so two of one dinner would only queue). One at a time,
 * a Friday's 10,000 reveals took minutes, the database and the process idle in turn (issue 50);
 * four keep both busy and leave the pool's other connections to requests and mail delivery.
 */
const DINNERS_AT_ONCE = 4;

export interface NotificationsSent {
  reveals: number;
  teasers: number;
}

/** A group's due bookings, in the order they booked, with what the reveal shows them. */
interface DueTable {
  dinnerId: string;
  groupId: string;
  bookings: BookingWithDinner[];
  reveals: Map<string, RevealedPlace>;
}

/**
 * The reveal mail 24 hours before a dinner (restaurant, table, companions, the group's
 * conversation starters, the calendar invite updated with the address) and the teaser 12
 * hours before. Both go only to couples seated in a group with a restaurant, so they wait
 * until the dinner is assigned; a dinner seated after its reveal time is revealed at once (and
 * after the teaser's, without it). A table's bookings are claimed together with their events
 * (`booking.revealed`, `booking.teaser_due`, one per booking) in one transaction: each claimed
 * once, however many runs race, and nothing of a table half-claimed when a run is cut off;
 * the mails are the `dinners.notification-mails` subscriber's, so the job calls no notifier.
 * Several dinners are revealed at once.
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
    await atMostAtOnce([...byDinner.entries()], DINNERS_AT_ONCE, async ([dinnerId, bookings]) => {
      const tables = await this.tablesOf(dinnerId, bookings, now);
      // The groups' starters are written once, by their first reveal, before the tables' transactions (an AI may take seconds); a dinner's at once.
      const withoutStarters = tables.filter((table) => table.reveals.get(table.bookings[0].id)!.icebreakers.length === 0).map((table) => table.groupId);
      const starters =
        kind === 'reveal' && withoutStarters.length > 0 ? await this.seating.ensureIcebreakersAt(dinnerId, withoutStarters) : new Map<string, string[]>();
      for (const table of tables) {
        // Awaited before adding: `sent += await …` would read `sent` before another dinner's tables added theirs.
        const claimed = kind === 'reveal' ? await this.revealTable(table, starters.get(table.groupId) ?? [], now) : await this.teaseTable(table, now);
        sent += claimed;
      }
    });
    return sent;
  }

  /** The dinner's due bookings by table, read once for the whole dinner; a booking with nothing to reveal (no restaurant, a declined table) is left out. */
  private async tablesOf(dinnerId: string, bookings: BookingWithDinner[], now: Date): Promise<DueTable[]> {
    const reveals = await this.reveal.placesAt(dinnerId, bookings, now);
    const tables = new Map<string, DueTable>();
    for (const booking of bookings) {
      const revealed = reveals.get(booking.id);
      if (!revealed?.restaurant) continue;
      const table = tables.get(revealed.groupId) ?? { dinnerId, groupId: revealed.groupId, bookings: [], reveals };
      table.bookings.push(booking);
      tables.set(revealed.groupId, table);
    }
    return [...tables.values()];
  }

  /** How many of the table's teasers this run claimed. */
  private teaseTable(table: DueTable, now: Date): Promise<number> {
    return this.unitOfWork.run(async () => {
      const claimed = new Set(await this.bookings.claimNotifications(idsOf(table.bookings), 'teaser', now));
      for (const booking of table.bookings.filter((due) => claimed.has(due.id)))
        await this.changes.fact(BOOKING_TEASER_EVENT, { dinnerId: booking.dinnerId, bookingId: booking.id, coupleId: booking.coupleId }, SCHEDULE);
      return claimed.size;
    });
  }

  /** How many of the table's reveals this run claimed and recorded; `written`: the group's starters, when it had none as read. */
  private async revealTable(table: DueTable, written: string[], now: Date): Promise<number> {
    const first = table.reveals.get(table.bookings[0].id)!;
    const icebreakers = first.icebreakers.length > 0 ? first.icebreakers : written;
    return this.unitOfWork.run(async () => {
      const claimedIds = new Set(await this.bookings.claimNotifications(idsOf(table.bookings), 'reveal', now));
      const claimed = table.bookings.filter((booking) => claimedIds.has(booking.id));
      if (claimed.length === 0) return 0;
      // The seats as they stand once no group change can run (the claims first, as a cancellation locks its booking first):
      // an admin's move committed since the read above is in the mail; one after it is told to the couple as a change.
      await this.seating.lockGroups(table.dinnerId);
      const current = await this.reveal.placesAt(table.dinnerId, claimed, now);
      const stays = (booking: BookingWithDinner) => {
        const seat = current.get(booking.id);
        return Boolean(seat?.restaurant) && seat?.groupId === table.groupId;
      };
      // A couple moved to another table (or its table no longer going ahead) meanwhile: its claim is undone, as the
      // rollback of its own transaction did before; the next run reveals its new seat, with its group's starters.
      await this.bookings.releaseNotifications(idsOf(claimed.filter((booking) => !stays(booking))), 'reveal');
      const revealed = claimed.filter(stays);
      await this.changes.bookingsRevealed(
        revealed.map((booking) => {
          const seat = current.get(booking.id)!;
          return {
            bookingId: booking.id,
            dinnerId: booking.dinnerId,
            coupleId: booking.coupleId,
            groupId: seat.groupId,
            restaurantId: seat.restaurant!.id,
            tableNumber: seat.tableNumber,
            icebreakers: seat.icebreakers.length > 0 ? seat.icebreakers : icebreakers,
          };
        }),
      );
      // Seated too close to the teaser's time (a late deadline): the reveal says it all, the teaser is skipped.
      if (!teaserFollowsReveal(table.bookings[0].dinner.eventDate, now)) await this.bookings.claimNotifications(idsOf(revealed), 'teaser', now);
      return revealed.length;
    });
  }
}

const idsOf = (bookings: readonly BookingWithDinner[]) => bookings.map((booking) => booking.id);

const SCHEDULE = { type: 'schedule', id: null } as const;
