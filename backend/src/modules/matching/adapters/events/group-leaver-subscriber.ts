import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import type { RecordedEvent } from '../../../../platform/events/event-log';
import { BookedCouples } from '../../application/booked-couples';
import { GroupLeaverMails } from '../../application/group-leaver-mails';
import { COUPLE_LEFT_GROUP_EVENT, CoupleLeftGroup } from '../../domain/matching-events';

/** `matching.couple-left-mails`: the couples still booked at a revealed table a couple left are told, naming nobody. */
@Injectable()
export class GroupLeaverSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly booked: BookedCouples,
    private readonly mails: GroupLeaverMails,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({ name: 'matching.couple-left-mails', types: [COUPLE_LEFT_GROUP_EVENT], handle: (event) => this.mail(event) });
  }

  private async mail(event: RecordedEvent): Promise<void> {
    const facts = event.payload as CoupleLeftGroup;
    const dinner = { city: facts.city, timeZone: facts.timeZone, eventDate: new Date(facts.eventDate) };
    const remaining = new Set(facts.remainingCoupleIds);
    for (const couple of await this.booked.forDinner(facts.dinnerId))
      if (remaining.has(couple.coupleId)) await this.mails.coupleLeft(dinner, couple, facts.others);
  }
}
