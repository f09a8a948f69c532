import { DINNER_STATUSES, DinnerStatus } from './dinner-status';
import { DINNER_ACTIONS, DinnerAction, DinnerFacts, DinnerTrigger, decideTransition } from './dinner-state-machine';

const HOUR = 3_600_000;
const now = new Date('2026-11-20T12:00:00Z');
/** Deadline passed, dinner tomorrow: every action's time guard lets it through. */
const between: DinnerFacts = { now, bookingDeadline: new Date(now.getTime() - HOUR), eventDate: new Date(now.getTime() + 30 * HOUR) };

/** The whole table, written out: (state, action, trigger) -> the state reached, or refused. */
const EXPECTED: Record<DinnerAction, Record<DinnerTrigger, Partial<Record<DinnerStatus, DinnerStatus>>>> = {
  close_bookings: {
    schedule: { accepting_bookings: 'booking_closed' },
    admin: { accepting_bookings: 'booking_closed' },
  },
  record_matching: {
    schedule: { booking_closed: 'matched', matched: 'matched', restaurant_assigned: 'matched', pending_manual_intervention: 'matched' },
    admin: { booking_closed: 'matched', matched: 'matched', restaurant_assigned: 'matched', pending_manual_intervention: 'matched' },
  },
  change_groups: {
    schedule: {},
    admin: { matched: 'matched', restaurant_assigned: 'matched', pending_manual_intervention: 'matched' },
  },
  // Going ahead and completion need the dinner to have started: checked with their own facts below.
  go_ahead: { schedule: {}, admin: {} },
  complete: { schedule: {}, admin: {} },
  cancel: {
    schedule: Object.fromEntries(
      ['accepting_bookings', 'booking_closed', 'matched', 'restaurant_assigned', 'pending_manual_intervention'].map((s) => [s, 'cancelled_by_system']),
    ),
    admin: Object.fromEntries(
      ['accepting_bookings', 'booking_closed', 'matched', 'restaurant_assigned', 'pending_manual_intervention'].map((s) => [s, 'cancelled_by_system']),
    ),
  },
};

const targetOf = (action: DinnerAction) => (action === 'record_matching' || action === 'change_groups' ? 'matched' : undefined);
const cases = DINNER_ACTIONS.flatMap((action) =>
  (['schedule', 'admin'] as const).flatMap((by) => DINNER_STATUSES.map((from) => ({ action, by, from, expected: EXPECTED[action][by][from] ?? null }))),
);

describe('the dinner state machine', () => {
  it.each(cases.filter((c) => c.action !== 'complete' && c.action !== 'go_ahead'))(
    '$action by $by from $from -> $expected',
    ({ action, by, from, expected }) => {
      const decide = () => decideTransition(from, action, by, between, targetOf(action));
      if (expected) expect(decide()).toBe(expected);
      else expect(decide).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_STATUS_TRANSITION' }));
    },
  );

  const afterTheDinner: DinnerFacts = { ...between, eventDate: new Date(now.getTime() - 4 * HOUR) };
  it.each(DINNER_STATUSES.flatMap((from) => (['schedule', 'admin'] as const).map((by) => ({ from, by }))))(
    'complete by $by from $from once the dinner took place',
    ({ from, by }) => {
      const decide = () => decideTransition(from, 'complete', by, afterTheDinner);
      if (from === 'restaurant_assigned' && by === 'schedule') expect(decide()).toBe('completed');
      else expect(decide).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_STATUS_TRANSITION' }));
    },
  );

  const startedSeated: DinnerFacts = { ...between, eventDate: new Date(now.getTime() - 60_000), seatedTables: 2 };
  it.each(DINNER_STATUSES.flatMap((from) => (['schedule', 'admin'] as const).map((by) => ({ from, by }))))(
    'go_ahead by $by from $from at the start with seated tables',
    ({ from, by }) => {
      const decide = () => decideTransition(from, 'go_ahead', by, startedSeated);
      if ((from === 'matched' || from === 'pending_manual_intervention') && by === 'schedule') expect(decide()).toBe('restaurant_assigned');
      else expect(decide).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_STATUS_TRANSITION' }));
    },
  );

  describe('readiness per table (issue 45)', () => {
    it('lets a dinner waiting for an admin go ahead at its start with its seated groups, never before', () => {
      expect(decideTransition('pending_manual_intervention', 'go_ahead', 'schedule', startedSeated)).toBe('restaurant_assigned');
      expect(() => decideTransition('pending_manual_intervention', 'go_ahead', 'schedule', { ...startedSeated, eventDate: between.eventDate })).toThrow(
        /has not started yet/,
      );
    });

    it('does not let a dinner with no seated group go ahead', () => {
      expect(() => decideTransition('matched', 'go_ahead', 'schedule', { ...startedSeated, seatedTables: 0 })).toThrow(/none of its groups is seated/);
    });

    it('lets the schedule cancel at the start only a dinner with no seated group; an admin’s cancellation before the start stands', () => {
      expect(() => decideTransition('pending_manual_intervention', 'cancel', 'schedule', startedSeated)).toThrow(/some of its groups are seated/);
      expect(decideTransition('pending_manual_intervention', 'cancel', 'schedule', { ...startedSeated, seatedTables: 0 })).toBe('cancelled_by_system');
      expect(decideTransition('restaurant_assigned', 'cancel', 'admin', { ...between, seatedTables: 3 })).toBe('cancelled_by_system');
    });
  });

  it('names the state in a refusal', () => {
    expect(() => decideTransition('completed', 'cancel', 'admin', between)).toThrow('A dinner that is completed cannot cancel it.');
  });

  it('refuses a state the action cannot reach', () => {
    expect(() => decideTransition('booking_closed', 'record_matching', 'schedule', between, 'completed')).toThrow(/cannot become completed/);
  });

  describe('guards by time', () => {
    const beforeDeadline: DinnerFacts = { ...between, bookingDeadline: new Date(now.getTime() + HOUR) };
    it('lets the schedule close bookings only at the deadline, an admin at any time', () => {
      expect(() => decideTransition('accepting_bookings', 'close_bookings', 'schedule', beforeDeadline)).toThrow(/deadline has not passed/);
      expect(decideTransition('accepting_bookings', 'close_bookings', 'admin', beforeDeadline)).toBe('booking_closed');
    });

    it('refuses completing a dinner that has not taken place', () => {
      expect(() => decideTransition('restaurant_assigned', 'complete', 'schedule', between)).toThrow(/has not taken place yet/);
    });

    it('refuses matching and group edits once the dinner started', () => {
      expect(() => decideTransition('booking_closed', 'record_matching', 'schedule', afterTheDinner, 'matched')).toThrow(/already started/);
      expect(() => decideTransition('matched', 'change_groups', 'admin', afterTheDinner, 'restaurant_assigned')).toThrow(/already started/);
    });

    it('lets the schedule cancel a dinner it could not seat once its time came, not an admin', () => {
      expect(decideTransition('pending_manual_intervention', 'cancel', 'schedule', afterTheDinner)).toBe('cancelled_by_system');
      expect(() => decideTransition('pending_manual_intervention', 'cancel', 'admin', afterTheDinner)).toThrow(/already started/);
    });
  });
});
