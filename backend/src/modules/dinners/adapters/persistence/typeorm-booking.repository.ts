import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { isUniqueViolation } from '../../../../platform/database/unique-violation';
import { isHoldActive } from '../../domain/booking';
import { CancellationDecision } from '../../domain/cancellation-policy';
import { DinnerErrors } from '../../domain/dinner-errors';
import type { BookingListEntry, BookingListQuery, BookingListSort } from '../../application/booking-list';
import { timeZoneOf } from '../../domain/dinner-cities';
import { BookingRepository, DinnerNotification, NoSpotReason, PaidBookingOutcome, ReservationRequest } from '../../application/dinner-store';
import { Booking, BookingWithDinner, DinnerEvent } from '../../application/dinner-views';
import { DinnerBookingOrmEntity } from './dinner-booking.orm-entity';
import { DinnerEventOrmEntity } from './dinner-event.orm-entity';
import { BOOKING_WITH_DINNER_COLUMNS, bookingWithDinnerFrom, TAKEN_SPOTS_SQL, toBooking, toBookingWithDinner, toDinnerEvent } from './dinner-rows';

/**
 * Capacity-changing methods lock rows (SELECT ... FOR UPDATE) and so must run inside the
 * caller's unit of work; the lock order is always the dinner, then the booking.
 */

/** The admin list's sortable columns, as SQL: only these strings ever reach ORDER BY. */
const LIST_SORT_SQL: Record<BookingListSort, string> = { created_at: 'b.created_at', dinner_date: 'd.event_date', status: 'b.status' };

