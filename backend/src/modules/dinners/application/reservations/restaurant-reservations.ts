import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Restaurant } from '../../../restaurants';
import { restaurantLanguageOf, timeZoneOf } from '../../domain/dinner-cities';
import { canonicalDetails, declinedTables, planReservations, ReservationDetails, StoredReservation, tableKey } from '../../domain/restaurant-reservation';
import type { OutgoingMail } from '../../../../platform/mail/mailer';
import { CoupleDirectory } from '../bookings/couple-directory';
import { Clock } from '../../../../platform/clock/clock';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { DinnerSeating } from '../seating/dinner-seating';
import { DinnerChangeLog, ReservationFacts } from '../dinner-events/dinner-change-log';
import { ReservationLinks } from './reservation-links';
import { ReservedDinner, RestaurantReservationMails } from './restaurant-reservation-mails';
import { RestaurantReservationRepository } from './restaurant-reservation-repository';

/** What a new or changed reservation asks the restaurant to confirm. */
type PendingFields = Pick<StoredReservation, 'groupId' | 'tableNumber' | 'partySize' | 'eventDate' | 'fingerprint' | 'status'>;

/** A couple dines as two, whether or not the partner has joined the product yet. */
const PEOPLE_PER_COUPLE = 2;

const fingerprintOf = (details: ReservationDetails) => createHash('sha256').update(canonicalDetails(details)).digest('hex');
const withEmail = (restaurant: Restaurant | undefined): (Restaurant & { email: string }) | null =>
  restaurant?.email ? (restaurant as Restaurant & { email: string }) : null;

/** What integrators hear of a reservation (a `reservation.*` event): the table, never the guests. */
const factsOf = (reservation: StoredReservation): ReservationFacts => ({
  reservationId: reservation.id,
  dinnerId: reservation.dinnerId,
  restaurantId: reservation.restaurantId,
  tableNumber: reservation.tableNumber,
  partySize: reservation.partySize,
  eventDate: reservation.eventDate,
  revision: reservation.revision,
});

/**
 * Keeps each restaurant told about the tables of a dinner. Called in the transaction of
 * every change that moves a table (a matching run, an admin's group or restaurant change,
 * a new time, a cancelled booking or dinner): it compares the tables the dinner needs now
 * with what each restaurant was last told, and mails only the difference (new, changed,
 * cancelled; a group moved to another table of the same restaurant is one change), each
 * with a fresh signed link. Restaurants without an email are tracked but
 * not mailed.
 */
@Injectable()
export class RestaurantReservations {
  constructor(
    private readonly records: RestaurantReservationRepository,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly seating: DinnerSeating,
    private readonly couples: CoupleDirectory,
    private readonly mails: RestaurantReservationMails,
    private readonly links: ReservationLinks,
    private readonly changes: DinnerChangeLog,
    private readonly clock: Clock,
  ) {}

  /** `renew`: a restaurant whose own details changed; its open reservations are sent again (to be confirmed again) as they stand. */
  async sync(dinnerId: string, renew: string | null = null): Promise<void> {
    await this.records.lockDinner(dinnerId);
    const dinner = await this.dinners.findById(dinnerId, this.clock.now());
    if (!dinner) return;
    const reserved: ReservedDinner = {
      id: dinner.id,
      city: dinner.city,
      timeZone: timeZoneOf(dinner.city, dinner.country),
      language: restaurantLanguageOf(dinner.city, dinner.country),
    };
    const wanted = dinner.status === 'cancelled_by_system' ? [] : await this.detailsOf(dinnerId, dinner.eventDate);
    const stored = (await this.records.forDinner(dinnerId)).map((reservation) =>
      reservation.restaurantId === renew ? { ...reservation, fingerprint: '' } : reservation,
    );
    const steps = planReservations(
      wanted.map((details) => ({ details, fingerprint: fingerprintOf(details) })),
      stored,
    );
    if (steps.length === 0) return;
    const restaurantIds = steps.map((step) => (step.kind === 'cancelled' ? step.reservation.restaurantId : step.details.restaurantId));
    const restaurants = new Map((await this.seating.restaurants([...new Set(restaurantIds)])).map((r) => [r.id, r]));
    // The mails go to the outbox together, and new reservations are inserted together: a run seats hundreds of tables.
    const mails: OutgoingMail[] = [];
    const fresh: { details: ReservationDetails; fields: PendingFields; before: StoredReservation | null }[] = [];
    const bookedMail = (reservation: StoredReservation, details: ReservationDetails, before: StoredReservation | null) => {
      const restaurant = withEmail(restaurants.get(details.restaurantId));
      const link = this.links.url(this.links.token(reservation.id, reservation.revision, details.eventDate));
      if (restaurant) mails.push(this.mails.booked(restaurant, reserved, details, link, before));
    };
    for (const step of steps) {
      if (step.kind === 'cancelled') {
        const { reservation } = step;
        await this.cancel(reservation);
        const restaurant = withEmail(restaurants.get(reservation.restaurantId));
        // Only a restaurant that was told of the table hears it is gone; the dinner's date is the one it was told.
        if (restaurant) mails.push(this.mails.cancelled(restaurant, reserved, reservation.tableNumber, dinner.eventDate));
        continue;
      }
      // The group's old table is freed without a mail of its own: the one mail about the new table names it.
      if (step.kind === 'moved') await this.cancel(step.from);
      const { details, fingerprint } = step;
      const fields: PendingFields = {
        groupId: details.groupId,
        tableNumber: details.tableNumber,
        partySize: details.partySize,
        eventDate: details.eventDate,
        fingerprint,
        status: 'pending',
      };
      const previous = step.kind === 'changed' ? step.reservation : step.reopened;
      const before = step.kind === 'changed' ? step.reservation : step.kind === 'moved' ? step.from : null;
      if (!previous) {
        fresh.push({ details, fields, before });
        continue;
      }
      const reservation = { ...previous, ...fields, respondedAt: null, declineReason: null, revision: previous.revision + 1 };
      await this.records.update(reservation);
      await this.changes.reservation('requested', factsOf(reservation));
      bookedMail(reservation, details, before);
    }
    const inserted = await this.records.insertAll(
      fresh.map(({ details, fields }) => ({ dinnerId, restaurantId: details.restaurantId, revision: 1, ...fields })),
    );
    for (const [n, reservation] of inserted.entries()) {
      await this.changes.reservation('requested', factsOf(reservation));
      bookedMail(reservation, fresh[n].details, fresh[n].before);
    }
    await this.mails.send(mails);
  }

