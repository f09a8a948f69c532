import { Injectable } from '@nestjs/common';
import { IntegrationErrors, reachesCity } from '../../../integrations';
import type { Integrator } from '../../../integrations';
import { Clock } from '../../../../platform/clock/clock';
import { CursorPage, pageOf } from '../../../../platform/http/cursor-page';
import type { BookingStatus } from '../../domain/booking';
import type { DinnerStatus } from '../../domain/dinner-status';
import { ReservationErrors, type ReservationStatus } from '../../domain/restaurant-reservation';

/** A dinner as integrators read it: no notes, nothing about who booked. */
export interface IntegratorDinner {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  takenSpots: number;
  status: DinnerStatus;
  logisticsFeeCents: number;
  createdAt: Date;
}

/** A booking as integrators read it: the couple by its id only, never a member's name, email, phone or birth date. */
export interface IntegratorBooking {
  id: string;
  dinnerId: string;
  coupleId: string;
  status: BookingStatus;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

export interface IntegratorReservation {
  id: string;
  dinnerId: string;
  restaurantId: string;
  tableNumber: number;
  partySize: number;
  eventDate: Date;
  status: ReservationStatus;
  revision: number;
  respondedAt: Date | null;
}

/** Which rows: the key's cities (null: all), and the caller's own filters. */
export interface IntegratorFilter {
  cities: readonly string[] | null;
  dinnerId?: string;
  restaurantId?: string;
}

/** Read port: the integrators' lists, each ordered by id and read one row past the page. */
export abstract class IntegratorQueries {
  abstract dinners(filter: IntegratorFilter, page: CursorPage, now: Date): Promise<IntegratorDinner[]>;
  abstract bookings(filter: IntegratorFilter, page: CursorPage): Promise<IntegratorBooking[]>;
  abstract reservations(filter: IntegratorFilter, page: CursorPage): Promise<IntegratorReservation[]>;
  abstract reservation(id: string): Promise<(IntegratorReservation & { city: string }) | null>;
  abstract cityOfDinner(dinnerId: string): Promise<string | null>;
}

/**
 * The lists an integrator walks (dinners, bookings, reservations), limited to the cities of
 * its key: asking for another city is refused (403), not answered empty.
 */
@Injectable()
export class IntegratorReads {
  constructor(
    private readonly queries: IntegratorQueries,
    private readonly clock: Clock,
  ) {}

  async dinners(integrator: Integrator, city: string | undefined, page: CursorPage) {
    const cities = city === undefined ? integrator.cities : [this.reachable(integrator, city)];
    return pageOf(await this.queries.dinners({ cities }, page, this.clock.now()), page);
  }

  async bookings(integrator: Integrator, dinnerId: string | undefined, page: CursorPage) {
    if (dinnerId) await this.assertReachesDinner(integrator, dinnerId);
    return pageOf(await this.queries.bookings({ cities: integrator.cities, dinnerId }, page), page);
  }

  async reservations(integrator: Integrator, filter: { dinnerId?: string; restaurantId?: string }, page: CursorPage) {
    if (filter.dinnerId) await this.assertReachesDinner(integrator, filter.dinnerId);
    return pageOf(await this.queries.reservations({ cities: integrator.cities, ...filter }, page), page);
  }

  /** One reservation, of a dinner the key reaches (403 otherwise). */
  async reservation(integrator: Integrator, id: string): Promise<IntegratorReservation> {
    const found = await this.queries.reservation(id);
    if (!found) throw ReservationErrors.notFound();
    if (!reachesCity(integrator.cities, found.city)) throw IntegrationErrors.outOfCity();
    const { city: _city, ...reservation } = found;
    return reservation;
  }

  /** A dinner the key may act on: 403 for a dinner in a city outside its cities (and for one that does not exist, which it cannot tell apart). */
  async assertReachesDinner(integrator: Integrator, dinnerId: string): Promise<void> {
    if (integrator.cities === null) return;
    const city = await this.queries.cityOfDinner(dinnerId);
    if (city === null || !reachesCity(integrator.cities, city)) throw IntegrationErrors.outOfCity();
  }

  private reachable(integrator: Integrator, city: string): string {
    if (!reachesCity(integrator.cities, city)) throw IntegrationErrors.outOfCity();
    return city;
  }
}
