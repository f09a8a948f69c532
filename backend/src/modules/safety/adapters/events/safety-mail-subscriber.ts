import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { SafetyMails } from '../../application/safety-mails';
import { SAFETY_ACTION_TAKEN_EVENT, SafetyActionTaken } from '../../domain/safety-events';

/** The couple concerned by a safety action is mailed: a subscriber of the event log with its own cursor. */
@Injectable()
export class SafetyMailSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly mails: SafetyMails,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'safety.mails',
      types: [SAFETY_ACTION_TAKEN_EVENT],
      handle: (event) => this.mails.send(event.payload as SafetyActionTaken, event.actor.type === 'admin' ? 'team' : 'rule'),
    });
  }
}
