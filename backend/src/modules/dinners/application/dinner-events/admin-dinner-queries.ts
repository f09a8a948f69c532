import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { DinnerErrors } from '../../domain/dinner-errors';
import { deleteEligibility, editEligibility, Eligibility } from '../../domain/dinner-event-rules';
import { DinnerEventQueries, DinnerEventWithPaid, EventListFilter, EventTiming, PageRequest } from './dinner-event-queries';
import { DinnerListing } from './dinner-views';
import { MatchSummaries, MatchSummary } from '../seating/match-summaries';
import { UnitOfWork } from '../../../../platform/database/unit-of-work';

export interface ManagedDinnerEvent extends DinnerEventWithPaid {
  edit: Eligibility;
  delete: Eligibility;
}

/** One page of the upcoming or the past events, and how many there are of each. */
export interface ManagedEventsPage {
  events: ManagedDinnerEvent[];
  totals: Record<EventTiming, number>;
}

export interface DinnerWithMatches extends DinnerEventWithPaid {
  matchedGroups: number;
  unmatchedCouples: number;
}

const managed = (event: DinnerEventWithPaid, now: Date): ManagedDinnerEvent => ({
  ...event,
  edit: editEligibility(event, now),
  delete: deleteEligibility(event, now),
});

/** The admin's dinner lists (admin-side spec, sections 2, 3 and 7). */
@Injectable()
export class AdminDinnerQueries {
  constructor(
    private readonly events: DinnerEventQueries,
    private readonly matches: MatchSummaries,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** A page of the upcoming (soonest first) or past (latest first) events matching the filter, with what the admin may do with each. */
  async managedEvents(when: EventTiming, page: PageRequest, filter: EventListFilter): Promise<ManagedEventsPage> {
    const now = this.clock.now();
    const [events, totals] = await this.unitOfWork.all([() => this.events.listPage(when, now, page, filter), () => this.events.countByTiming(now, filter)]);
    return { events: events.map((event) => managed(event, now)), totals };
  }

  async managedEvent(id: string): Promise<ManagedDinnerEvent> {
    const now = this.clock.now();
    const found = await this.events.findWithPaid(id, now);
    if (!found) throw DinnerErrors.notFound();
    return managed(found, now);
  }

  /** Events still to come, soonest first; a dinner the service cancelled is no longer to come (it stays in the history). */
  upcoming(): Promise<DinnerListing[]> {
    return this.events.listUpcoming(this.clock.now());
  }

  /** Events whose booking deadline has passed (matching may have run), latest first, with how matching went. */
  async history(): Promise<DinnerWithMatches[]> {
    const closed = await this.closed();
    const summaries = await this.matches.of(closed.map((event) => event.id));
    return closed.map((event) => {
      const summary: MatchSummary = summaries.get(event.id) ?? { groups: 0, seatedCouples: 0 };
      // The couples matching had to seat are the paid ones.
      return { ...event, matchedGroups: summary.groups, unmatchedCouples: Math.max(0, event.paidBookings - summary.seatedCouples) };
    });
  }

  /**
   * Group and restaurant management lists a dinner only once its booking deadline has passed,
   * and only while its groups can still change (not completed or cancelled); latest first.
   */
  async forManagement(): Promise<DinnerEventWithPaid[]> {
    return (await this.closed()).filter((event) => event.status !== 'completed' && event.status !== 'cancelled_by_system');
  }

  private closed(): Promise<DinnerEventWithPaid[]> {
    return this.events.listClosed(this.clock.now());
  }
}