  private async cancel(reservation: StoredReservation): Promise<void> {
    const cancelled = { ...reservation, status: 'cancelled' as const, revision: reservation.revision + 1 };
    await this.records.update(cancelled);
    await this.changes.reservation('cancelled', factsOf(cancelled));
  }

  /**
   * Records the dinner's tables as their restaurants confirmed them at `at`, without a mail:
   * the demo's dinners, seated before the app first started. A later change goes through sync.
   */
  async recordConfirmed(dinnerId: string, at: Date): Promise<void> {
    const dinner = await this.dinners.findById(dinnerId, this.clock.now());
    if (!dinner) return;
    const inserted = await this.records.insertAll(
      (await this.detailsOf(dinnerId, dinner.eventDate)).map((details) => ({
        dinnerId,
        restaurantId: details.restaurantId,
        groupId: details.groupId,
        tableNumber: details.tableNumber,
        partySize: details.partySize,
        eventDate: details.eventDate,
        fingerprint: fingerprintOf(details),
        status: 'confirmed' as const,
        revision: 1,
      })),
    );
    for (const reservation of inserted) await this.records.answer(reservation.id, 'confirmed', at, null);
  }

  /**
   * The tables that may go ahead at the dinner's start: a group with couples still booked, at an
   * active restaurant and a table that its restaurant has not declined (one that never answers
   * is counted on, as it always was). A restaurant an admin deactivated seats nobody: its groups
   * need another restaurant, as the "Needs you" panel says. Readiness is per table.
   */
  async seatedTables(dinnerId: string): Promise<{ groupId: string; coupleIds: string[] }[]> {
    const booked = new Set((await this.bookings.listPaid(dinnerId)).map((booking) => booking.coupleId));
    const declined = declinedTables(await this.records.forDinner(dinnerId));
    const tables = (await this.seating.tablesOf(dinnerId))
      .map((table) => ({ ...table, coupleIds: table.coupleIds.filter((id) => booked.has(id)) }))
      .filter(
        (table) => table.restaurantId && table.tableNumber && table.coupleIds.length > 0 && !declined.has(tableKey(table.restaurantId, table.tableNumber)),
      );
    const active = new Set(
      (await this.seating.restaurants(tables.map((table) => table.restaurantId!)))
        .filter((restaurant) => restaurant.isActive)
        .map((restaurant) => restaurant.id),
    );
    return tables.filter((table) => active.has(table.restaurantId!)).map(({ groupId, coupleIds }) => ({ groupId, coupleIds }));
  }

  /** The tables the dinner needs now: every group with a restaurant and a table, counting its couples still booked. */
  async detailsOf(dinnerId: string, eventDate: Date): Promise<ReservationDetails[]> {
    const booked = new Set((await this.bookings.listPaid(dinnerId)).map((booking) => booking.coupleId));
    const tables = (await this.seating.tablesOf(dinnerId))
      .map((table) => ({ ...table, coupleIds: table.coupleIds.filter((id) => booked.has(id)) }))
      .filter((table) => table.restaurantId && table.tableNumber && table.coupleIds.length > 0);
    const coupleIds = tables.flatMap((table) => table.coupleIds);
    const [described, dietary] = [await this.couples.describe(coupleIds), await this.couples.dietaryNeeds(coupleIds)];
    const namesOf = new Map(described.map((couple) => [couple.coupleId, couple.users.map((user) => user.firstName)]));
    return tables.map((table) => ({
      groupId: table.groupId,
      restaurantId: table.restaurantId!,
      tableNumber: table.tableNumber!,
      eventDate,
      partySize: table.coupleIds.length * PEOPLE_PER_COUPLE,
      firstNames: table.coupleIds.flatMap((id) => namesOf.get(id) ?? []),
      dietaryNeeds: [...new Set(table.coupleIds.flatMap((id) => dietary.get(id) ?? []))],
    }));
  }
}
