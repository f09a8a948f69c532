import { joinSql, raw, sql } from './sql';

describe('sql', () => {
  it('numbers the values in their order', () => {
    expect(sql`SELECT 1 FROM t WHERE a = ${'x'} AND b = ANY(${[1, 2]})`.compile()).toEqual({
      text: 'SELECT 1 FROM t WHERE a = $1 AND b = ANY($2)',
      values: ['x', [1, 2]],
    });
  });

  it('inlines nested fragments and renumbers their values', () => {
    const active = sql`b.status = ANY(${['confirmed']})`;
    expect(sql`SELECT ${raw('b.id')} FROM b WHERE b.id = ${'id'} AND ${active} AND b.at > ${7}`.compile()).toEqual({
      text: 'SELECT b.id FROM b WHERE b.id = $1 AND b.status = ANY($2) AND b.at > $3',
      values: ['id', ['confirmed'], 7],
    });
  });

  it('joins fragments with a separator', () => {
    expect(joinSql([sql`a = ${1}`, sql`b = ${2}`, raw('c')], ' AND ').compile()).toEqual({ text: 'a = $1 AND b = $2 AND c', values: [1, 2] });
    expect(joinSql([], ', ').compile()).toEqual({ text: '', values: [] });
  });
});
