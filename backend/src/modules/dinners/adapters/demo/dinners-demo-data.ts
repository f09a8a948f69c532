import { Injectable } from '@nestjs/common';
import { DemoData, DemoDataContributor } from '../../../../platform/demo/demo-data';
import { Clock } from '../../../../platform/clock/clock';
import { MemberAccounts } from '../../../identity';
import { DinnerGroups } from '../../../matching';
import { RestaurantReads } from '../../../restaurants';
import { BookingRepository } from '../../application/bookings/booking-repository';
import { DinnerRepository } from '../../application/dinner-events/dinner-repository';
import { ReviewRepository } from '../../application/bookings/review-repository';
import { DinnerEvent } from '../../application/dinner-events/dinner-views';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { SeeYouAgainRepository } from '../../application/table-social/see-you-again-repository';
import { RestaurantReservations } from '../../application/reservations/restaurant-reservations';
import { dublinAt } from './dublin-time';
import { SEASON_COUPLES, SEASON_MARKS, SEASON_WEEKS, seasonRating, seasonReview } from './demo-season';
import { sql } from '../../../../platform/database/sql';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far ahead the demo's revealed dinner is at most: four hours inside the 24-hour reveal window. */
const REVEALED_AHEAD = 20 * HOUR;
const FEE_CENTS = 1500;
/** Demo couples booked this long before a dinner's booking deadline (so the season's bookings fall in their own weeks). */
const BOOKED_AHEAD = 3 * DAY;
/** The restaurants confirmed the demo's tables this long after the booking deadline (when the dinner was matched). */
const CONFIRMED_AFTER_DEADLINE = 2 * HOUR;
const DEMO_NOTE = 'Demo dinner';
/** The demo couple signing in first, then companions, from couple-profile's demo data (order 20). */
const DEMO_COUPLE = 'aoife.murphy@demo.tablemates.ie';
const TOMORROW_COMPANIONS = ['siobhan.obrien@demo.tablemates.ie', 'niamh.kelly@demo.tablemates.ie'];
const PAST_COMPANIONS = ['niamh.kelly@demo.tablemates.ie', 'emma.walsh@demo.tablemates.ie'];
/** Demo couples booked and paid on the dinner waiting for its matching run. */
const TO_MATCH = [
  'aoife.murphy@demo.tablemates.ie',
  'siobhan.obrien@demo.tablemates.ie',
  'niamh.kelly@demo.tablemates.ie',
  'ciara.doyle@demo.tablemates.ie',
  'roisin.nolan@demo.tablemates.ie',
  'orla.lynch@demo.tablemates.ie',
  'sinead.ryan@demo.tablemates.ie',
  'aisling.quinn@demo.tablemates.ie',
  'grace.byrne@demo.tablemates.ie',
  'meabh.daly@demo.tablemates.ie',
];

/**
 * Dinners for the demo: open events over the coming weeks, for the demo couple a revealed
 * dinner tomorrow (a group with two other demo couples, a restaurant and a table) and a
 * past attended dinner waiting for a review, a past season of eight weekly dinners (tables,
 * attendance, reviews with couple and restaurant ratings, "see you again" marks, some
 * mutual: see demo-season.ts), and a dinner
 * past its booking deadline with ten paid couples, ready to be matched (with new faces).
 * Runs once: skipped when demo dinners exist.
 */
@Injectable()
export class DinnersDemoData implements DemoDataContributor {
  readonly order = 50;
  readonly credentials = [];

  constructor(
    demoData: DemoData,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly reviews: ReviewRepository,
    private readonly groups: DinnerGroups,
    private readonly restaurants: RestaurantReads,
    private readonly members: MemberAccounts,
    private readonly db: TransactionalDb,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly seeYouAgain: SeeYouAgainRepository,
    private readonly reservations: RestaurantReservations,
  ) {
    demoData.register(this);
  }

  async seed(): Promise<void> {
    const existing = await this.db.rows<unknown>(sql`SELECT 1 FROM dinner_events WHERE notes LIKE ${`${DEMO_NOTE}%`} LIMIT 1`);
    if (existing.length > 0) return;
    const now = this.clock.now();
    await this.openDinners(now);
    const couple = await this.members.findCoupleIdByEmail(DEMO_COUPLE);
    if (!couple) return;
    await this.pastSeason(now);
    await this.revealedDinnerSoon(now, couple);
    await this.pastDinner(now, couple);
    await this.dinnerToMatch(now);
  }

