import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { isUniqueViolation } from '../../../../platform/database/unique-violation';
import { In, Not } from 'typeorm';
import { ACTIVE_BOOKING_STATUSES, BookingStatus, CANCELLABLE_BOOKING_STATUSES, isHoldActive, PAID_BOOKING_STATUSES } from '../../domain/booking';
import { raw, Sql, sql } from '../../../../platform/database/sql';
import type { AttendanceMark } from '../../domain/attendance';
import { CancellationDecision } from '../../domain/cancellation-policy';
import { DinnerErrors } from '../../domain/dinner-errors';
import { CoupleStanding, GOOD_STANDING } from '../../domain/couple-standing';
import { CalendarRevisions } from '../../application/notices/calendar-revisions';
import {
  BookingRepository,
  BookingSeat,
  ChargedBooking,
  DinnerNotification,
  NoSpotReason,
  PaidBooking,
  PaidBookingOutcome,
  ReservationRequest,
  ReservationRules,
} from '../../application/bookings/booking-repository';
import { DinnerRepository } from '../../application/dinner-events/dinner-repository';
import { Booking, BookingWithDinner, DinnerEvent } from '../../application/dinner-events/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { STANDING_COLUMNS } from './typeorm-couple-standing.repository';
import { activeBooking, BOOKING_COLUMNS, BOOKING_WITH_DINNER_COLUMNS, bookingWithDinnerFrom, SeatRow, takenSpots, toBooking, toSeat } from './booking.mapper';

const SENT_COLUMN: Record<DinnerNotification, Sql> = { reveal: raw('reveal_sent_at'), teaser: raw('teaser_sent_at') };
const noSpot = (reason: NoSpotReason): PaidBookingOutcome => ({ booking: 'no_spot', reason });

/**
 * The dinner_bookings rows, the only writer of them (erasure aside). Capacity-changing
 * methods lock rows (SELECT ... FOR UPDATE) and so must run inside the caller's unit of
 * work; the lock order is always the dinner (DinnerRepository.lock), then the booking.
 */
@Injectable()
export class TypeOrmBookingRepository extends BookingRepository implements CalendarRevisions {
  constructor(
    private readonly db: TransactionalDb,
    private readonly dinners: DinnerRepository,
  ) {
    super();
  }

  private get rows() {
    return this.db.repository(DinnerBookingOrmEntity);
  }

  async reserve(request: ReservationRequest, { mayBook, check, initial }: ReservationRules): Promise<{ booking: Booking; created: boolean }> {
    // The dinner lock queues concurrent reservations, so each one counts the spots with
    // every earlier reservation already written. While it is held: one statement, then the end.
    const locked = await this.dinners.lockRow(request.dinnerId);
    const { takenSpots: taken, existing, standing } = await this.reservationFactsOf(request);
    mayBook?.(standing);
    if (!locked) throw DinnerErrors.notFound();
    if (existing && (existing.status !== 'pending_payment' || isHoldActive('pending_payment', existing.holdExpiresAt, request.now))) {
      return { booking: existing, created: false };
    }
    const dinner = { ...locked, takenSpots: taken };
    check(dinner, taken);
    const start = initial(dinner);
    const fields = {
      ...start,
      confirmedAt: start.status === 'confirmed' ? request.now : null,
      specialRequests: request.specialRequests,
      bookedByUserId: request.userId,
    };
    if (existing) {
      // The couple's own lapsed hold is renewed rather than duplicated (one active booking per couple).
      await this.rows.update({ id: existing.id }, fields);
      return { booking: { ...existing, ...fields }, created: true };
    }
    try {
      const saved = await this.rows.save(this.rows.create({ ...fields, dinnerId: request.dinnerId, coupleId: request.coupleId }));
      return { booking: toBooking(saved), created: true };
    } catch (error) {
      // Two requests of the same couple raced past the lookup: the unique index refused the second.
      if (isUniqueViolation(error)) throw DinnerErrors.alreadyBooked();
      throw error;
    }
  }

  /**
   * After the dinner's lock, in a statement of its own so that it sees every reservation
   * committed before it: the dinner's taken spots, the couple's active booking of it, and the
   * couple's standing.
   */
  private async reservationFactsOf(request: ReservationRequest): Promise<{ takenSpots: number; existing: Booking | null; standing: CoupleStanding }> {
    const [row] = await this.db.rows<Booking & CoupleStanding & { takenSpots: number }>(
      sql`SELECT ${takenSpots(sql`${request.dinnerId}::uuid`, request.now)} AS "takenSpots", ${BOOKING_COLUMNS}, ${STANDING_COLUMNS}
            FROM (SELECT 1) one
            LEFT JOIN LATERAL (SELECT * FROM dinner_bookings b
                                WHERE b.dinner_id = ${request.dinnerId} AND b.couple_id = ${request.coupleId} AND ${activeBooking('b')} LIMIT 1) b ON true
            LEFT JOIN couple_standings s ON s.couple_id = ${request.coupleId}`,
    );
    const { takenSpots: taken, consecutiveLateCancellations, serviceTerminated, terminationReason, suspendedUntil, suspensionReason, ...existing } = row;
    const standing =
      serviceTerminated === null ? GOOD_STANDING : { consecutiveLateCancellations, serviceTerminated, terminationReason, suspendedUntil, suspensionReason };
    return { takenSpots: taken, existing: existing.id ? existing : null, standing };
  }