const noSpot = (reason: NoSpotReason): PaidBookingOutcome => ({ booking: 'no_spot', reason });
@Injectable()
export class TypeOrmBookingRepository extends BookingRepository {
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
    const existing = await bookings
      .createQueryBuilder('b')
      .where('b.dinner_id = :dinnerId AND b.couple_id = :coupleId', request)
      .andWhere(`b.status IN ('pending_payment', 'confirmed', 'attended')`)
      .getOne();
    if (existing && (existing.status !== 'pending_payment' || isHoldActive('pending_payment', existing.holdExpiresAt, request.now))) {
      return { booking: toBooking(existing), created: false };
    }
    check(dinner, dinner.takenSpots);
    const start = initial(dinner);
    const fields = { ...start, confirmedAt: start.status === 'confirmed' ? request.now : null, specialRequests: request.specialRequests, bookedByUserId: request.userId };
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
    const booking = await bookings.createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :bookingId', { bookingId }).getOne();
    if (!booking) return noSpot('booking_cancelled');
    if (booking.status === 'confirmed' || booking.status === 'attended') return { booking: 'already_confirmed' };
    const stillHeld = isHoldActive('pending_payment', booking.holdExpiresAt, now) && booking.status === 'pending_payment';
    if (!stillHeld) {
      if (booking.status === 'cancelled') return noSpot('booking_cancelled');
      if (dinner.status !== 'accepting_bookings') return noSpot('bookings_closed');
      if (dinner.eventDate <= now) return noSpot('dinner_over');
      if (dinner.takenSpots >= dinner.capacity) return noSpot('dinner_full');
      const otherActive = await bookings
        .createQueryBuilder('b')
        .where(`b.dinner_id = :dinnerId AND b.couple_id = :coupleId AND b.id <> :bookingId AND b.status IN ('pending_payment', 'confirmed', 'attended')`, {
          dinnerId: booking.dinnerId,
          coupleId: booking.coupleId,
          bookingId,
        })
        .getExists();
      if (otherActive) return noSpot('already_booked');
    }
    await bookings.update({ id: bookingId }, { status: 'confirmed', confirmedAt: now, holdExpiresAt: null });
    return { booking: 'confirmed' };
  }

  async findById(id: string, now: Date): Promise<BookingWithDinner | null> {
    const [booking] = await this.load('b.id = $2', [id], now);
    return booking ?? null;
  }

  listForCouple(coupleId: string, now: Date): Promise<BookingWithDinner[]> {
    return this.load('b.couple_id = $2', [coupleId], now);
  }

  async listForDinner(dinnerId: string, now: Date): Promise<BookingWithDinner[]> {
    return (await this.load('b.dinner_id = $2', [dinnerId], now)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async findActiveForCoupleAndDinner(coupleId: string, dinnerId: string, now: Date): Promise<BookingWithDinner | null> {
    const [booking] = await this.load(`b.couple_id = $2 AND b.dinner_id = $3 AND b.status IN ('pending_payment', 'confirmed', 'attended')`, [coupleId, dinnerId], now);
    return booking ?? null;
  }

  async listPaidCoupleIds(dinnerIds: readonly string[]): Promise<Map<string, Set<string>>> {
    if (dinnerIds.length === 0) return new Map();
    const rows: { dinner_id: string; couple_id: string }[] = await this.db.manager.query(
      `SELECT dinner_id, couple_id FROM dinner_bookings WHERE dinner_id = ANY($1::uuid[]) AND status IN ('confirmed', 'attended')`,
      [dinnerIds],
    );
    const paid = new Map<string, Set<string>>();
    for (const row of rows) paid.set(row.dinner_id, (paid.get(row.dinner_id) ?? new Set()).add(row.couple_id));
    return paid;
  }

  async cancel(bookingId: string, now: Date, decide: (booking: BookingWithDinner) => CancellationDecision): Promise<{ booking: Booking; decision: CancellationDecision }> {
    const bookings = this.db.repository(DinnerBookingOrmEntity);
    const row = await bookings.createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :bookingId', { bookingId }).getOne();
    if (!row) throw DinnerErrors.bookingNotFound();
    const dinner = await this.db.repository(DinnerEventOrmEntity).findOneByOrFail({ id: row.dinnerId });
    const decision = decide(toBookingWithDinner({ ...row, dinner }, 0, false));
    if (decision.alreadyCancelled) return { booking: toBooking(row), decision };
    const changes = { status: 'cancelled', cancelledAt: now, wasLateCancellation: decision.wasLateCancellation, holdExpiresAt: null };
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
    const row = await bookings.createQueryBuilder('b').setLock('pessimistic_write').where('b.id = :bookingId', { bookingId }).getOne();
    // Moved (or gone) between the read and the lock: the caller asks again and sees the booking as it is now.
    if (!row || row.dinnerId !== seen.dinnerId) throw DinnerErrors.bookingNotFound();
    const elsewhere = await this.findActiveForCoupleAndDinner(row.coupleId, targetDinnerId, now);
    decide(toBooking(row), locked.get(row.dinnerId)!, locked.get(targetDinnerId)!, elsewhere !== null);
    await bookings.update({ id: bookingId }, { dinnerId: targetDinnerId });
    return toBooking(row);
  }

  async adminPage(query: BookingListQuery): Promise<{ bookings: BookingListEntry[]; total: number }> {
    const rows: { id: string; couple_id: string; status: string; created_at: Date; dinner_id: string; city: string; country: string; event_date: Date; dinner_status: string; total: number }[] =
      await this.db.manager.query(
        `SELECT b.id, b.couple_id, b.status, b.created_at, d.id AS dinner_id, d.city, d.country, d.event_date, d.status AS dinner_status, count(*) OVER ()::int AS total
           FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
          WHERE ($1::uuid[] IS NULL OR b.couple_id = ANY($1)) AND ($2::text IS NULL OR b.status = $2) AND ($3::uuid IS NULL OR b.dinner_id = $3)
          ORDER BY ${LIST_SORT_SQL[query.sort]} ${query.order === 'asc' ? 'ASC' : 'DESC'}, b.id LIMIT $4 OFFSET $5`,
        [query.coupleIds ?? null, query.status ?? null, query.dinnerId ?? null, query.limit, query.offset],
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
    const [{ total }] = await this.db.manager.query(
      `SELECT count(*)::int AS total FROM dinner_bookings b WHERE ($1::uuid[] IS NULL OR b.couple_id = ANY($1)) AND ($2::text IS NULL OR b.status = $2) AND ($3::uuid IS NULL OR b.dinner_id = $3)`,
      [query.coupleIds ?? null, query.status ?? null, query.dinnerId ?? null],
    );
    return total as number;
  }

  async expireHolds(now: Date): Promise<number> {
    const result = await this.db.manager.query(`UPDATE dinner_bookings SET status = 'expired', updated_at = now() WHERE status = 'pending_payment' AND hold_expires_at <= $1`, [now]);
    return Number(result[1] ?? 0);
  }

  listDueFor(kind: DinnerNotification, eventBefore: Date, now: Date): Promise<BookingWithDinner[]> {
    const sent = kind === 'reveal' ? 'b.reveal_sent_at' : 'b.teaser_sent_at';
    return this.load(`b.status = 'confirmed' AND ${sent} IS NULL AND d.event_date > $1 AND d.event_date <= $2`, [eventBefore], now);
  }

  async insertRaw(booking: Omit<Booking, 'id' | 'createdAt'>): Promise<Booking> {
    const repository = this.db.repository(DinnerBookingOrmEntity);
    return toBooking(await repository.save(repository.create(booking)));
  }

  /** Plain SQL (the couple's booking list is a hot read); `$1` is now, `where` numbers its parameters from `$2`. */
  private async load(where: string, parameters: unknown[], now: Date): Promise<BookingWithDinner[]> {
    const rows: Record<string, unknown>[] = await this.db.manager.query(
      `SELECT ${BOOKING_WITH_DINNER_COLUMNS}, ${TAKEN_SPOTS_SQL('d.id', '$1')} AS "takenSpots",
              EXISTS (SELECT 1 FROM dinner_reviews r WHERE r.booking_id = b.id) AS reviewed
         FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id
        WHERE ${where}
        ORDER BY d.event_date DESC`,
      [now, ...parameters],
    );
    return rows.map(bookingWithDinnerFrom);
  }

  /** Locks a dinner row for the rest of the transaction and reads its taken spots. */
  private async lockDinner(dinnerId: string, now: Date): Promise<DinnerEvent | null> {
    const dinner = await this.db.repository(DinnerEventOrmEntity).createQueryBuilder('d').setLock('pessimistic_write').where('d.id = :dinnerId', { dinnerId }).getOne();
    if (!dinner) return null;
    const [{ taken }] = await this.db.manager.query(`SELECT ${TAKEN_SPOTS_SQL('$1', '$2')} AS taken`, [dinnerId, now]);
    return toDinnerEvent(dinner, Number(taken));
  }
}
