import { BookingRepository } from '../../src/modules/dinners/application/bookings/booking-repository';
import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { DinnerGroups } from '../../src/modules/matching';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db, ensureRestaurant, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;
const SUBJECT = 'Your surprise dinner is revealed';

/**
 * The reveal job reads a couple's seat, writes its group's starters (an AI may take seconds),
 * then claims and mails the reveal: a group change committed in between (an admin moving the
 * couple, another restaurant for its group) must be in the mail, not the seat read before it.
 */
describe('a reveal mailed just after a change to the groups', () => {
  let app: TestApp;
  let restaurants: { first: string; second: string };

  beforeAll(async () => {
    app = await createTestApp();
    const venue = (name: string) => ensureRestaurant(app, { name });
    restaurants = { first: (await venue('The First Table')).id, second: (await venue('The Second Room')).id };
  });
  afterAll(() => app.close());

  /** A dinner 48 hours ahead with two groups of two couples at The First Table, tables 1 and 2. */
  async function dinnerWithTwoGroups(prefix: string) {
    const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
    const couples: TestCouple[] = [];
    const bookings: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const couple = await createCouple(app, { names: [`${prefix}${n}a`, `${prefix}${n}b`] });
      couples.push(couple);
      bookings.push(await bookAndPay(app, couple, dinnerId));
    }
    const groups: string[] = [];
    for (const [table, members] of [
      [1, [0, 1]],
      [2, [2, 3]],
    ] as const)
      groups.push(
        await app.app.get(DinnerGroups).create({
          dinnerId,
          restaurantId: restaurants.first,
          tableNumber: table,
          compatibilityScore: 80,
          matchingAlgorithm: 'rules_based',
          matchReasoning: null,
          participants: members.map((m) => ({ coupleId: couples[m].coupleId, bookingId: bookings[m] })),
        }),
      );
    return { dinnerId, couples, bookings, groups };
  }

  /** Runs `change` (its own connection, committed) when the reveal job claims the first of these bookings' reveals, once. */
  function changeBeforeClaiming(bookingIds: readonly string[], change: () => Promise<unknown>) {
    const repository = app.app.get(BookingRepository);
    const claim = repository.claimNotifications.bind(repository);
    let done = false;
    return jest.spyOn(repository, 'claimNotifications').mockImplementation(async (ids, kind, at) => {
      if (!done && ids.some((id) => bookingIds.includes(id)) && kind === 'reveal') {
        done = true;
        await change();
      }
      return claim(ids, kind, at);
    });
  }

  const revealMails = (couple: TestCouple): Promise<{ text: string }[]> =>
    db(app).query('SELECT text FROM mail_outbox WHERE recipient = $1 AND subject = $2', [couple.users[0].email, SUBJECT]);
  const notify = () => app.app.get(SendDinnerNotifications).execute();

  it("goes through a dinner's couples in the order they booked", async () => {
    const { bookings } = await dinnerWithTwoGroups('Ordered');
    app.clock.advance(24 * HOUR + 60_000);
    const repository = app.app.get(BookingRepository);
    const claim = repository.claimNotifications.bind(repository);
    const claimed: string[] = [];
    const spy = jest.spyOn(repository, 'claimNotifications').mockImplementation((ids, kind, at) => {
      if (kind === 'reveal') claimed.push(...ids.filter((id) => bookings.includes(id)));
      return claim(ids, kind, at);
    });
    try {
      await notify();
    } finally {
      spy.mockRestore();
    }
    expect(claimed).toEqual(bookings);
  });

  it('names the restaurant and table the group has when the mail goes, not the ones read before', async () => {
    const { couples, bookings, groups } = await dinnerWithTwoGroups('Moved');
    app.clock.advance(24 * HOUR + 60_000);
    const spy = changeBeforeClaiming(bookings.slice(0, 2), () =>
      db(app).query('UPDATE dinner_groups SET restaurant_id = $1, table_number = 5 WHERE id = $2', [restaurants.second, groups[0]]),
    );
    try {
      await notify();
    } finally {
      spy.mockRestore();
    }
    for (const couple of couples.slice(0, 2)) {
      const [mail] = await revealMails(couple);
      expect(mail.text).toContain('The Second Room');
      expect(mail.text).not.toContain('The First Table');
    }
  });

  it('leaves a couple moved to another group for the next run, which reveals its new table and tablemates', async () => {
    const { couples, bookings, groups } = await dinnerWithTwoGroups('Regrouped');
    app.clock.advance(24 * HOUR + 60_000);
    const spy = changeBeforeClaiming([bookings[0]], () =>
      db(app).query('UPDATE dinner_group_participants SET group_id = $1 WHERE couple_id = $2 AND group_id = $3', [groups[1], couples[0].coupleId, groups[0]]),
    );
    try {
      await notify();
    } finally {
      spy.mockRestore();
    }
    expect(await revealMails(couples[0])).toEqual([]);
    await notify();
    const mails = await revealMails(couples[0]);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/, table 2\./);
    expect(mails[0].text).toContain('Regrouped3a');
    expect(mails[0].text).not.toContain('Regrouped2a');
  });
});
