import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { EventSubscribers } from '../../../../platform/events/event-subscribers';
import { NO_SHOW_LIMIT_REACHED_EVENT, NoShowLimitReachedFacts } from '../../../dinners';
import { NoShowSuspensions } from '../../application/no-show-suspensions';

/** A couple whose no-shows reach the limit is suspended: `safety.no-show-suspensions`, a subscriber of dinners' event. */
@Injectable()
export class NoShowSuspensionSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: EventSubscribers,
    private readonly suspensions: NoShowSuspensions,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.subscribers.register({
      name: 'safety.no-show-suspensions',
      types: [NO_SHOW_LIMIT_REACHED_EVENT],
      handle: (event) => this.suspensions.suspendFor(event.payload as NoShowLimitReachedFacts, this.config.get('noShowSuspensionDays')),
    });
  }
}