  private async openDinners(now: Date): Promise<void> {
    // One closing in 20 hours (urgent: under 24 hours, whatever the time of seeding), then one a week for a month.
    const schedule: [number, number | 'urgent'][] = [
      [2, 'urgent'],
      [6, 3],
      [13, 3],
      [20, 3],
      [27, 3],
    ];
    for (const [days, deadlineDaysBefore] of schedule) {
      const eventDate = dublinAt(now, days, 19, 30);
      const bookingDeadline =
        deadlineDaysBefore === 'urgent'
          ? new Date(now.getTime() + 20 * HOUR)
          : new Date(Math.max(eventDate.getTime() - deadlineDaysBefore * DAY, now.getTime() + 20 * HOUR));
      await this.dinners.create({
        city: 'Dublin',
        country: 'Ireland',
        eventDate,
        bookingDeadline,
        capacity: 20,
        frequency: 'weekly',
        logisticsFeeCents: FEE_CENTS,
        notes: `${DEMO_NOTE}: open for booking`,
      });
    }
  }

  /**
   * It must be under 24 hours away to be revealed already, and stay so for a few hours of
   * looking around (or an admin moving it an hour or two later): tomorrow's dinner or lunch
   * when that is 20 hours away or less, otherwise tonight's late dinner, otherwise 20 hours from now.
   */
  private async revealedDinnerSoon(now: Date, coupleId: string): Promise<void> {
    const candidates = [dublinAt(now, 1, 19, 30), dublinAt(now, 1, 13, 0), dublinAt(now, 0, 21, 0)];
    const eventDate =
      candidates.find((candidate) => candidate.getTime() - now.getTime() <= REVEALED_AHEAD && candidate.getTime() - now.getTime() > 2 * HOUR) ??
      new Date(Math.floor((now.getTime() + REVEALED_AHEAD) / (15 * 60_000)) * 15 * 60_000);
    const dinner = await this.dinners.create({
      city: 'Dublin',
      country: 'Ireland',
      eventDate,
      bookingDeadline: new Date(eventDate.getTime() - 2 * DAY),
      capacity: 20,
      frequency: 'weekly',
      logisticsFeeCents: FEE_CENTS,
      notes: `${DEMO_NOTE}: revealed`,
    });
    await this.setStatus(dinner, 'restaurant_assigned');
    const [seat] = await this.seatGroup(dinner, [coupleId, ...(await this.coupleIds(TOMORROW_COMPANIONS))], 'confirmed', 'The Copper Kettle', 3);
    await this.tablesConfirmed(dinner);
    // Revealed already (its reveal mail is not sent again): its conversation starters are written now.
    if (seat) await this.groups.ensureIcebreakers(seat.groupId);
  }

  private async pastDinner(now: Date, coupleId: string): Promise<void> {
    const eventDate = dublinAt(now, -6, 19, 30);
    const dinner = await this.dinners.create({
      city: 'Dublin',
      country: 'Ireland',
      eventDate,
      bookingDeadline: new Date(eventDate.getTime() - 2 * DAY),
      capacity: 20,
      frequency: 'weekly',
      logisticsFeeCents: FEE_CENTS,
      notes: `${DEMO_NOTE}: attended`,
    });
    await this.setStatus(dinner, 'completed');
    const [seat] = await this.seatGroup(dinner, [coupleId, ...(await this.coupleIds(PAST_COMPANIONS))], 'attended', 'Trattoria Liffey', 2);
    await this.tablesConfirmed(dinner);
    if (seat) await this.groups.ensureIcebreakers(seat.groupId);
  }

  /** Eight weekly dinners before the demo couple's last one, each with its tables attended and reviewed, and the season's marks. */
  private async pastSeason(now: Date): Promise<void> {
    const coupleOf = new Map<string, string>();
    for (const [key, email] of Object.entries(SEASON_COUPLES)) {
      const coupleId = await this.members.findCoupleIdByEmail(email);
      if (coupleId) coupleOf.set(key, coupleId);
    }
    for (const [week, tables] of SEASON_WEEKS.entries()) {
      const eventDate = dublinAt(now, -6 - 7 * (SEASON_WEEKS.length - week), 19, 30);
      const dinner = await this.dinners.create({
        city: 'Dublin',
        country: 'Ireland',
        eventDate,
        bookingDeadline: new Date(eventDate.getTime() - 2 * DAY),
        capacity: 20,
        frequency: 'weekly',
        logisticsFeeCents: FEE_CENTS,
        notes: `${DEMO_NOTE}: past season, week ${week + 1}`,
      });
      await this.setStatus(dinner, 'completed');
      for (const [table, spec] of tables.entries()) {
        const coupleIds = spec.couples.flatMap((key) => coupleOf.get(key) ?? []);
        const seated = await this.seatGroup(dinner, coupleIds, 'attended', spec.restaurant, table + 1, spec.score);
        await this.review(dinner, seated, spec.score, week);
      }
      await this.tablesConfirmed(dinner);
      // Marked the morning after, as the review mail invites.
      for (const mark of SEASON_MARKS.filter((m) => m.week === week + 1)) {
        const [coupleId, markedCoupleId] = [coupleOf.get(mark.by), coupleOf.get(mark.of)];
        if (coupleId && markedCoupleId)
          await this.seeYouAgain.addMark({ dinnerId: dinner.id, coupleId, markedCoupleId }, new Date(eventDate.getTime() + 14 * HOUR));
      }
    }
  }

