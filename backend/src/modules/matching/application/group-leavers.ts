import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { BookedCouples } from './booked-couples';
import { DinnerGroupStore } from './dinner-group-store';
import { GroupLeaverMails } from './group-leaver-mails';
import { MatchingDinners } from './matching-dinners';

/** Statuses of a dinner whose groups are history: their seats are facts, kept. */
const SETTLED = ['completed', 'cancelled_by_system'];

/**
 * A couple leaves the groups of the dinners still to come (its account erased). Its seat
 * goes; where the dinner is already revealed, the remaining couples of its group are told,
 * without a word about who left, through the outbox in the caller's transaction. Seats at
 * dinners already held stay: they are what the dinner's figures count.
 */
@Injectable()
export class GroupLeavers {
  constructor(
    private readonly groups: DinnerGroupStore,
    private readonly dinners: MatchingDinners,
    private readonly booked: BookedCouples,
    private readonly mails: GroupLeaverMails,
    private readonly clock: Clock,
  ) {}

  async leaveUpcoming(coupleId: string): Promise<void> {
    const now = this.clock.now();
    const dinnerIds = await this.groups.dinnersSeating(coupleId);
    const seats = await this.groups.findSeats(coupleId, dinnerIds);
    for (const dinnerId of dinnerIds) {
      const dinner = await this.dinners.find(dinnerId);
      const seat = seats.get(dinnerId);
      if (!dinner || !seat || SETTLED.includes(dinner.status) || dinner.eventDate.getTime() <= now.getTime()) continue;
      await this.groups.lockDinner(dinnerId);
      await this.groups.removeSeat(seat.groupId, coupleId);
      await this.dinners.tablesChanged(dinnerId);
      if (!dinner.revealed) continue;
      const remaining = new Set(seat.coupleIds.filter((id) => id !== coupleId));
      const couples = (await this.booked.forDinner(dinnerId)).filter((couple) => remaining.has(couple.coupleId));
      for (const couple of couples) await this.mails.coupleLeft(dinner, couple, remaining.size - 1);
    }
  }
}
