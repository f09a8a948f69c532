import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { timeZoneOf } from '../../domain/dinner-cities';
import { isMarkingOpen, MarkingWindow, markingWindow } from '../../domain/attendance';
import { RESERVATION_CONFIRMED_EVENT, RESERVATION_DECLINED_EVENT } from '../../domain/dinner-events';
import { isRevealed } from '../../domain/reveal-policy';
import {
  answerReservation,
  ReservationAnswer,
  ReservationDetails,
  ReservationErrors,
  ReservationStatus,
  StoredReservation,
} from '../../domain/restaurant-reservation';
import { BookingRepository } from '../bookings/booking-repository';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { DinnerSeating } from '../seating/dinner-seating';
import { ReservationLinks } from './reservation-links';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { EveningSheet, SheetTable } from '../evening/evening-sheet';
import { RestaurantReservations } from './restaurant-reservations';
import { RestaurantReservationRepository } from './restaurant-reservation-repository';

/** What the restaurant's page shows: the table as it stands and the answer given so far. */
export interface ReservationView {
  restaurantName: string;
  city: string;
  eventDate: Date;
  timeZone: string;
  tableNumber: number;
  partySize: number;
  firstNames: string[];
  dietaryNeeds: string[];
  status: ReservationStatus;
  respondedAt: Date | null;
  /** The evening's sheet: the restaurant's tables of the dinner, who arrived, who is running late. */
  tables: SheetTable[];
  /** Arrivals may be marked from the start until a day after it (docs/dinner-lifecycle.md, "The evening"). */
  marking: MarkingWindow & { open: boolean };
}

/**
 * The restaurant's answer through its signed link: looking at it changes nothing; confirming
 * or declining is idempotent (the same answer twice is one answer), and the answer is recorded
 * in the same transaction (`reservation.confirmed`, or `reservation.declined`, whose subscriber
 * tells the admins; integrators' webhooks hear both). A table
 * may be declined until the reveal; a declined one is not confirmed again by the link (see
 * `answerReservation`). A link for an older revision, or a cancelled table, is refused.
 */
@Injectable()
export class AnswerReservation {
  constructor(
    private readonly links: ReservationLinks,
    private readonly records: RestaurantReservationRepository,
    private readonly reservations: RestaurantReservations,
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly seating: DinnerSeating,
    private readonly changes: DinnerChangeLog,
    private readonly sheet: EveningSheet,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async view(token: string): Promise<ReservationView> {
    return this.describe(await this.reservationOf(token));
  }

  /** The reservation a valid link names, as it stands: refuses a forged, expired, outdated or cancelled one. */
  async reservationOf(token: string): Promise<StoredReservation> {
    const { reservationId, revision } = this.links.verify(token, this.clock.now());
    const reservation = await this.records.find(reservationId);
    if (!reservation) throw ReservationErrors.invalidLink();
    if (reservation.status === 'cancelled') throw ReservationErrors.cancelled();
    if (reservation.revision !== revision) throw ReservationErrors.outdated();
    return reservation;
  }

  async answer(token: string, answer: ReservationAnswer, reason: string | null): Promise<ReservationView> {
    const { reservationId, revision } = this.links.verify(token, this.clock.now());
    return this.answerRevision(reservationId, revision, answer, reason, ReservationErrors.invalidLink);
  }

  /**
   * An integrator's answer (a restaurant group's system, with an API key): the reservation by
   * its id and the revision the system read, refused when it changed since.
   */
  async answerAsIntegrator(reservationId: string, revision: number, answer: ReservationAnswer, reason: string | null): Promise<void> {
    const current = await this.records.find(reservationId);
    if (!current) throw ReservationErrors.notFound();
    if (current.status !== 'cancelled' && current.revision !== revision) throw ReservationErrors.outdatedRevision();
    await this.answerRevision(reservationId, revision, answer, reason, ReservationErrors.notFound);
  }

  private answerRevision(
    reservationId: string,
    revision: number,
    answer: ReservationAnswer,
    reason: string | null,
    unknown: () => Error,
  ): Promise<ReservationView> {
    return this.unitOfWork.run(async () => {
      const reservation = await this.records.lock(reservationId);
      if (!reservation) throw unknown();
      const now = this.clock.now();
      const dinner = await this.dinners.findById(reservation.dinnerId, now);
      if (!dinner) throw ReservationErrors.invalidLink();
      // Once the dinner has started its tables are what they were: an answer then would unseat couples who dined.
      if (now.getTime() >= dinner.eventDate.getTime()) throw ReservationErrors.expired();
      // Revealed: its time passed, or a reveal went out before the dinner moved later (those couples know where they dine).
      const revealed = isRevealed(dinner.eventDate, now) || (await this.bookings.revealSent(dinner.id));
      const { status, changed } = answerReservation(reservation, revision, answer, revealed);
      if (!changed) return this.describe(reservation);
      const declineReason = status === 'declined' ? reason : null;
      await this.records.answer(reservation.id, status, now, declineReason);
      const answered = { ...reservation, status, respondedAt: now, declineReason };
      const view = await this.describe(answered);
      const facts = {
        dinnerId: reservation.dinnerId,
        reservationId: reservation.id,
        restaurantId: reservation.restaurantId,
        tableNumber: reservation.tableNumber,
        partySize: reservation.partySize,
        revision: reservation.revision,
      };
      const restaurant = { type: 'restaurant', id: reservation.restaurantId } as const;
      if (status === 'declined') await this.changes.fact(RESERVATION_DECLINED_EVENT, { ...facts, reason: declineReason }, restaurant);
      else await this.changes.fact(RESERVATION_CONFIRMED_EVENT, facts, restaurant);
      return view;
    });
  }

  private async describe(reservation: StoredReservation): Promise<ReservationView> {
    const dinner = await this.dinners.findById(reservation.dinnerId, this.clock.now());
    if (!dinner) throw ReservationErrors.invalidLink();
    const details: ReservationDetails | undefined = (await this.reservations.detailsOf(dinner.id, dinner.eventDate)).find(
      (table) => table.restaurantId === reservation.restaurantId && table.tableNumber === reservation.tableNumber,
    );
    const [restaurant] = await this.seating.restaurants([reservation.restaurantId]);
    return {
      restaurantName: restaurant?.name ?? '',
      city: dinner.city,
      eventDate: dinner.eventDate,
      timeZone: timeZoneOf(dinner.city, dinner.country),
      tableNumber: reservation.tableNumber,
      partySize: reservation.partySize,
      firstNames: details?.firstNames ?? [],
      dietaryNeeds: details?.dietaryNeeds ?? [],
      status: reservation.status,
      respondedAt: reservation.respondedAt,
      tables: await this.sheet.tablesAt(dinner.id, reservation.restaurantId),
      marking: { ...markingWindow(dinner.eventDate), open: isMarkingOpen(dinner.eventDate, this.clock.now()) },
    };
  }
}