  /** Every couple of the table reviews it, rating the restaurant and each other couple (by its primary member, as the review form does). */
  private async review(dinner: DinnerEvent, seated: { coupleId: string; bookingId: string }[], score: number, week: number): Promise<void> {
    const primaries = await this.unitOfWork.all(
      seated.map(
        ({ coupleId }) =>
          () =>
            this.primaryUserOf(coupleId),
      ),
    );
    for (const [rater, { coupleId, bookingId }] of seated.entries()) {
      const coupleReviews = Object.fromEntries(
        seated.flatMap((_, rated) => (rated !== rater && primaries[rated] ? [[primaries[rated], { rating: seasonRating(score, week, rater, rated) }]] : [])),
      );
      const { rating, restaurantRating } = seasonReview(score, week, rater);
      await this.reviews.insert({
        bookingId,
        dinnerId: dinner.id,
        coupleId,
        authorUserId: primaries[rater] ?? coupleId,
        rating,
        restaurantRating,
        reviewText: null,
        restaurantFeedbackText: null,
        coupleReviews,
      });
    }
  }

  /** Past its booking deadline with paid couples and no groups yet: ready for an admin to run matching. */
  private async dinnerToMatch(now: Date): Promise<void> {
    const eventDate = dublinAt(now, 4, 19, 30);
    const dinner = await this.dinners.create({
      city: 'Dublin',
      country: 'Ireland',
      eventDate,
      bookingDeadline: new Date(now.getTime() - 2 * HOUR),
      capacity: 20,
      frequency: 'weekly',
      logisticsFeeCents: FEE_CENTS,
      notes: `${DEMO_NOTE}: ready to be matched`,
    });
    await this.setStatus(dinner, 'booking_closed');
    const bookedAt = bookedBefore(dinner);
    for (const coupleId of await this.coupleIds(TO_MATCH)) {
      await this.bookings.insertRaw({
        dinnerId: dinner.id,
        coupleId,
        bookedByUserId: (await this.primaryUserOf(coupleId)) ?? coupleId,
        status: 'confirmed',
        holdExpiresAt: null,
        specialRequests: null,
        createdAt: bookedAt,
        confirmedAt: bookedAt,
        cancelledAt: null,
        wasLateCancellation: false,
        revealSentAt: null,
      });
    }
  }

  private async seatGroup(
    dinner: DinnerEvent,
    coupleIds: string[],
    status: 'confirmed' | 'attended',
    restaurantName: string,
    tableNumber: number,
    compatibilityScore = 86,
  ): Promise<{ groupId: string; coupleId: string; bookingId: string }[]> {
    const participants = [];
    const bookedAt = bookedBefore(dinner);
    for (const coupleId of coupleIds) {
      const booking = await this.bookings.insertRaw({
        dinnerId: dinner.id,
        coupleId,
        bookedByUserId: (await this.primaryUserOf(coupleId)) ?? coupleId,
        status,
        holdExpiresAt: null,
        specialRequests: null,
        createdAt: bookedAt,
        confirmedAt: bookedAt,
        cancelledAt: null,
        wasLateCancellation: false,
        // Tonight's and past dinners were revealed to their couples, 24 hours before.
        revealSentAt: new Date(dinner.eventDate.getTime() - DAY),
      });
      participants.push({ coupleId, bookingId: booking.id });
    }
    const restaurant = await this.restaurants.findByName(restaurantName, 'Dublin');
    const groupId = await this.groups.create({
      dinnerId: dinner.id,
      restaurantId: restaurant?.id ?? null,
      tableNumber,
      compatibilityScore,
      matchingAlgorithm: 'rules_based',
      matchReasoning: 'Shared love of trying new restaurants and similar dining budgets.',
      participants,
    });
    return participants.map((participant) => ({ groupId, ...participant }));
  }

  /** Its restaurants were told of its tables and confirmed them, as after a matching run. */
  private tablesConfirmed(dinner: DinnerEvent): Promise<void> {
    return this.reservations.recordConfirmed(dinner.id, new Date(dinner.bookingDeadline.getTime() + CONFIRMED_AFTER_DEADLINE));
  }

  private async setStatus(dinner: DinnerEvent, status: string): Promise<void> {
    await this.db.change(sql`UPDATE dinner_events SET status = ${status} WHERE id = ${dinner.id}`);
  }

  private async coupleIds(emails: string[]): Promise<string[]> {
    const ids = await this.unitOfWork.all(emails.map((email) => () => this.members.findCoupleIdByEmail(email)));
    return ids.filter((id): id is string => id !== null);
  }

  private async primaryUserOf(coupleId: string): Promise<string | null> {
    const members = await this.members.listMembers(coupleId);
    return (members.find((member) => member.role === 'primary') ?? members[0])?.userId ?? null;
  }
}

const bookedBefore = (dinner: DinnerEvent) => new Date(dinner.bookingDeadline.getTime() - BOOKED_AHEAD);
