import { Logger } from '@nestjs/common';
import { JsonLogger } from '../../src/platform/logging/json-logger';
import { OutboxDelivery } from '../../src/platform/mail/outbox-delivery';
import { bookAndPay, createDinner, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from '../lifecycle/lifecycle-fixtures';
import { dinnerStatus } from '../lifecycle/run-job';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * Issue 26: what the jobs did (cancellations, refunds, matches) and every mail sent are in
 * the log at info, by id only: no address, name or subject.
 */
describe('info logs of job outcomes and mail sends', () => {
  let app: TestApp;
  let couples: TestCouple[];
  let lines: LogLine[];
  const linesWith = (msg: string) => lines.filter((line) => line.msg === msg);

  beforeAll(async () => {
    app = await createTestApp();
    // The app's logger writes through Nest's static Logger; capture what it would print at info.
    lines = [];
    Logger.overrideLogger(new JsonLogger('info', (line) => lines.push(JSON.parse(line))));
    await seedVenuesAndAdmin(app);
    couples = [];
    for (let n = 0; n < 6; n += 1) couples.push(await matchableCouple(app, [`Orla${n}`, `Pádraig${n}`]));
  });
  afterAll(() => app.close());

  it('logs a matching run and the job that ran it', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 1 });
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    app.clock.advance(HOUR);
    await tickAll(app);
    expect(await dinnerStatus(app, dinnerId)).toBe('restaurant_assigned');
    expect(linesWith('matching run')).toEqual([expect.objectContaining({ level: 'info', dinnerId, matchedCouples: 6 })]);
    expect(linesWith('job finished')).toContainEqual(
      expect.objectContaining({ level: 'info', job: 'dinners.match-and-assign', trigger: 'schedule', summary: expect.stringContaining('matched') }),
    );
  });

  it('logs each mail sent by its id', async () => {
    await app.app.get(OutboxDelivery).deliverDue();
    const sent = linesWith('mail sent');
    expect(sent.length).toBeGreaterThan(0);
    for (const line of sent) expect(Object.keys(line).sort()).toEqual(['attempts', 'context', 'level', 'mailId', 'msg', 'time']);
  });

  it('logs a couple cancelling, the service cancelling a dinner and the refunds', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });
    const bookingIds = [];
    for (const couple of couples.slice(0, 2)) bookingIds.push(await bookAndPay(app, couple, dinnerId));
    await app.http().put(`/api/user/bookings/${bookingIds[0]}/cancel`).set('Cookie', couples[0].cookie).expect(200);
    expect(linesWith('booking cancelled by the couple')).toEqual([
      expect.objectContaining({ level: 'info', bookingId: bookingIds[0], coupleId: couples[0].coupleId, late: false }),
    ]);

    // One couple left when bookings close: too few for a group, the service cancels the dinner.
    app.clock.advance(48 * HOUR);
    await tickAll(app);
    expect(linesWith('dinner cancelled')).toEqual([expect.objectContaining({ level: 'info', dinnerId, by: 'schedule', refundedBookings: 1 })]);
    expect(linesWith('payment refunded')).toHaveLength(1);
  });

  it('writes no address, name or subject into the log', () => {
    const text = JSON.stringify(lines);
    for (const couple of couples)
      for (const user of couple.users) {
        expect(text).not.toContain(user.email);
        expect(text).not.toContain(user.firstName);
      }
    expect(text).not.toContain('Your surprise dinner');
  });
});