  async confirmPaid(bookingId: string, now: Date): Promise<PaidBookingOutcome> {
    const found = await this.rows.findOneBy({ id: bookingId });
    if (!found) return noSpot('booking_cancelled');
    // Dinner first, then the booking: the order reservations lock in, so the two never deadlock.
    // The booking lock makes a concurrent cancellation either commit first (this payment then
    // finds it cancelled and is refunded) or wait for the confirmation (and then cancel it).
    const dinner = await this.dinners.lock(found.dinnerId, now);
    if (!dinner) return noSpot('dinner_over');
    const booking = await this.rows.findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    if (!booking) return noSpot('booking_cancelled');
    if (booking.status === 'confirmed' || booking.status === 'attended') return { booking: 'already_confirmed' };
    const stillHeld = isHoldActive('pending_payment', booking.holdExpiresAt, now) && booking.status === 'pending_payment';
    if (!stillHeld) {
      if (booking.status === 'cancelled') return noSpot('booking_cancelled');
      if (dinner.status !== 'accepting_bookings') return noSpot('bookings_closed');
      if (dinner.eventDate <= now) return noSpot('dinner_over');
      if (dinner.takenSpots >= dinner.capacity) return noSpot('dinner_full');
      const otherActive = await this.rows.existsBy({
        dinnerId: booking.dinnerId,
        coupleId: booking.coupleId,
        id: Not(bookingId),
        status: In(ACTIVE_BOOKING_STATUSES),
      });
      if (otherActive) return noSpot('already_booked');
    }
    await this.rows.update({ id: bookingId }, { status: 'confirmed', confirmedAt: now, holdExpiresAt: null });
    return { booking: 'confirmed' };
  }

  async findById(id: string, now: Date): Promise<BookingWithDinner | null> {
    const [booking] = await this.load(sql`b.id = ${id}`, now);
    return booking ?? null;
  }

  findByIds(ids: readonly string[], now: Date): Promise<BookingWithDinner[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.load(sql`b.id = ANY(${ids}::uuid[])`, now);
  }

  listForCouple(coupleId: string, now: Date): Promise<BookingWithDinner[]> {
    return this.load(sql`b.couple_id = ${coupleId}`, now);
  }

  listForDinner(dinnerId: string, now: Date): Promise<BookingWithDinner[]> {
    return this.load(sql`b.dinner_id = ${dinnerId}`, now);
  }

  async findActiveForCoupleAndDinner(coupleId: string, dinnerId: string, now: Date): Promise<BookingWithDinner | null> {
    const [booking] = await this.load(sql`b.couple_id = ${coupleId} AND b.dinner_id = ${dinnerId} AND ${activeBooking('b')}`, now);
    return booking ?? null;
  }

  listPaid(dinnerId: string): Promise<PaidBooking[]> {
    // Plain SQL of three columns: a run reads thousands of them, and TypeORM's hydration of whole rows held the event loop.
    return this.db.rows<PaidBooking>(
      sql`SELECT id AS "bookingId", couple_id AS "coupleId", created_at AS "bookedAt" FROM dinner_bookings
           WHERE dinner_id = ${dinnerId} AND status = ANY(${PAID_BOOKING_STATUSES}) ORDER BY created_at, id`,
    );
  }

  listCharged(): Promise<ChargedBooking[]> {
    return this.db.rows<ChargedBooking>(
      sql`SELECT b.id AS "bookingId", b.dinner_id AS "dinnerId", b.couple_id AS "coupleId", b.booked_by_user_id AS "userId",
                 d.logistics_fee_cents AS "amountCents", coalesce(b.confirmed_at, b.created_at) AS "paidAt"
            FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
           WHERE b.status = ANY(${PAID_BOOKING_STATUSES}) AND d.logistics_fee_cents > 0 ORDER BY b.created_at, b.id`,
    );
  }

  async countPaidCouples(dinnerId: string): Promise<number> {
    const [{ count }] = await this.db.rows<{ count: number }>(
      sql`SELECT count(DISTINCT couple_id)::int AS count FROM dinner_bookings WHERE dinner_id = ${dinnerId} AND status = ANY(${PAID_BOOKING_STATUSES})`,
    );
    return count;
  }

