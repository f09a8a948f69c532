import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { EventLog } from '../../../platform/events/event-log';
import { COUPLE_LEFT_GROUP_EVENT, CoupleLeftGroup } from '../domain/matching-events';
import { DinnerGroupStore } from './dinner-group-store';
import { MatchingDinners } from './matching-dinners';

/** Statuses of a dinner whose groups are history: their seats are facts, kept. */
const SETTLED = ['completed', 'cancelled_by_system'];
/** The erasure is the member's; the group's change is the system's consequence of it. */
const SYSTEM = { type: 'system', id: null } as const;

/**
 * A couple leaves the groups of the dinners still to come (its account erased). Its seat
 * goes; where the dinner is already revealed, `group.couple_left` is recorded in the
 * caller's transaction, and its subscriber tells the remaining couples of the group, without
 * a word about who left. Seats at
 * dinners already held stay: they are what the dinner's figures count.
 */
@Injectable()
export class GroupLeavers {
  constructor(
    private readonly groups: DinnerGroupStore,
    private readonly dinners: MatchingDinners,
    private readonly log: EventLog,
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
      const remaining = seat.coupleIds.filter((id) => id !== coupleId);
      const payload: CoupleLeftGroup = {
        dinnerId,
        groupId: seat.groupId,
        remainingCoupleIds: remaining,
        others: remaining.length - 1,
        city: dinner.city,
        eventDate: dinner.eventDate.toISOString(),
        timeZone: dinner.timeZone,
      };
      await this.log.append({ type: COUPLE_LEFT_GROUP_EVENT, aggregateType: 'dinner', aggregateId: dinnerId, payload, actor: SYSTEM });
    }
  }
}
