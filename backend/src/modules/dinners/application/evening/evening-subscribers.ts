import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { EveningMails } from './evening-mails';
import { ATTENDANCE_MARKED_EVENT, EveningFacts, RUNNING_LATE_EVENT } from '../../domain/dinner-events';

/**
 * The evening's consequences, each a subscriber with its own cursor: a couple newly marked
 * no-show is mailed (a mark changed back to arrived, or repeated, is not); a couple running
 * late is announced to its tablemates and to the restaurant. No refund subscribes to either.
 */
@Injectable()
export class EveningSubscribers implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly mails: EveningMails,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'dinners.no-show-mails',
      types: [ATTENDANCE_MARKED_EVENT],
      handle: async (event) => {
        const facts = event.payload as EveningFacts['attendance.marked'];
        if (facts.mark === 'no_show' && facts.previous !== 'no_show') await this.mails.noShow(facts);
      },
    });
    this.subscribers.register({
      name: 'dinners.running-late-tablemates',
      types: [RUNNING_LATE_EVENT],
      handle: (event) => this.mails.runningLateToTablemates(event.payload as EveningFacts['couple.running_late']),
    });
    this.subscribers.register({
      name: 'dinners.running-late-restaurant',
      types: [RUNNING_LATE_EVENT],
      handle: (event) => this.mails.runningLateToRestaurant(event.payload as EveningFacts['couple.running_late']),
    });
  }
}
