import { TransactionalDb } from '../../src/platform/database/transactional-db';
import { sql } from '../../src/platform/database/sql';
import { unnestInsert } from '../../src/platform/database/unnest-insert';
import { createTestApp, TestApp } from '../support/test-app';

describe('unnestInsert on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores every row as given: nulls, quotes, braces, backslashes, JSON, times and booleans', async () => {
    const db = t.app.get(TransactionalDb);
    await db.rows(sql`CREATE TABLE unnest_probe (n integer, id uuid, label varchar(40), body text, data jsonb, at timestamptz, flag boolean)`);
    const rows = [
      {
        n: 1,
        id: '6f1c1f5e-5d43-4a53-9a2f-0d3c2b9f3b10',
        label: 'plain',
        body: 'Aoife & Seán',
        data: [],
        at: new Date('2026-11-26T19:00:00.123Z'),
        flag: true,
      },
      { n: 2, id: null, label: 'NULL', body: 'She said "hi", {then} left\\n', data: [{ rule: 'a "b"', at: null }], at: null, flag: false },
      { n: 3, id: '0c5e4b1a-8f1d-4e0b-bb6b-1f2e3d4c5b6a', label: '', body: null, data: { nested: ['x,y', '{z}'] }, at: new Date(0), flag: null },
    ];
    await db.rows(
      unnestInsert('unnest_probe', rows, [
        { name: 'n', type: 'integer', value: (r) => r.n },
        { name: 'id', type: 'uuid', value: (r) => r.id },
        { name: 'label', type: 'varchar', value: (r) => r.label },
        { name: 'body', type: 'text', value: (r) => r.body },
        { name: 'data', type: 'jsonb', value: (r) => JSON.stringify(r.data) },
        { name: 'at', type: 'timestamptz', value: (r) => r.at },
        { name: 'flag', type: 'boolean', value: (r) => r.flag },
      ]),
    );
    expect(await db.rows(sql`SELECT n, id, label, body, data, at, flag FROM unnest_probe ORDER BY n`)).toEqual(rows);
  });
});
