import { Snapshot } from './snapshot';

/**
 * Every event's consequence exactly once: after a step no
 * subscriber is held at an event by a failure (its consequence not done), and none handled
 * an event twice. (A cursor behind the log is not by itself a miss: a subscriber's cursor
 * moves over other types' events only when it next runs.)
 */
export function eventsHandledOnce(snapshot: Snapshot): string[] {
  const events = snapshot.events;
  const broken: string[] = [];
  for (const subscriber of events.subscribers) {
    if (subscriber.lastError !== null)
      broken.push(`subscriber ${subscriber.name} is held at event ${subscriber.position + 1} of ${events.lastPosition}: ${subscriber.lastError}`);
  }
  for (const twice of events.handledTwice) broken.push(`subscriber ${twice.name} handled event ${twice.eventId} ${twice.times} times`);
  return broken;
}
