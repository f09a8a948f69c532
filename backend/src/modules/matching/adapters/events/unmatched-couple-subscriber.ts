import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import type { RecordedEvent } from '../../../../platform/events/event-log';
import { BookedCouples } from '../../application/booked-couples';
import { UnmatchedCoupleMails } from '../../application/unmatched-couple-mails';
import { COUPLES_UNMATCHED_EVENT, CouplesUnmatched } from '../../domain/matching-events';

/**
 * `matching.unmatched-mails`: the couples a run newly left without a group are mailed, judged
 * as at the run (its dinner and time, from the event); a couple no longer booked is not.
 */
@Injectable()
export class UnmatchedCoupleSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly booked: BookedCouples,
    private readonly mails: UnmatchedCoupleMails,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({ name: 'matching.unmatched-mails', types: [COUPLES_UNMATCHED_EVENT], handle: (event) => this.mail(event) });
  }

  private async mail(event: RecordedEvent): Promise<void> {
    const facts = event.payload as CouplesUnmatched;
    const dinner = { ...facts, eventDate: new Date(facts.eventDate), revealAt: new Date(facts.revealAt) };
    const unmatched = new Set(facts.coupleIds);
    for (const couple of await this.booked.forDinner(facts.dinnerId))
      if (unmatched.has(couple.coupleId)) await this.mails.notMatched(dinner, couple, event.occurredAt);
  }
}
