import { TransactionalDb } from '../../src/platform/database/transactional-db';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { createTestApp, TestApp } from '../support/test-app';

describe('UnitOfWork.all', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A read that takes 50 ms in the database and notes when it ran. */
  const timedRead = (log: string[], name: string) => async () => {
    log.push(`${name} started`);
    const [row] = await t.app.get(TransactionalDb).manager.query(`SELECT $1::text AS name, pg_sleep(0.05)`, [name]);
    log.push(`${name} done`);
    return row.name as string;
  };

  it('runs the reads side by side outside a transaction', async () => {
    const log: string[] = [];
    const results = await t.app.get(UnitOfWork).all([timedRead(log, 'a'), timedRead(log, 'b')]);
    expect(results).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a started', 'b started']);
  });

  it('runs them one after another on a transaction’s one connection, results in order', async () => {
    const log: string[] = [];
    const unitOfWork = t.app.get(UnitOfWork);
    const results = await unitOfWork.run(() => unitOfWork.all([timedRead(log, 'a'), timedRead(log, 'b'), timedRead(log, 'c')]));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a started', 'a done', 'b started', 'b done', 'c started', 'c done']);
  });
});
