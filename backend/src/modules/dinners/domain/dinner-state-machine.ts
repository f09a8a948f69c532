import { DomainError } from '../../../kernel/domain-error';
import { DinnerStatus } from './dinner-status';

/** Who asks for a change: the scheduled jobs or an admin in the console. */
export type DinnerTrigger = 'schedule' | 'admin';

/** Every way a dinner's status can change. */
export const DINNER_ACTIONS = ['close_bookings', 'record_matching', 'change_groups', 'complete', 'cancel'] as const;
export type DinnerAction = (typeof DINNER_ACTIONS)[number];

/** What the guards decide on: the dinner's times against now. */
export interface DinnerFacts {
  now: Date;
  bookingDeadline: Date;
  eventDate: Date;
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

/**
 * The dinner's lifecycle (admin-side spec, section 4) in one table: for each action, the
 * states it leaves, the states it may reach, who may ask and when. The schedule closes
 * bookings at the deadline; an admin may close them earlier (the console asks first).
 * Matching and group edits only happen before the dinner starts; the schedule completes a
 * seated dinner once it took place, and cancels any dinner it could not seat by then, so
 * that no combination of times leaves a dinner without a next step.
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
    // The schedule cancels dinners it could not seat once their time has come; an admin only before.
    guard: (facts, by) => (by === 'admin' ? notStarted(facts) : null),
  },
};

const ACTION_WORDS: Record<DinnerAction, string> = {
  close_bookings: 'close its bookings',
  record_matching: 'record a matching run',
  change_groups: 'change its groups',
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
