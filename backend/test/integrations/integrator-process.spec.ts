import { ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SUBSCRIBABLE_EVENT_TYPES } from '../../src/modules/integrations/domain/webhook-events';
import { bookAndPay, createAdmin, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from '../lifecycle/lifecycle-fixtures';
import { tick } from '../lifecycle/run-job';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NAMES: [string, string][] = [
  ['Aoife', 'Cian'],
  ['Niamh', 'Darragh'],
  ['Saoirse', 'Oisin'],
  ['Ciara', 'Conor'],
  ['Roisin', 'Eoin'],
  ['Orla', 'Fionn'],
];

interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** The integrator's side of the IPC: each request answered by the next message of the kind asked for. */
class Integrator {
  private readonly messages: { type: string; [key: string]: unknown }[] = [];
  constructor(readonly process: ChildProcess) {
    process.on('message', (message: { type: string }) => this.messages.push(message));
  }

  async next<T>(type: string): Promise<T> {
    await until(async () => this.messages.some((message) => message.type === type || message.type === 'error'));
    const index = this.messages.findIndex((message) => message.type === type || message.type === 'error');
    const [message] = this.messages.splice(index, 1);
    if (message.type === 'error') throw new Error(`integrator: ${String(message.error)}`);
    return message as T;
  }

  async ask<T = unknown>(message: object, answer = 'ack'): Promise<T> {
    this.process.send(message);
    return this.next<T>(answer);
  }
}

/**
 * Issue 48's "done when": an integrator in its own process, with nothing but an API key and
 * a client generated from openapi.yaml, lists the dinners and receives a booking → table →
 * reveal → cancellation life as signed webhooks; it is down for ten minutes (the server's
 * clock moved, not the wall clock) and then receives every event it missed, each dinner's in
 * order, each event exactly once.
 */
describe('an integrator in its own process', () => {
  let t: TestApp;
  let integrator: Integrator;
  let couples: TestCouple[];
  let dinnerId: string;
  let ready: { dinners: string[]; endpointIds: string[]; endpoints: number; tamperedRejected: boolean };
  let fromPosition: number;

  const tellClock = () => integrator.ask({ type: 'clock', offsetMs: t.clock.now().getTime() - Date.now() });
  const pending = async () => (await db(t).query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'pending'`))[0].n as number;
  const deliverAll = async () => {
    await tick(t, 'integrations.webhook-deliveries');
    await until(async () => (await pending()) === 0);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedVenuesAndAdmin(t);
    const admin = await createAdmin(t);
    couples = [];
    for (const names of NAMES) couples.push(await matchableCouple(t, names));
    dinnerId = await createDinner(t, { eventInHours: 96, deadlineInHours: 48, capacity: 20 });
    const key = await t
      .http()
      .post('/api/admin/api-keys')
      .set('Cookie', admin)
      .send({ name: 'Test integrator', scopes: ['dinners:read', 'bookings:read', 'reservations:read', 'webhooks:manage'] })
      .expect(201);
    const port = (t.app.getHttpServer().address() as AddressInfo).port;
    const child = fork(join(__dirname, 'integrator', 'test-integrator.ts'), [], {
      execArgv: ['--require', 'tsx/cjs'],
      env: { ...process.env, BASE_URL: `http://127.0.0.1:${port}`, API_KEY: key.body.secret },
    });
    integrator = new Integrator(child);
    ready = await integrator.next('ready');
    [{ position: fromPosition }] = await db(t).query('SELECT COALESCE(MAX(position), 0)::int AS position FROM event_log');
  }, 120_000);

  afterAll(async () => {
    integrator?.process.kill();
    await t.close();
  });

  it('lists the dinners and registers its endpoint once, retried with one Idempotency-Key', () => {
    expect(ready.dinners).toContain(dinnerId);
    expect(ready.endpointIds[0]).toBe(ready.endpointIds[1]);
    expect(ready.endpoints).toBe(1);
    expect(ready.tamperedRejected).toBe(true);
  });

  it('receives the life of a dinner, down for ten minutes, every event once and in order', async () => {
    await tellClock();
    // Booking: a POST retried with the same Idempotency-Key books once.
    const key = randomUUID();
    const intent = () => t.http().post('/api/payments/create-intent').set('Cookie', couples[0].cookie).set('Idempotency-Key', key).send({ dinnerId });
    const firstIntent = await intent().expect(201);
    const retried = await intent().expect(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body.bookingId).toBe(firstIntent.body.bookingId);
    expect((await db(t).query('SELECT count(*)::int AS n FROM dinner_bookings WHERE dinner_id = $1', [dinnerId]))[0].n).toBe(1);
    const bookingIds = [firstIntent.body.bookingId as string];
    await t
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couples[0].cookie)
      .send({ paymentIntentId: firstIntent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })
      .expect(200);
    for (const couple of couples.slice(1)) bookingIds.push(await bookAndPay(t, couple, dinnerId));
    await deliverAll();

    // Table: the deadline passes, the schedule closes bookings, matches and seats the couples.
    t.clock.advance(48 * HOUR + MINUTE);
    await tellClock();
    await tickAll(t);
    t.clock.advance(MINUTE);
    await tellClock();
    await tickAll(t);
    await deliverAll();
    expect((await db(t).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]))[0].status).toBe('restaurant_assigned');

    // Down: the reveal and a cancellation happen while the integrator's receiver is off.
    await integrator.ask({ type: 'down' });
    t.clock.advance(24 * HOUR);
    await tellClock();
    await tick(t, 'dinners.notifications');
    await t.http().put(`/api/user/bookings/${bookingIds[5]}/cancel`).set('Cookie', couples[5].cookie).expect(200);
    for (let minute = 0; minute < 10; minute += 1) {
      t.clock.advance(MINUTE);
      await tellClock();
      await tick(t, 'integrations.webhook-deliveries');
    }
    expect(await pending()).toBeGreaterThan(0);

    // Up again: the retries bring everything it missed.
    await integrator.ask({ type: 'up' });
    for (let minute = 0; minute < 180 && (await pending()) > 0; minute += 1) {
      t.clock.advance(MINUTE);
      await tellClock();
      await tick(t, 'integrations.webhook-deliveries');
    }
    expect(await pending()).toBe(0);

    const report = await integrator.ask<{ received: Received[]; badSignatures: number }>({ type: 'report' }, 'report');
    expect(report.badSignatures).toBe(0);
    const logged: { id: string; type: string; aggregate_id: string }[] = await db(t).query(
      'SELECT id, type, aggregate_id FROM event_log WHERE position > $1 AND type = ANY($2) ORDER BY position',
      [fromPosition, SUBSCRIBABLE_EVENT_TYPES],
    );
    const types = new Set(logged.map((event) => event.type));
    for (const type of ['booking.confirmed', 'dinner.groups_recorded', 'reservation.requested', 'booking.revealed', 'booking.cancelled'])
      expect(types).toContain(type);
    // Exactly once by event id: nothing missing, nothing twice.
    const ids = report.received.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(logged.map((event) => event.id).sort());
    // In order per aggregate (the dinner): the order of the log.
    const byAggregate = (events: { id: string; aggregate: string }[]) => {
      const groups = new Map<string, string[]>();
      for (const event of events) groups.set(event.aggregate, [...(groups.get(event.aggregate) ?? []), event.id]);
      return groups;
    };
    const aggregateOf = new Map(logged.map((event) => [event.id, event.aggregate_id]));
    expect(byAggregate(report.received.map((event) => ({ id: event.id, aggregate: aggregateOf.get(event.id)! })))).toEqual(
      byAggregate(logged.map((event) => ({ id: event.id, aggregate: event.aggregate_id }))),
    );
    // What it learnt names no member: no email, phone or name.
    const everything = JSON.stringify(report.received);
    for (const couple of couples) for (const member of couple.users) expect(everything).not.toContain(member.email);
    expect(everything).not.toMatch(/\+353|Aoife|Murphy/);
  }, 300_000);
});
