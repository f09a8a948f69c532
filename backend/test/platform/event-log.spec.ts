import { DataSource } from 'typeorm';
import { TransactionHooks } from '../../src/platform/database/transaction-hooks';
import { TransactionalDb } from '../../src/platform/database/transactional-db';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { EventDispatcher, FIRST_BACKOFF_MS } from '../../src/platform/events/event-dispatcher';
import { EventLog, RecordedEvent } from '../../src/platform/events/event-log';
import { EventSubscribers } from '../../src/platform/events/event-subscribers';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';

/** pg_locks shows the whole server's locks: only this test's database counts. */
const OUR_DATABASE = '(SELECT oid FROM pg_database WHERE datname = current_database())';

/**
 * The event log's promises (docs/architecture.md, "The event log"): each subscriber handles
 * each event once, in order, whatever runs beside it, crashes or commits late.
 */
describe('the event log', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({ database: t.database });
    await t.app.get(DataSource).query('CREATE TABLE test_effects (event_id uuid NOT NULL, subscriber text NOT NULL, at_position bigint NOT NULL)');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** A consequence written in the subscriber's transaction, as a real one writes its mails. */
  const recorder = (app: TestApp, name: string, type: string, fail?: (event: RecordedEvent) => boolean) => ({
    name,
    types: [type],
    handle: async (event: RecordedEvent) => {
      await app.app
        .get(TransactionalDb)
        .manager.query('INSERT INTO test_effects (event_id, subscriber, at_position) VALUES ($1, $2, $3)', [event.id, name, event.position]);
      // Lets another runner's statements interleave with this transaction's.
      await new Promise((resolve) => setImmediate(resolve));
      if (fail?.(event)) throw new Error('the consequence failed half-way');
    },
  });
  const effects = (name: string): Promise<{ event_id: string; at_position: string }[]> =>
    t.app.get(DataSource).query('SELECT event_id, at_position FROM test_effects WHERE subscriber = $1 ORDER BY at_position', [name]);
  const appendDirectly = async (type: string, count: number) => {
    for (let n = 1; n <= count; n++)
      await t.app
        .get(DataSource)
        .query(
          `INSERT INTO event_log (type, aggregate_type, aggregate_id, sequence, payload, actor_type, occurred_at) VALUES ($1, 'test', $1, $2, '{}', 'system', now())`,
          [type, n],
        );
  };

  it('numbers each aggregate’s events 1, 2, 3 and records who did it and when', async () => {
    const log = t.app.get(EventLog);
    await t.app.get(UnitOfWork).run(async () => {
      await log.append({ type: 'test.numbered', aggregateType: 'test', aggregateId: 'numbered', payload: { n: 1 }, actor: { type: 'admin', id: 'admin-1' } });
      await log.append({ type: 'test.numbered', aggregateType: 'test', aggregateId: 'numbered', payload: { n: 2 }, actor: { type: 'schedule', id: null } });
    });
    await log.append({ type: 'test.numbered', aggregateType: 'test', aggregateId: 'numbered', payload: { n: 3 }, actor: { type: 'couple', id: 'c' } });
    const rows: { sequence: number; payload: { n: number }; actor_type: string; actor_id: string | null; occurred_at: Date }[] = await t.app
      .get(DataSource)
      .query(`SELECT sequence, payload, actor_type, actor_id, occurred_at FROM event_log WHERE aggregate_id = 'numbered' ORDER BY position`);
    expect(rows.map((row) => [row.sequence, row.payload.n, row.actor_type, row.actor_id])).toEqual([
      [1, 1, 'admin', 'admin-1'],
      [2, 2, 'schedule', null],
      [3, 3, 'couple', 'c'],
    ]);
    expect(rows[0].occurred_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('writes nothing when the change rolls back', async () => {
    const log = t.app.get(EventLog);
    await expect(
      t.app.get(UnitOfWork).run(async () => {
        await log.append({ type: 'test.rolled-back', aggregateType: 'test', aggregateId: 'rb', payload: {}, actor: { type: 'system', id: null } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.app.get(DataSource).query(`SELECT 1 FROM event_log WHERE type = 'test.rolled-back'`)).toHaveLength(0);
  });

  it('hands each event to a subscriber exactly once, in order, with two instances dispatching at the same time', async () => {
    t.app.get(EventSubscribers).register(recorder(t, 'test.concurrent', 'test.concurrent'));
    second.app.get(EventSubscribers).register(recorder(second, 'test.concurrent', 'test.concurrent'));
    await t.app.get(EventDispatcher).dispatch(); // the cursor starts at the log's end
    await appendDirectly('test.concurrent', 30);
    const runs = [t, second, t, second].map((app) => app.app.get(EventDispatcher).dispatch());
    const reports = await Promise.all(runs);
    expect(reports.every((report) => report.failures.length === 0)).toBe(true);
    const done = await effects('test.concurrent');
    expect(done).toHaveLength(30);
    expect(new Set(done.map((row) => row.event_id)).size).toBe(30);
    const positions = done.map((row) => Number(row.at_position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(reports.reduce((sum, report) => sum + report.handled, 0)).toBe(30);
  });

  it('redoes a consequence cut off before its commit once, after a backoff, and never twice', async () => {
    let failuresLeft = 1;
    t.app.get(EventSubscribers).register(recorder(t, 'test.crash', 'test.crash', () => failuresLeft-- > 0));
    await t.app.get(EventDispatcher).dispatch();
    await appendDirectly('test.crash', 2);
    const first = await t.app.get(EventDispatcher).dispatch();
    expect(first.failures).toEqual([{ subscriber: 'test.crash', error: 'the consequence failed half-way' }]);
    // The consequence written before the failure rolled back with it; the cursor did not move.
    expect(await effects('test.crash')).toHaveLength(0);
    const [state] = await t.app.get(DataSource).query(`SELECT attempts, last_error FROM event_subscriptions WHERE name = 'test.crash'`);
    expect(state).toEqual({ attempts: 1, last_error: 'the consequence failed half-way' });
    // Within the backoff nothing is tried.
    expect((await t.app.get(EventDispatcher).dispatch()).handled).toBe(0);
    t.clock.advance(FIRST_BACKOFF_MS);
    expect((await t.app.get(EventDispatcher).dispatch()).handled).toBe(2);
    expect((await t.app.get(EventDispatcher).dispatch()).handled).toBe(0);
    expect(await effects('test.crash')).toHaveLength(2);
    const handled = await t.app.get(DataSource).query(`SELECT event_id FROM event_handled WHERE subscriber = 'test.crash'`);
    expect(handled).toHaveLength(2);
  });

  it('hands a batch subscriber several events per transaction, in order and each once; a failing batch is taken again one event at a time', async () => {
    const calls: number[][] = [];
    let failAt: number | null = null;
    t.app.get(EventSubscribers).register({
      name: 'test.batch',
      types: ['test.batch'],
      batchSize: 4,
      handleBatch: async (events) => {
        calls.push(events.map((event) => event.position));
        for (const event of events)
          await t.app
            .get(TransactionalDb)
            .manager.query('INSERT INTO test_effects (event_id, subscriber, at_position) VALUES ($1, $2, $3)', [event.id, 'test.batch', event.position]);
        if (events.some((event) => event.position === failAt)) throw new Error('the batch failed on one event');
      },
    });
    await t.app.get(EventDispatcher).dispatch();
    await appendDirectly('test.batch', 10);
    const positions = (
      (await t.app.get(DataSource).query(`SELECT position FROM event_log WHERE type = 'test.batch' ORDER BY position`)) as { position: string }[]
    ).map((row) => Number(row.position));
    failAt = positions[5];

    const first = await t.app.get(EventDispatcher).dispatch();
    expect(first.failures).toEqual([{ subscriber: 'test.batch', error: 'the batch failed on one event' }]);
    // The failed batch rolled back and was taken again one by one: the event before the failing one is handled, the rest waits.
    expect(calls).toEqual([positions.slice(0, 4), positions.slice(4, 8), [positions[4]], [positions[5]]]);
    expect((await effects('test.batch')).map((row) => Number(row.at_position))).toEqual(positions.slice(0, 5));

    failAt = null;
    t.clock.advance(FIRST_BACKOFF_MS);
    expect((await t.app.get(EventDispatcher).dispatch()).handled).toBe(5);
    expect(calls.slice(4)).toEqual([positions.slice(5, 9), [positions[9]]]);
    const done = await effects('test.batch');
    expect(done.map((row) => Number(row.at_position))).toEqual(positions);
    expect(new Set(done.map((row) => row.event_id)).size).toBe(10);
  });

  it('does not skip an event whose transaction drew its position first and committed last', async () => {
    t.app.get(EventSubscribers).register(recorder(t, 'test.late', 'test.late'));
    await t.app.get(EventDispatcher).dispatch();
    // A's commit is held after its events were written (a hook registered after the event log's runs after it).
    // Only the first transaction to reach the hook is held, and the test waits for it to get there: waiting for A's
    // lock instead raced a busy machine, where A could pass the hook before the hold was taken away for B.
    let holdNext = true;
    let release = () => {};
    let reachedCommit = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const atCommit = new Promise<void>((resolve) => (reachedCommit = resolve));
    t.app.get(TransactionHooks).beforeCommit(async () => {
      if (!holdNext) return;
      holdNext = false;
      reachedCommit();
      await held;
    });
    const log = t.app.get(EventLog);
    const append = (id: string) =>
      t.app
        .get(UnitOfWork)
        .run(() => log.append({ type: 'test.late', aggregateType: 'test', aggregateId: id, payload: {}, actor: { type: 'system', id: null } }));
    const a = append('first');
    await atCommit;
    const b = append('second');
    // B waits for A's commit before it draws a position.
    await until(
      async () =>
        (await t.app.get(DataSource).query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = ${OUR_DATABASE}`)).length > 0,
    );
    expect((await t.app.get(EventDispatcher).dispatch()).handled).toBe(0);
    release();
    await Promise.all([a, b]);
    await t.app.get(EventDispatcher).dispatch();
    const done = await effects('test.late');
    const ids: { aggregate_id: string; position: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT aggregate_id, position FROM event_log WHERE type = 'test.late' ORDER BY position`);
    expect(ids.map((row) => row.aggregate_id)).toEqual(['first', 'second']);
    expect(done.map((row) => row.at_position)).toEqual(ids.map((row) => row.position));
  });

  it('goes round again for the other subscribers when one fails in a pass: its events appended meanwhile are handled before the pass ends', async () => {
    const subscribers = t.app.get(EventSubscribers);
    // In the pass's order: the follower first, then the subscriber whose consequence is an event the follower wants, then one that fails.
    subscribers.register(recorder(t, 'test.follower', 'test.followed'));
    subscribers.register({
      name: 'test.chain',
      types: ['test.chained'],
      handle: (event: RecordedEvent) =>
        t.app.get(EventLog).append({ type: 'test.followed', aggregateType: 'test', aggregateId: event.id, payload: {}, actor: { type: 'system', id: null } }),
    });
    let failuresLeft = 1;
    subscribers.register(recorder(t, 'test.broken', 'test.chained', () => failuresLeft-- > 0));
    await t.app.get(EventDispatcher).dispatch();
    await appendDirectly('test.chained', 1);

    const report = await t.app.get(EventDispatcher).dispatch();
    expect(report.failures.map((failure) => failure.subscriber)).toEqual(['test.broken']);
    expect(await effects('test.follower')).toHaveLength(1);
  });
});
