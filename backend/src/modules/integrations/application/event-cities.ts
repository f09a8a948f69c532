import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/events/event-log';

type CityOf = (aggregateId: string) => Promise<string | null>;

/**
 * The city an event happened in, for the endpoints of keys limited to cities: the modules
 * owning the aggregates (dinners: a dinner, a restaurant) register how to find it on init,
 * as integrations sits below them and cannot ask them itself.
 */
@Injectable()
export class EventCities {
  private readonly resolvers = new Map<string, CityOf>();

  register(aggregateType: string, cityOf: CityOf): void {
    this.resolvers.set(aggregateType, cityOf);
  }

  /** null: an aggregate no module places, or one no longer there; a key limited to cities is not sent it. */
  async cityOf(event: Pick<RecordedEvent, 'aggregateType' | 'aggregateId'>): Promise<string | null> {
    const resolve = this.resolvers.get(event.aggregateType);
    return resolve ? resolve(event.aggregateId) : null;
  }
}