  async revealSent(dinnerId: string): Promise<boolean> {
    const [row] = await this.db.rows<{ sent: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM dinner_bookings WHERE dinner_id = ${dinnerId} AND reveal_sent_at IS NOT NULL) AS sent`,
    );
    return row.sent;
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
    const row = await this.rows.findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw DinnerErrors.bookingNotFound();
    const dinner = await this.dinners.findById(row.dinnerId, now);
    if (!dinner) throw DinnerErrors.notFound();
    const decision = decide({ ...toBooking(row), dinner, reviewed: false });
    if (decision.alreadyCancelled) return { booking: toBooking(row), decision };
    const changes = { status: 'cancelled' satisfies BookingStatus, cancelledAt: now, wasLateCancellation: decision.wasLateCancellation, holdExpiresAt: null };
    await this.rows.update({ id: bookingId }, changes);
    return { booking: toBooking({ ...row, ...changes }), decision };
  }

  async cancelForService(bookingId: string, now: Date): Promise<boolean> {
    const result = await this.rows.update(
      { id: bookingId, status: 'confirmed' satisfies BookingStatus },
      { status: 'cancelled' satisfies BookingStatus, cancelledAt: now, wasLateCancellation: false },
    );
    return (result.affected ?? 0) > 0;
  }

  async cancelAllOfDinner(dinnerId: string, now: Date): Promise<void> {
    await this.rows.update(
      { dinnerId, status: In(CANCELLABLE_BOOKING_STATUSES) },
      { status: 'cancelled' satisfies BookingStatus, cancelledAt: now, holdExpiresAt: null },
    );
  }

  async move(
    bookingId: string,
    targetDinnerId: string,
    now: Date,
    decide: (booking: Booking, from: DinnerEvent, to: DinnerEvent, coupleAlreadyBookedThere: boolean) => void,
  ): Promise<Booking> {
    const seen = await this.rows.findOneBy({ id: bookingId });
    if (!seen) throw DinnerErrors.bookingNotFound();
    const locked = new Map<string, DinnerEvent>();
    for (const dinnerId of [...new Set([seen.dinnerId, targetDinnerId])].sort()) {
      const dinner = await this.dinners.lock(dinnerId, now);
      if (!dinner) throw DinnerErrors.notFound();
      locked.set(dinnerId, dinner);
    }
    const row = await this.rows.findOne({ where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
    // Moved (or gone) between the read and the lock: the caller asks again and sees the booking as it is now.
    if (!row || row.dinnerId !== seen.dinnerId) throw DinnerErrors.bookingNotFound();
    const elsewhere = await this.findActiveForCoupleAndDinner(row.coupleId, targetDinnerId, now);
    decide(toBooking(row), locked.get(row.dinnerId)!, locked.get(targetDinnerId)!, elsewhere !== null);
    await this.rows.update({ id: bookingId }, { dinnerId: targetDinnerId });
    return toBooking(row);
  }

  async expireHolds(now: Date): Promise<number> {
    const { count } = await this.db.change(
      sql`UPDATE dinner_bookings SET status = ${'expired' satisfies BookingStatus}, updated_at = now() WHERE status = ${'pending_payment' satisfies BookingStatus} AND hold_expires_at <= ${now}`,
    );
    return count;
  }

  async expireHoldsOfDinner(dinnerId: string): Promise<number> {
    const { count } = await this.db.change(
      sql`UPDATE dinner_bookings SET status = ${'expired' satisfies BookingStatus}, hold_expires_at = NULL, updated_at = now()
           WHERE dinner_id = ${dinnerId} AND status = ${'pending_payment' satisfies BookingStatus}`,
    );
    return count;
  }

  async markAttended(dinnerId: string): Promise<BookingSeat[]> {
    const { rows } = await this.db.change<SeatRow>(
      sql`UPDATE dinner_bookings b SET status = ${'attended' satisfies BookingStatus}, updated_at = now()
           WHERE b.dinner_id = ${dinnerId} AND b.status = ${'confirmed' satisfies BookingStatus}
             AND NOT EXISTS (SELECT 1 FROM dinner_attendance a WHERE a.booking_id = b.id AND a.status = ${'no_show' satisfies AttendanceMark})
           RETURNING b.id, b.couple_id`,
    );
    return rows.map(toSeat);
  }

  async settleLateMark(bookingId: string, mark: AttendanceMark): Promise<boolean> {
    const [from, to]: BookingStatus[] = mark === 'no_show' ? ['attended', 'confirmed'] : ['confirmed', 'attended'];
    const { count } = await this.db.change(sql`UPDATE dinner_bookings SET status = ${to}, updated_at = now() WHERE id = ${bookingId} AND status = ${from}`);
    return count === 1;
  }

  async claimReviewRequests(dinnerId: string, at: Date): Promise<BookingSeat[]> {
    const { rows } = await this.db.change<SeatRow>(
      sql`UPDATE dinner_bookings b SET review_requested_at = ${at} WHERE b.dinner_id = ${dinnerId} AND b.status = ${'attended' satisfies BookingStatus} AND b.review_requested_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM dinner_reviews r WHERE r.booking_id = b.id) RETURNING b.id, b.couple_id`,
    );
    return rows.map(toSeat);
  }

  async claimNotifications(bookingIds: readonly string[], kind: DinnerNotification, at: Date): Promise<string[]> {
    if (bookingIds.length === 0) return [];
    const column = SENT_COLUMN[kind];
    const { rows } = await this.db.change<{ id: string }>(
      sql`UPDATE dinner_bookings b SET ${column} = ${at}
           FROM (SELECT id FROM dinner_bookings WHERE id = ANY(${bookingIds}::uuid[]) AND ${column} IS NULL AND status = ${'confirmed' satisfies BookingStatus}
                  ORDER BY id FOR UPDATE) due
          WHERE b.id = due.id RETURNING b.id`,
    );
    return rows.map((row) => row.id);
  }

  async releaseNotifications(bookingIds: readonly string[], kind: DinnerNotification): Promise<void> {
    if (bookingIds.length === 0) return;
    const column = SENT_COLUMN[kind];
    await this.db.change(sql`UPDATE dinner_bookings SET ${column} = NULL WHERE id = ANY(${bookingIds}::uuid[])`);
  }

  async deleteAllOfDinner(dinnerId: string): Promise<void> {
    await this.rows.delete({ dinnerId });
  }

  listDueFor(kind: DinnerNotification, eventBefore: Date, now: Date): Promise<BookingWithDinner[]> {
    const sent = raw(kind === 'reveal' ? 'b.reveal_sent_at' : 'b.teaser_sent_at');
    // Never a teaser before its couple's reveal (the reveal's transaction skips the teaser when it would follow too soon).
    const revealedFirst = kind === 'teaser' ? sql` AND b.reveal_sent_at IS NOT NULL` : sql``;
    return this.load(
      sql`b.status = ${'confirmed' satisfies BookingStatus} AND ${sent} IS NULL AND d.event_date > ${now} AND d.event_date <= ${eventBefore}${revealedFirst}`,
      now,
    );
  }

  async insertRaw(booking: Omit<Booking, 'id'>): Promise<Booking> {
    return toBooking(await this.rows.save(this.rows.create(booking)));
  }

  /** Typed SQL (the couple's booking list is a hot read). Latest dinner first; within a dinner, in booking order. */
  private async load(where: Sql, now: Date): Promise<BookingWithDinner[]> {
    const rows = await this.db.rows<Record<string, unknown>>(
      sql`SELECT ${BOOKING_WITH_DINNER_COLUMNS}, ${takenSpots(raw('d.id'), now)} AS "takenSpots",
              EXISTS (SELECT 1 FROM dinner_reviews r WHERE r.booking_id = b.id) AS reviewed
         FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
        WHERE ${where}
        ORDER BY d.event_date DESC, b.created_at, b.id`,
    );
    return rows.map(bookingWithDinnerFrom);
  }

  async next(bookingId: string): Promise<number> {
    const { rows } = await this.db.change<{ calendar_sequence: number }>(
      sql`UPDATE dinner_bookings SET calendar_sequence = calendar_sequence + 1 WHERE id = ${bookingId} RETURNING calendar_sequence`,
    );
    return rows[0]?.calendar_sequence ?? 1;
  }

  async nextOfEach(bookingIds: readonly string[]): Promise<Map<string, number>> {
    if (bookingIds.length === 0) return new Map();
    // Locked in id order, as the reveal's claims are: two transactions taking the same bookings never deadlock.
    const { rows } = await this.db.change<{ id: string; calendar_sequence: number }>(
      sql`UPDATE dinner_bookings b SET calendar_sequence = b.calendar_sequence + 1
           FROM (SELECT id FROM dinner_bookings WHERE id = ANY(${bookingIds}::uuid[]) ORDER BY id FOR UPDATE) taken
          WHERE b.id = taken.id RETURNING b.id, b.calendar_sequence`,
    );
    return new Map(rows.map((row) => [row.id, row.calendar_sequence]));
  }

  async current(bookingId: string): Promise<number> {
    const [row] = await this.db.rows<{ calendar_sequence: number }>(sql`SELECT calendar_sequence FROM dinner_bookings WHERE id = ${bookingId}`);
    return row?.calendar_sequence ?? 0;
  }
}
