import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../../../platform/audit/admin-audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { DINNER_STATUSES, DinnerStatus } from '../../domain/dinner-status';
import { timeZoneOf } from '../../domain/dinner-cities';
import { revealAt } from '../../domain/reveal-policy';
import { decideTransition, DinnerTrigger } from '../../domain/dinner-state-machine';
import { DinnerChange } from '../../domain/dinner-changes';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { BookingRepository, PaidBooking } from '../bookings/booking-repository';
import { DinnerMatchingQueries, ReviewRatings } from './dinner-matching-queries';
import { DinnerRepository } from '../dinner-events/dinner-repository';
import { StandbyOffers } from '../table-social/standby-offers';

export type { PaidBooking, ReviewRatings };

/** A dinner that took place: its id and its local date (ISO YYYY-MM-DD in the city's time zone). */
export interface PastDinner {
  id: string;
  date: string;
}

export interface DinnerForMatching {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  status: DinnerStatus;
  /** Whether the reveal went out to its couples: from then on its groups are settled. */
  revealed: boolean;
  /** When the reveal is due (24 hours before): a couple seated later is revealed as soon as its table is set. */
  revealAt: Date;
  /** The IANA time zone of the dinner's city. */
  timeZone: string;
}

/** What changed the groups: a matching run, or an admin's edit of them. */
export type GroupsChange = 'run' | 'edit';

/** What the matching module reads and records about dinners (exported from index.ts). */
@Injectable()
export class DinnersForMatching {
  constructor(
    private readonly dinners: DinnerRepository,
    private readonly bookings: BookingRepository,
    private readonly queries: DinnerMatchingQueries,
    private readonly changes: DinnerChangeLog,
    private readonly audit: AdminAuditLog,
    private readonly standby: StandbyOffers,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async find(dinnerId: string): Promise<DinnerForMatching | null> {
    const dinner = await this.dinners.findById(dinnerId, this.clock.now());
    if (!dinner) return null;
    const { id, city, country, eventDate, bookingDeadline, capacity, status } = dinner;
    return {
      id,
      city,
      country,
      eventDate,
      bookingDeadline,
      capacity,
      status,
      revealed: await this.bookings.revealSent(dinnerId),
      revealAt: revealAt(eventDate),
      timeZone: timeZoneOf(city, country),
    };
  }

  sameNight(dinner: { city: string; country: string; eventDate: Date }): Promise<string[]> {
    return this.queries.sameNight(dinner.city, dinner.country, dinner.eventDate, timeZoneOf(dinner.city, dinner.country));
  }

  paidBookings(dinnerId: string): Promise<PaidBooking[]> {
    return this.bookings.listPaid(dinnerId);
  }

  /** The dinners among `dinnerIds` held before `before` (not cancelled), with their local dates: the engine's memory. */
  async pastDinners(dinnerIds: readonly string[], before: Date): Promise<PastDinner[]> {
    const held = await this.queries.heldBefore(dinnerIds, before);
    return held.map((d) => ({ id: d.id, date: localDate(d.eventDate, timeZoneOf(d.city, d.country)) }));
  }

  /** The couples' ratings of their tablemates and restaurants at these dinners. */
  reviewRatings(dinnerIds: readonly string[]): Promise<ReviewRatings[]> {
    return this.queries.reviewRatings(dinnerIds);
  }

  /** Records where a run or an edit left the dinner, as the state machine allows it; the restaurants hear of their tables' changes. */
  async recordMatchingStatus(dinnerId: string, status: string, change: GroupsChange, by: DinnerTrigger, adminId: string | null): Promise<void> {
    if (!DINNER_STATUSES.includes(status as DinnerStatus)) throw DinnerErrors.invalidTransition('matching', status);
    const dinner = await this.dinners.lock(dinnerId, this.clock.now());
    if (!dinner) throw DinnerErrors.notFound();
    const next = decideTransition(
      dinner.status,
      change === 'run' ? 'record_matching' : 'change_groups',
      by,
      { now: this.clock.now(), ...dinner },
      status as DinnerStatus,
    );
    await this.dinners.setStatus(dinnerId, next);
    await this.changes.tables(dinnerId, 'groupsRecorded', by === 'admin' ? { type: 'admin', id: adminId } : { type: 'schedule', id: null });
  }

  /** Groups changed outside a run or an edit (a couple erased): the restaurants hear of their tables, in the caller's transaction. */
  tablesChanged(dinnerId: string): Promise<void> {
    return this.changes.tables(dinnerId, 'tablesChanged', { type: 'system', id: null });
  }

  /** A change to a revealed dinner's groups or venues, published in the caller's transaction: its couples are told what changed for them. */
  publishChange(change: Extract<DinnerChange, { kind: 'venue_changed' | 'group_changed' | 'couple_removed' }>, adminId: string | null): Promise<void> {
    // Only an admin changes a revealed dinner's groups (matching refuses a run on one).
    return this.changes.record(change, { type: 'admin', id: adminId });
  }

  /**
   * An admin confirmed "Close bookings now and match?": the dinner stops taking bookings
   * before its deadline, its unpaid holds lapse, and the audit log says who closed it.
   */
  async closeBookingsForMatching(dinnerId: string, adminId: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const dinner = await this.dinners.lock(dinnerId, this.clock.now());
      if (!dinner) throw DinnerErrors.notFound();
      await this.dinners.setStatus(dinnerId, decideTransition(dinner.status, 'close_bookings', 'admin', { now: this.clock.now(), ...dinner }));
      const lapsedHolds = await this.bookings.expireHoldsOfDinner(dinnerId);
      await this.standby.close(dinnerId);
      await this.audit.record({
        adminId,
        action: 'close_bookings',
        detail: { dinnerId, reason: 'matching', bookingDeadline: dinner.bookingDeadline.toISOString(), lapsedHolds },
      });
    });
  }
}

function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
