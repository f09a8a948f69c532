import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import { DinnerErrors } from '../domain/dinner-errors';
import { deleteEligibility, editEligibility, Eligibility } from '../domain/dinner-event-rules';
import { DinnerEventAdminStore, DinnerEventWithPaid } from './dinner-event-admin-store';
import { MatchSummaries, MatchSummary } from './match-summaries';

export interface ManagedDinnerEvent extends DinnerEventWithPaid {
  edit: Eligibility;
  delete: Eligibility;
}

export interface DinnerWithMatches extends DinnerEventWithPaid {
  matchedGroups: number;
  unmatchedCouples: number;
}

/** The admin's dinner lists (admin-side spec, sections 2, 3 and 7). */
@Injectable()
export class AdminDinnerQueries {
  constructor(
    private readonly events: DinnerEventAdminStore,
    private readonly matches: MatchSummaries,
    private readonly clock: Clock,
  ) {}

  /** Every event, with what the admin may do with it. */
  async managedEvents(): Promise<ManagedDinnerEvent[]> {
    const now = this.clock.now();
    const events = await this.events.listAll(now);
    return events.map((event) => ({ ...event, edit: editEligibility(event, now), delete: deleteEligibility(event, now) }));
  }

  async managedEvent(id: string): Promise<ManagedDinnerEvent> {
    const found = (await this.managedEvents()).find((event) => event.id === id);
    if (!found) throw DinnerErrors.notFound();
    return found;
  }

  /** Events still to come, soonest first. */
  upcoming(): Promise<DinnerEventWithPaid[]> {
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

  /** Group and restaurant management lists a dinner only once its booking deadline has passed; latest first. */
  forManagement(): Promise<DinnerEventWithPaid[]> {
    return this.closed();
  }

  private closed(): Promise<DinnerEventWithPaid[]> {
    return this.events.listClosed(this.clock.now());
  }
}
