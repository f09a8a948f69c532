import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../identity';
import { Clock } from '../../../../platform/clock/clock';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';
import { DinnerErrors } from '../../domain/dinner-errors';
import { SEE_YOU_AGAIN_MUTUAL_EVENT } from '../../domain/dinner-events';
import { SharedCouple } from '../../domain/reveal-policy';
import { isMarkingOpen } from '../../domain/see-you-again';
import { coupleOf } from '../bookings/booking-access';
import { DinnerReveal } from '../notices/dinner-reveal';
import { BookingRepository } from '../bookings/booking-repository';
import { BookingWithDinner } from '../dinner-events/dinner-views';
import { DinnerChangeLog } from '../dinner-events/dinner-change-log';
import { SeeYouAgainRepository } from './see-you-again-repository';

export interface TablemateMark {
  couple: SharedCouple;
  /** This couple marked them at this dinner. */
  marked: boolean;
  /** Both couples marked each other (at any dinner): only then is the other side's mark shown. */
  mutual: boolean;
}

export interface DinnerMarksView {
  /** Whether marks may be given (the dinner has taken place and the couple sat at a table). */
  open: boolean;
  tablemates: TablemateMark[];
}

/**
 * GET and POST /api/user/dinner/{id}/see-you-again, and the marks given with a review: a
 * couple marks couples of its own table, after the dinner, once per dinner. A mark that makes
 * the pair mutual tells both couples, in the same unit of work; a one-sided mark tells nobody,
 * so the couple may take it back until the other couple marks it too.
 */
@Injectable()
export class SeeYouAgainMarks {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reveal: DinnerReveal,
    private readonly marks: SeeYouAgainRepository,
    private readonly changes: DinnerChangeLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async forDinner(caller: Caller, dinnerId: string): Promise<DinnerMarksView> {
    const { booking, tablemates } = await this.tablematesAt(caller, dinnerId);
    const open = this.isOpen(booking, tablemates);
    if (!open) return { open, tablemates: [] };
    const marked = new Set(await this.marks.markedAt(dinnerId, booking.coupleId));
    const mutual = new Set((await this.marks.mutualPairsOf(booking.coupleId)).map((pair) => pair.otherCoupleId));
    return { open, tablemates: (tablemates ?? []).map((couple) => ({ couple, marked: marked.has(couple.coupleId), mutual: mutual.has(couple.coupleId) })) };
  }

  /** One mark, from the past dinner's card: a second mark of the same couple is refused. */
  async mark(caller: Caller, dinnerId: string, userId: string): Promise<{ mutual: boolean }> {
    const { booking, tablemates } = await this.tablematesAt(caller, dinnerId);
    if (!this.isOpen(booking, tablemates)) throw DinnerErrors.seeYouAgainNotOpen();
    const couple = this.tablemate(tablemates ?? [], userId);
    return this.unitOfWork.run(async () => {
      const outcome = await this.record(booking, couple);
      if (outcome === 'already') throw DinnerErrors.alreadyMarked();
      return { mutual: outcome === 'mutual' };
    });
  }

  /**
   * DELETE /api/user/dinner/{id}/see-you-again/{userId}: takes back this dinner's mark while it is
   * one-sided. A mutual mark stays: the other couple has been told, and may have shared contacts.
   */
  async unmark(caller: Caller, dinnerId: string, userId: string): Promise<void> {
    const { booking, tablemates } = await this.tablematesAt(caller, dinnerId);
    if (!this.isOpen(booking, tablemates)) throw DinnerErrors.seeYouAgainNotOpen();
    const couple = this.tablemate(tablemates ?? [], userId);
    await this.unitOfWork.run(async () => {
      await this.marks.lockPair(booking.coupleId, couple.coupleId);
      const marked = (await this.marks.markedAt(booking.dinnerId, booking.coupleId)).includes(couple.coupleId);
      if (!marked) throw DinnerErrors.notMarked();
      if (await this.marks.hasMarked(couple.coupleId, booking.coupleId)) throw DinnerErrors.markMutual();
      await this.marks.removeMark({ dinnerId: booking.dinnerId, coupleId: booking.coupleId, markedCoupleId: couple.coupleId });
    });
  }

  /**
   * The marks ticked in the review form, inside the review's unit of work: the form is checked
   * before anything is written, and a couple marked before is simply marked already.
   */
  async markWithReview(booking: BookingWithDinner, tablemates: readonly SharedCouple[], userIds: readonly string[]): Promise<void> {
    const couples = [...new Set(userIds)].map((userId) => this.tablemate(tablemates, userId));
    for (const couple of couples) await this.record(booking, couple);
  }

  /** The couple of the table known by this user id (a couple's primary member's, as in the review), or a 400. */
  tablemate(tablemates: readonly SharedCouple[], userId: string): SharedCouple {
    const couple = tablemates.find((c) => c.userIds.includes(userId));
    if (!couple) throw DinnerErrors.notATablemate();
    return couple;
  }

  private async record(booking: BookingWithDinner, couple: SharedCouple): Promise<'already' | 'marked' | 'mutual'> {
    const now = this.clock.now();
    await this.marks.lockPair(booking.coupleId, couple.coupleId);
    const markedBefore = await this.marks.hasMarked(booking.coupleId, couple.coupleId);
    const added = await this.marks.addMark({ dinnerId: booking.dinnerId, coupleId: booking.coupleId, markedCoupleId: couple.coupleId }, now);
    if (!added) return 'already';
    if (!(await this.marks.hasMarked(couple.coupleId, booking.coupleId))) return 'marked';
    // A pair already mutual (from an earlier dinner) was told then.
    if (!markedBefore)
      await this.changes.fact(
        SEE_YOU_AGAIN_MUTUAL_EVENT,
        { dinnerId: booking.dinnerId, coupleIds: [booking.coupleId, couple.coupleId] },
        { type: 'couple', id: booking.coupleId },
      );
    return 'mutual';
  }

  /** The couple's booking of the dinner and, once seated, the other couples of its table. */
  private async tablematesAt(caller: Caller, dinnerId: string): Promise<{ booking: BookingWithDinner; tablemates: SharedCouple[] | null }> {
    const now = this.clock.now();
    const booking = await this.bookings.findActiveForCoupleAndDinner(coupleOf(caller), dinnerId, now);
    if (!booking) throw DinnerErrors.notBookedOnDinner();
    const revealed = await this.reveal.forBooking(booking, now);
    return { booking, tablemates: revealed?.restaurant ? revealed.otherCouples : null };
  }

  private isOpen(booking: BookingWithDinner, tablemates: SharedCouple[] | null): boolean {
    return isMarkingOpen({ status: booking.status, eventDate: booking.dinner.eventDate, seated: tablemates !== null }, this.clock.now());
  }
}
