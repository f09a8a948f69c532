import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { isUniqueViolation } from '../../../../platform/database/unique-violation';
import { In, Not } from 'typeorm';
import { ACTIVE_BOOKING_STATUSES, BookingStatus, isHoldActive, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import { CancellationDecision } from '../../domain/cancellation-policy';
import { DinnerErrors } from '../../domain/dinner-errors';
import type { BookingListEntry, BookingListQuery, BookingListSort } from '../../application/booking-list';
import { timeZoneOf } from '../../domain/dinner-cities';
import { CalendarRevisions } from '../../application/calendar-revisions';
import { BookingRepository, DinnerNotification, NoSpotReason, PaidBookingOutcome, ReservationRequest } from '../../application/dinner-store';
import { Booking, BookingWithDinner, DinnerEvent } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { activeBooking, BOOKING_WITH_DINNER_COLUMNS, bookingWithDinnerFrom, takenSpots, toBooking, toBookingWithDinner, toDinnerEvent } from './dinner-rows';

/**
 * Capacity-changing methods lock rows (SELECT ... FOR UPDATE) and so must run inside the
 * caller's unit of work; the lock order is always the dinner, then the booking.
 */

/** The admin list's sortable columns, as SQL: only these strings ever reach ORDER BY. */
const LIST_SORT_SQL: Record<BookingListSort, Sql> = { created_at: raw('b.created_at'), dinner_date: raw('d.event_date'), status: raw('b.status') };

interface BookingListRow {
  id: string;
  couple_id: string;
  status: string;
  created_at: Date;
  dinner_id: string;
  city: string;
  country: string;
  event_date: Date;
  dinner_status: string;
  total: number;
}

/** The admin list's filters; an absent one matches every booking. */
const listFilter = (query: BookingListQuery): Sql =>
  sql`(${query.coupleIds ?? null}::uuid[] IS NULL OR b.couple_id = ANY(${query.coupleIds ?? null}::uuid[]))
      AND (${query.status ?? null}::text IS NULL OR b.status = ${query.status ?? null}::text)
      AND (${query.dinnerId ?? null}::uuid IS NULL OR b.dinner_id = ${query.dinnerId ?? null}::uuid)`;

const noSpot = (reason: NoSpotReason): PaidBookingOutcome => ({ booking: 'no_spot', reason });
@Injectable()
export class TypeOrmBookingRepository extends BookingRepository implements CalendarRevisions {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  async reserve(
    request: ReservationRequest,
    check: (dinner: DinnerEvent, takenSpots: number) => void,
    initial: (dinner: DinnerEvent) => { status: 'pending_payment' | 'confirmed'; holdExpiresAt: Date | null },
  ): Promise<{ booking: Booking; created: boolean }> {
    // The dinner lock queues concurrent reservations, so each one counts the spots with
    // every earlier reservation already written.
    const dinner = await this.lockDinner(request.dinnerId, request.now);
    if (!dinner) throw DinnerErrors.notFound();
    const bookings = this.db.repository(DinnerBookingOrmEntity);
    const existing = await bookings.findOneBy({ dinnerId: request.dinnerId, coupleId: request.coupleId, status: In(ACTIVE_BOOKING_STATUSES) });
    if (existing && (existing.status !== 'pending_payment' || isHoldActive('pending_payment', existing.holdExpiresAt, request.now))) {
      return { booking: toBooking(existing), created: false };
    }
    check(dinner, dinner.takenSpots);
    const start = initial(dinner);
    const fields = {
      ...start,
      confirmedAt: start.status === 'confirmed' ? request.now : null,
      specialRequests: request.specialRequests,
      bookedByUserId: request.userId,
    };
    if (existing) {
      // The couple's own lapsed hold is renewed rather than duplicated (one active booking per couple).
      await bookings.update({ id: existing.id }, fields);
      return { booking: toBooking({ ...existing, ...fields }), created: true };
    }
    try {
      const saved = await bookings.save(bookings.create({ ...fields, dinnerId: request.dinnerId, coupleId: request.coupleId }));
      return { booking: toBooking(saved), created: true };
    } catch (error) {
      // Two requests of the same couple raced past the lookup: the unique index refused the second.
      if (isUniqueViolation(error)) throw DinnerErrors.alreadyBooked();
      throw error;
    }
  }

  async confirmPaid(bookingId: string, now: Date): Promise<PaidBookingOutcome> {
    const bookings = this.db.repository(DinnerBookingOrmEntity);
    const found = await bookings.findOneBy({ id: bookingId });
    if (!found) return noSpot('booking_cancelled');
    // Dinner first, then the booking: the order reservations lock in, so the two never deadlock.
    // The booking lock makes a concurrent cancellation either commit first (this payment then
    // finds it cancelled and is refunded) or wait for the confirmation (and then cancel it).
    const dinner = await this.lockDinner(found.dinnerId, now);
    if (!dinner) return noSpot('dinner_over');
    const booking = await bookings.findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    if (!booking) return noSpot('booking_cancelled');
    if (booking.status === 'confirmed' || booking.status === 'attended') return { booking: 'already_confirmed' };
    const stillHeld = isHoldActive('pending_payment', booking.holdExpiresAt, now) && booking.status === 'pending_payment';
    if (!stillHeld) {
      if (booking.status === 'cancelled') return noSpot('booking_cancelled');
      if (dinner.status !== 'accepting_bookings') return noSpot('bookings_closed');
      if (dinner.eventDate <= now) return noSpot('dinner_over');
      if (dinner.takenSpots >= dinner.capacity) return noSpot('dinner_full');
      const otherActive = await bookings.existsBy({
        dinnerId: booking.dinnerId,
        coupleId: booking.coupleId,
        id: Not(bookingId),
        status: In(ACTIVE_BOOKING_STATUSES),
      });
      if (otherActive) return noSpot('already_booked');
    }
    await bookings.update({ id: bookingId }, { status: 'confirmed', confirmedAt: now, holdExpiresAt: null });
    return { booking: 'confirmed' };
  }

  async findById(id: string, now: Date): Promise<BookingWithDinner | null> {
    const [booking] = await this.load(sql`b.id = ${id}`, now);
    return booking ?? null;
  }

  listForCouple(coupleId: string, now: Date): Promise<BookingWithDinner[]> {
    return this.load(sql`b.couple_id = ${coupleId}`, now);
  }

  async listForDinner(dinnerId: string, now: Date): Promise<BookingWithDinner[]> {
    return (await this.load(sql`b.dinner_id = ${dinnerId}`, now)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async findActiveForCoupleAndDinner(coupleId: string, dinnerId: string, now: Date): Promise<BookingWithDinner | null> {
    const [booking] = await this.load(sql`b.couple_id = ${coupleId} AND b.dinner_id = ${dinnerId} AND ${activeBooking('b')}`, now);
    return booking ?? null;
  }

  async listPaidCoupleIds(dinnerIds: readonly string[]): Promise<Map<string, Set<string>>> {
    if (dinnerIds.length === 0) return new Map();
    const rows = await this.db.rows<{ dinner_id: string; couple_id: string }>(
      sql`SELECT dinner_id, couple_id FROM dinner_bookings WHERE dinner_id = ANY(${dinnerIds}::uuid[]) AND status = ANY(${PAID_BOOKING_STATUSES})`,
    );
    const paid = new Map<string, Set<string>>();
    for (const row of rows) paid.set(row.dinner_id, (paid.get(row.dinner_id) ?? new Set()).add(row.couple_id));
    return paid;
  }

  async cancel(
    bookingId: string,
    now: Date,
    decide: (booking: BookingWithDinner) => CancellationDecision,
  ): Promise<{ booking: Booking; decision: CancellationDecision }> {
    const bookings = this.db.repository(DinnerBookingOrmEntity);
    const row = await bookings.findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw DinnerErrors.bookingNotFound();
    const dinner = await this.db.repository(DinnerEventOrmEntity).findOneByOrFail({ id: row.dinnerId });
    const decision = decide(toBookingWithDinner({ ...row, dinner }, 0, false));
    if (decision.alreadyCancelled) return { booking: toBooking(row), decision };
    const changes = { status: 'cancelled' satisfies BookingStatus, cancelledAt: now, wasLateCancellation: decision.wasLateCancellation, holdExpiresAt: null };
    await bookings.update({ id: bookingId }, changes);
    return { booking: toBooking({ ...row, ...changes }), decision };
  }

  async move(
    bookingId: string,
    targetDinnerId: string,
    now: Date,
    decide: (booking: Booking, from: DinnerEvent, to: DinnerEvent, coupleAlreadyBookedThere: boolean) => void,
  ): Promise<Booking> {
    const bookings = this.db.repository(DinnerBookingOrmEntity);
    const seen = await bookings.findOneBy({ id: bookingId });
    if (!seen) throw DinnerErrors.bookingNotFound();
    const locked = new Map<string, DinnerEvent>();
    for (const dinnerId of [...new Set([seen.dinnerId, targetDinnerId])].sort()) {
      const dinner = await this.lockDinner(dinnerId, now);
      if (!dinner) throw DinnerErrors.notFound();
      locked.set(dinnerId, dinner);
    }
    const row = await bookings.findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    // Moved (or gone) between the read and the lock: the caller asks again and sees the booking as it is now.
    if (!row || row.dinnerId !== seen.dinnerId) throw DinnerErrors.bookingNotFound();
    const elsewhere = await this.findActiveForCoupleAndDinner(row.coupleId, targetDinnerId, now);
    decide(toBooking(row), locked.get(row.dinnerId)!, locked.get(targetDinnerId)!, elsewhere !== null);
    await bookings.update({ id: bookingId }, { dinnerId: targetDinnerId });
    return toBooking(row);
  }

  async adminPage(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }> {
    const rows = await this.db.rows<BookingListRow>(
      sql`SELECT b.id, b.couple_id, b.status, b.created_at, d.id AS dinner_id, d.city, d.country, d.event_date, d.status AS dinner_status, count(*) OVER ()::int AS total
           FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
          WHERE ${listFilter(query)}
          ORDER BY ${LIST_SORT_SQL[query.sort]} ${raw(query.order === 'asc' ? 'ASC' : 'DESC')}, b.id LIMIT ${query.limit} OFFSET ${query.offset}`,
    );
    const total = rows[0]?.total ?? (query.offset === 0 ? 0 : await this.countList(query));
    return {
      bookings: rows.map((row) => ({
        id: row.id,
        coupleId: row.couple_id,
        dinnerId: row.dinner_id,
        status: row.status,
        createdAt: row.created_at,
        dinnerCity: row.city,
        dinnerDate: row.event_date,
        dinnerTimeZone: timeZoneOf(row.city, row.country),
        dinnerStatus: row.dinner_status,
      })),
      total,
    };
  }

  /** A page past the end still answers the total. */
  private async countList(query: BookingListQuery): Promise<number> {
    const [{ total }] = await this.db.rows<{ total: number }>(sql`SELECT count(*)::int AS total FROM dinner_bookings b WHERE ${listFilter(query)}`);
    return total;
  }

  async expireHolds(now: Date): Promise<number> {
    const { count } = await this.db.change(
      sql`UPDATE dinner_bookings SET status = ${'expired' satisfies BookingStatus}, updated_at = now() WHERE status = ${'pending_payment' satisfies BookingStatus} AND hold_expires_at <= ${now}`,
    );
    return count;
  }

  listDueFor(kind: DinnerNotification, eventBefore: Date, now: Date): Promise<BookingWithDinner[]> {
    const sent = raw(kind === 'reveal' ? 'b.reveal_sent_at' : 'b.teaser_sent_at');
    return this.load(
      sql`b.status = ${'confirmed' satisfies BookingStatus} AND ${sent} IS NULL AND d.event_date > ${now} AND d.event_date <= ${eventBefore}`,
      now,
    );
  }

  async insertRaw(booking: Omit<Booking, 'id' | 'createdAt'>): Promise<Booking> {
    const repository = this.db.repository(DinnerBookingOrmEntity);
    return toBooking(await repository.save(repository.create(booking)));
  }

  /** Typed SQL (the couple's booking list is a hot read). */
  private async load(where: Sql, now: Date): Promise<BookingWithDinner[]> {
    const rows = await this.db.rows<Record<string, unknown>>(
      sql`SELECT ${BOOKING_WITH_DINNER_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots",
              EXISTS (SELECT 1 FROM dinner_reviews r WHERE r.booking_id = b.id) AS reviewed
         FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
        WHERE ${where}
        ORDER BY d.event_date DESC`,
    );
    return rows.map(bookingWithDinnerFrom);
  }

  async next(bookingId: string): Promise<number> {
    const { rows } = await this.db.change<{ calendar_sequence: number }>(
      sql`UPDATE dinner_bookings SET calendar_sequence = calendar_sequence + 1 WHERE id = ${bookingId} RETURNING calendar_sequence`,
    );
    return rows[0]?.calendar_sequence ?? 1;
  }

  async current(bookingId: string): Promise<number> {
    const [row] = await this.db.rows<{ calendar_sequence: number }>(sql`SELECT calendar_sequence FROM dinner_bookings WHERE id = ${bookingId}`);
    return row?.calendar_sequence ?? 0;
  }

  /** Locks a dinner row for the rest of the transaction and reads its taken spots. */
  private async lockDinner(dinnerId: string, now: Date): Promise<DinnerEvent | null> {
    const dinner = await this.db.repository(DinnerEventOrmEntity).findOne({ where: { id: dinnerId }, lock: { mode: 'pessimistic_write' } });
    if (!dinner) return null;
    const [{ taken }] = await this.db.rows<{ taken: number }>(sql`SELECT ${takenSpots(sql`${dinnerId}::uuid`, now)} AS taken`);
    return toDinnerEvent(dinner, Number(taken));
  }
}
