import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { timeZoneOf } from '../domain/dinner-cities';
import {
  answerReservation,
  ReservationAnswer,
  ReservationDetails,
  ReservationErrors,
  ReservationStatus,
  StoredReservation,
} from '../domain/restaurant-reservation';
import { DinnerRepository } from './dinner-repository';
import { DinnerSeating } from './dinner-seating';
import { ReservationLinks } from './reservation-links';
import { RestaurantReservationMails } from './restaurant-reservation-mails';
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
}

/**
 * The restaurant's answer through its signed link: looking at it changes nothing; confirming
 * or declining is idempotent (the same answer twice is one answer), and a decline tells the
 * admins in the same transaction. A link for an older revision, or a cancelled table, is refused.
 */
@Injectable()
export class AnswerReservation {
  constructor(
    private readonly links: ReservationLinks,
    private readonly records: RestaurantReservationRepository,
    private readonly reservations: RestaurantReservations,
    private readonly dinners: DinnerRepository,
    private readonly seating: DinnerSeating,
    private readonly mails: RestaurantReservationMails,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async view(token: string): Promise<ReservationView> {
    const { reservationId, revision } = this.links.verify(token, this.clock.now());
    const reservation = await this.records.find(reservationId);
    if (!reservation) throw ReservationErrors.invalidLink();
    if (reservation.status === 'cancelled') throw ReservationErrors.cancelled();
    if (reservation.revision !== revision) throw ReservationErrors.outdated();
    return this.describe(reservation);
  }

  async answer(token: string, answer: ReservationAnswer, reason: string | null): Promise<ReservationView> {
    const { reservationId, revision } = this.links.verify(token, this.clock.now());
    return this.unitOfWork.run(async () => {
      const reservation = await this.records.lock(reservationId);
      if (!reservation) throw ReservationErrors.invalidLink();
      const { status, changed } = answerReservation(reservation, revision, answer);
      if (!changed) return this.describe(reservation);
      const now = this.clock.now();
      const declineReason = status === 'declined' ? reason : null;
      await this.records.answer(reservation.id, status, now, declineReason);
      const answered = { ...reservation, status, respondedAt: now, declineReason };
      const view = await this.describe(answered);
      if (status === 'declined') {
        const [restaurant] = await this.seating.restaurants([reservation.restaurantId]);
        if (restaurant)
          await this.mails.declined(
            restaurant,
            { id: reservation.dinnerId, city: view.city, timeZone: view.timeZone },
            reservation.tableNumber,
            view.eventDate,
            declineReason,
          );
      }
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
    };
  }
}
