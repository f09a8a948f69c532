import { Injectable } from '@nestjs/common';
import { EventActor, EventLog } from '../../../../platform/events/event-log';
import type { DinnerChange } from '../../domain/dinner-changes';
import {
  BOOKING_REVEALED_EVENT,
  DINNER_CHANGE_EVENT_TYPES,
  DINNER_TABLE_EVENT_TYPES,
  DinnerFacts,
  DinnerFactType,
  NO_SHOW_LIMIT_REACHED_EVENT,
  NoShowLimitReachedFacts,
  RESERVATION_EVENT_TYPES,
} from '../../domain/dinner-events';

type TableEvent = keyof typeof DINNER_TABLE_EVENT_TYPES;

const SCHEDULE: EventActor = { type: 'schedule', id: null };
const SYSTEM: EventActor = { type: 'system', id: null };

export interface RevealedBooking {
  bookingId: string;
  dinnerId: string;
  coupleId: string;
  groupId: string;
  restaurantId: string;
  tableNumber: number | null;
  /** The group's conversation starters as the reveal claimed them (written once, before its transaction): the reveal mail carries them. */
  icebreakers: string[];
}

/** A reservation as integrators hear of it: the table, never the guests' names. */
export interface ReservationFacts {
  reservationId: string;
  dinnerId: string;
  restaurantId: string;
  tableNumber: number;
  partySize: number;
  eventDate: Date | null;
  revision: number;
}

/**
 * How the dinners' use cases record what they changed: one event in the event log, in the
 * use case's transaction, sequenced in its dinner. What follows (the couples' mails and
 * calendar files, the restaurants' reservations, refunds, standby offers, the admins'
 * alerts) is the subscribers' (`*-subscribers.ts` in each room, payments' refunds), never the use case's.
 */
@Injectable()
export class DinnerChangeLog {
  constructor(private readonly log: EventLog) {}

  /**
   * A change the dinner's couples rely on; `type` names it otherwise than its kind (a moved
   * booking); `facts` add what other consequences need (the couple's own mail, a refund).
   */
  record(change: DinnerChange, actor: EventActor, type: string = DINNER_CHANGE_EVENT_TYPES[change.kind], facts: object = {}): Promise<void> {
    return this.log.append({ type, aggregateType: 'dinner', aggregateId: change.dinnerId, payload: { ...change, ...facts }, actor });
  }

  /** Couples are told where they dine (a table's reveals): one event per booking, written in one statement at the commit. */
  async bookingsRevealed(reveals: readonly RevealedBooking[]): Promise<void> {
    for (const reveal of reveals)
      await this.log.append({ type: BOOKING_REVEALED_EVENT, aggregateType: 'dinner', aggregateId: reveal.dinnerId, payload: reveal, actor: SCHEDULE });
  }

  /** A restaurant was asked to hold a table (a new revision), or told it is no longer needed. */
  reservation(what: keyof typeof RESERVATION_EVENT_TYPES, reservation: ReservationFacts): Promise<void> {
    return this.log.append({
      type: RESERVATION_EVENT_TYPES[what],
      aggregateType: 'dinner',
      aggregateId: reservation.dinnerId,
      payload: reservation,
      actor: SYSTEM,
    });
  }

  /** The dinner's tables changed as a whole: the restaurants follow. */
  tables(dinnerId: string, what: TableEvent, actor: EventActor, facts: object = {}): Promise<void> {
    return this.log.append({ type: DINNER_TABLE_EVENT_TYPES[what], aggregateType: 'dinner', aggregateId: dinnerId, payload: { dinnerId, ...facts }, actor });
  }

  /** One of the dinner's other facts (a booking confirmed, a seat freed, a table declined). */
  fact<Type extends DinnerFactType>(type: Type, payload: DinnerFacts[Type], actor: EventActor): Promise<void> {
    return this.log.append({ type, aggregateType: 'dinner', aggregateId: payload.dinnerId, payload, actor });
  }

  /** A couple's no-shows reached the threshold: sequenced in the couple, whose standing it is about. */
  noShowLimitReached(facts: NoShowLimitReachedFacts, actor: EventActor): Promise<void> {
    return this.log.append({ type: NO_SHOW_LIMIT_REACHED_EVENT, aggregateType: 'couple', aggregateId: facts.coupleId, payload: facts, actor });
  }
}
