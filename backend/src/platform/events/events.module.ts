import { Global, Module } from '@nestjs/common';
import { EventDispatchJob } from './event-dispatch.job';
import { EventDispatcher } from './event-dispatcher';
import { EventLog } from './event-log';
import { EventSubscribers } from './event-subscribers';
import { PostgresEventLog } from './postgres-event-log';

/** The event log and its subscribers, for every module: use cases append, modules register subscribers on init. */
@Global()
@Module({
  providers: [{ provide: EventLog, useClass: PostgresEventLog }, EventSubscribers, EventDispatcher, EventDispatchJob],
  exports: [EventLog, EventSubscribers, EventDispatcher],
})
export class EventsModule {}
