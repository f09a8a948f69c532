import { DomainError } from '../../../kernel/domain-error';
import { DinnerStatus } from './dinner-status';

/** Who asks for a change: the scheduled jobs or an admin in the console. */
export type DinnerTrigger = 'schedule' | 'admin';

/** Every way a dinner's status can change. */
export const DINNER_ACTIONS = ['close_bookings', 'record_matching', 'change_groups', 'go_ahead', 'complete', 'cancel'] as const;
export type DinnerAction = (typeof DINNER_ACTIONS)[number];

/** What the guards decide on: the dinner's times against now. */
export interface DinnerFacts {
  now: Date;
  bookingDeadline: Date;
  eventDate: Date;
  /**
   * Its groups seated at a table no restaurant declined, counted where the action depends on
   * them (at the dinner's start): readiness is per table, not per dinner.
   */
  seatedTables?: number;
}

interface Transition {
  from: readonly DinnerStatus[];
  to: readonly DinnerStatus[];
  by: readonly DinnerTrigger[];
  /** Why the change is refused at this time, or null when it may happen. */
  guard: (facts: DinnerFacts, by: DinnerTrigger) => string | null;
}

const SEATING: readonly DinnerStatus[] = ['matched', 'restaurant_assigned', 'pending_manual_intervention'];
const OPEN: readonly DinnerStatus[] = ['accepting_bookings', 'booking_closed', ...SEATING];
const started = (facts: DinnerFacts) => facts.eventDate.getTime() <= facts.now.getTime();
const notStarted = (facts: DinnerFacts) => (started(facts) ? 'it has already started' : null);
const seated = (facts: DinnerFacts) => (facts.seatedTables ?? 0) > 0;

/**
 * The dinner's lifecycle (admin-side spec, section 4) in one table: for each action, the
 * states it leaves, the states it may reach, who may ask and when. The schedule closes
 * bookings at the deadline; an admin may close them earlier (the console asks first).
 * Matching and group edits only happen before the dinner starts. At its start a dinner goes
 * ahead with every group seated at a table (`go_ahead`, whatever one couple's change left it
 * waiting for), its couples without a seat refunded one by one; the schedule cancels only a
 * dinner with no seated group at all, and completes a seated dinner once it took place, so
 * that no combination of times leaves a dinner without a next step, and one couple's change
 * never cancels the other couples' evening.
 */
export const DINNER_TRANSITIONS: Record<DinnerAction, Transition> = {
  close_bookings: {
    from: ['accepting_bookings'],
    to: ['booking_closed'],
    by: ['schedule', 'admin'],
    guard: (facts, by) => (by === 'schedule' && facts.bookingDeadline.getTime() > facts.now.getTime() ? 'its booking deadline has not passed yet' : null),
  },
  record_matching: { from: ['booking_closed', ...SEATING], to: SEATING, by: ['schedule', 'admin'], guard: notStarted },
  change_groups: { from: SEATING, to: SEATING, by: ['admin'], guard: notStarted },
  go_ahead: {
    from: ['matched', 'pending_manual_intervention'],
    to: ['restaurant_assigned'],
    by: ['schedule'],
    guard: (facts) => (!started(facts) ? 'it has not started yet' : !seated(facts) ? 'none of its groups is seated at a table' : null),
  },
  complete: {
    from: ['restaurant_assigned'],
    to: ['completed'],
    by: ['schedule'],
    guard: (facts) => (started(facts) ? null : 'it has not taken place yet'),
  },
  cancel: {
    from: OPEN,
    to: ['cancelled_by_system'],
    by: ['schedule', 'admin'],
    // The schedule cancels dinners it could not seat once their time has come, never one with a seated
    // group (that one goes ahead); an admin only before the start, whatever is seated.
    guard: (facts, by) => (by === 'admin' ? notStarted(facts) : started(facts) && seated(facts) ? 'some of its groups are seated at a table: they dine' : null),
  },
};

const ACTION_WORDS: Record<DinnerAction, string> = {
  close_bookings: 'close its bookings',
  record_matching: 'record a matching run',
  change_groups: 'change its groups',
  go_ahead: 'let it go ahead',
  complete: 'complete it',
  cancel: 'cancel it',
};

const words = (status: string) => status.replace(/_/g, ' ');

/** Where the action takes the dinner, or the reason it may not, naming the state. */
export function decideTransition(from: DinnerStatus, action: DinnerAction, by: DinnerTrigger, facts: DinnerFacts, to?: DinnerStatus): DinnerStatus {
  const transition = DINNER_TRANSITIONS[action];
  const target = to ?? transition.to[0];
  if (!transition.from.includes(from)) throw refused(`A dinner that is ${words(from)} cannot ${ACTION_WORDS[action]}.`);
  if (!transition.by.includes(by))
    throw refused(`Only ${transition.by.map((t) => (t === 'admin' ? 'an admin' : 'the schedule')).join(' or ')} may ${ACTION_WORDS[action]}.`);
  if (!transition.to.includes(target)) throw refused(`A dinner that is ${words(from)} cannot become ${words(target)} when you ${ACTION_WORDS[action]}.`);
  const reason = transition.guard(facts, by);
  if (reason) throw refused(`This dinner is ${words(from)}: you cannot ${ACTION_WORDS[action]}, as ${reason}.`);
  return target;
}

/** Whether the action is open to the trigger in this state, whatever the time. */
export function allows(from: DinnerStatus, action: DinnerAction, by: DinnerTrigger): boolean {
  const transition = DINNER_TRANSITIONS[action];
  return transition.from.includes(from) && transition.by.includes(by);
}

const refused = (message: string) => new DomainError('conflict', 'DINNERS.INVALID_STATUS_TRANSITION', message);
