import { LifeShape } from './world';

/**
 * Lives the walk found breaking a promise, replayed step by step in every run of the spec
 * (the shape and the step labels as the failure printed them). Readings in
 * docs/testing.md ("The model of the dinner"); each stays once fixed.
 */
export interface RecordedLife {
  /** The promise it broke and why, in a line. */
  found: string;
  shape: LifeShape;
  steps: string[];
  /** Set while the product defect it found is still open: the life is listed, not replayed, until the fix lands. */
  open?: string;
}

export const RECORDED_LIVES: RecordedLife[] = [
  {
    found: 'declinedTablesNotRevealed: a table its restaurant declined before the reveal is still revealed, then cancelled at the start (finding 2)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    // Every restaurant of the life declines its latest mail: whichever the run seated the group at.
    steps: [
      'passTime(0, "deadline")',
      'restaurantAnswers(0, "decline")',
      'restaurantAnswers(1, "decline")',
      'restaurantAnswers(2, "decline")',
      'passTime(0, "reveal")',
      'passTime(0, "completion")',
    ],
  },
  {
    found: 'revealedGroupsKeepTheirDinner: one couple removed after the reveal cancels every group at the start (issue 45, gap 1)',
    shape: { dinners: [{ couples: 8, paid: 8, hoursFromDeadlineToEvent: 26, eventInHours: 50 }] },
    steps: ['passTime(0, "reveal")', 'removeCouple(0, 0, 0, 0)', 'passTime(0, "start")'],
  },
  {
    found: 'reservationStatesTheParty: support cancels a booking after the reveal, the restaurant keeps the old party (issue 45, gap 2; finding 3)',
    shape: { dinners: [{ couples: 8, paid: 8, hoursFromDeadlineToEvent: 2, eventInHours: 80 }] },
    steps: ['passTime(0, "deadline")', 'supportCancel(0, 0, 0, 0)'],
  },
  {
    found: "paidCouplesSeatedOrRefunded: a restaurant's decline through the mail's link is taken after the dinner took place (finding 4)",
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['passTime(0, "completion")', 'restaurantAnswers(0, "decline")'],
  },
  {
    found:
      'calendarAgreesWithDashboard (the promise, not the app): a restaurant renamed after its dinner started or took place; no calendar update is due (walk of 2 December, seeds 4501 and 4602)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['passTime(0, "start")', 'editRestaurant(0, "rename")', 'passTime(0, "completion")', 'editRestaurant(0, "rename")'],
  },
  {
    found:
      'reservationStatesTheParty (the promise): matching run again seats a new group at the same table, whose reservation keeps the first group id; a reservation is per table (seed 4502)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['runMatching(0, 7, 0, 0)', 'runMatching(0, 0, 0, 0)'],
  },
  {
    found:
      "nothingRevealedEarly (the promise): an admin's run past the reveal time seats a dinner; the dashboard shows the seat from the reveal time, its mail a minute later (seed 4601)",
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 2, eventInHours: 28 }] },
    steps: ['passTime(0, "reveal")', 'runMatching(0, 7, 0, 0)', 'passTime(0, "minutes")'],
  },
  {
    found:
      "revealedGroupsKeepTheirDinner: after the reveal an admin moves one couple (override, confirmed) into a group its restaurant's party size no longer fits; the group lost its table and at the start its five revealed couples were refunded (seed 4503)",
    shape: { dinners: [{ couples: 7, paid: 7, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['passTime(0, "reveal")', 'moveCouple(0, 2, 1, 13)', 'passTime(1, "start")'],
  },
  {
    found:
      'moneyAddsUp (the model): a couple cancels, keeping the fee, then books again; the model forgot what it was told of the first booking (seeds 4701, 4802)',
    shape: { dinners: [{ couples: 4, paid: 4, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['cancel(0, 7)', 'bookAndPay(0, 7)', 'supportCancel(0, 3, 3, 0)', 'bookAndPay(0, 3)'],
  },
  {
    found: 'paidCouplesSeatedOrRefunded (the promise): a restaurant deactivated after its dinner took place (seed 4801)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['passTime(0, "completion")', 'editRestaurant(0, "deactivate")'],
  },
  {
    found:
      'nothingRevealedEarly (the promise): a new time puts the reveal time behind; the "new time" mail carries the place the dashboard shows from then on (seed 4803)',
    shape: { dinners: [{ couples: 6, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['passTime(0, "deadline")', 'reschedule(0, 1, 0, 0)'],
  },
  {
    found:
      'moneyAddsUp: support refunds €5 of a €15 fee, then cancels the booking keeping the fee; the answer said €15 kept (walk of 2 December, seed 96675744)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['supportRefund(0, 0, 0, 0)', 'supportCancel(0, 0, 7, 0)'],
  },
  {
    found:
      'moneyAddsUp (the model): the couple cancels keeping its €15 fee, then support gives €5 of it back; the model still counted €15 kept (walk of 3 December, seeds 45000 and 45001)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['cancel(0, 5)', 'supportRefund(0, 13, 0, 0)'],
  },
  {
    found:
      "moneyAddsUp: support refunds €5 of a €15 fee, then the couple cancels; the answer said €15 kept (noticed on 2 December beside seed 96675744's life, fixed on 3 December)",
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['supportRefund(0, 1, 0, 0)', 'cancel(0, 1)'],
  },
  {
    found:
      'calendarAgreesWithDashboard (the promise): a dinner moved into its reveal window, then an admin runs matching; the dashboard shows the seat at once and the reveal mail with the place goes at the next tick (walk of 3 December, seed 46000)',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['reschedule(0, 3, 0, 0)', 'runMatching(0, 1, 0, 0)', 'passTime(0, "minutes")'],
  },
  {
    found:
      'reservationStatesTheParty (the promise): a restaurant declines a table; at the start its couples are refunded and the declined reservation, which holds nothing, was counted as held (walk of 3 December, seed 46001)',
    shape: {
      dinners: [
        { couples: 7, paid: 5, hoursFromDeadlineToEvent: 26, eventInHours: 28 },
        { couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 },
      ],
    },
    steps: ['runMatching(0, 9, 0, 0)', 'restaurantAnswers(0, "decline")', 'passTime(0, "start")'],
  },
  {
    found:
      "paidCouplesSeatedOrRefunded (the promise): the clock passes one dinner's start on its way to another's completion, then a restaurant of the started dinner is deactivated; its seat was judged at the start (walk of 3 December, seed 47000)",
    shape: {
      dinners: [
        { couples: 8, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 50 },
        { couples: 5, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 50 },
      ],
    },
    steps: ['passTime(0, "completion")', 'editRestaurant(0, "deactivate")'],
  },
  {
    found:
      "revealedGroupsKeepTheirDinner: after the reveal an admin clears a group's restaurant (confirmed); at the start the dinner, its only group unseated, was cancelled and its revealed couples refunded (walk of 3 December, seed 48021); a revealed group's venue is now never cleared",
    shape: {
      dinners: [
        { couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 },
        { couples: 5, paid: 3, hoursFromDeadlineToEvent: 2, eventInHours: 28 },
        { couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 },
      ],
    },
    steps: ['passTime(1, "deadline")', 'assignRestaurant(0, 0, 15, 0)', 'passTime(0, "start")'],
  },
  {
    found:
      'moneyAddsUp: an admin removes a couple from its group; at the start it is refunded in full as unseated; its cancel afterwards answers €15 kept (BookingRefunds.refundedCents counted only a payment still `succeeded`) (walk of 3 December, seed 49010)',
    shape: { dinners: [{ couples: 5, paid: 4, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['runMatching(0, 7, 0, 3)', 'removeCouple(0, 0, 0, 2)', 'passTime(0, "start")', 'cancel(2, 18)'],
  },
  {
    found:
      'paidCouplesSeatedOrRefunded: after the reveal an admin deactivates the restaurant its group dines at; at the start its couples were counted as seated there, neither refunded nor told (walk of 3 December, seed 50001); a deactivated restaurant now seats nobody',
    shape: { dinners: [{ couples: 4, paid: 3, hoursFromDeadlineToEvent: 26, eventInHours: 28 }] },
    steps: ['passTime(0, "teaser")', 'editRestaurant(0, "deactivate")', 'passTime(0, "start")'],
  },
];
