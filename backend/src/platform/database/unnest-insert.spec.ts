import { unnestInsert } from './unnest-insert';

describe('unnestInsert', () => {
  it('passes one array per column, whatever the number of rows', () => {
    const { text, values } = unnestInsert('dinner_group_participants', [
      { name: 'group_id', type: 'uuid', values: ['g1', 'g1', 'g2'] },
      { name: 'couple_id', type: 'uuid', values: ['c1', 'c2', 'c3'] },
      { name: 'booking_id', type: 'uuid', values: ['b1', null, 'b3'] },
    ]).compile();
    expect(text).toBe('INSERT INTO dinner_group_participants (group_id, couple_id, booking_id) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[])');
    expect(values).toEqual([
      ['g1', 'g1', 'g2'],
      ['c1', 'c2', 'c3'],
      ['b1', null, 'b3'],
    ]);
  });
});
