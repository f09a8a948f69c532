import { unnestInsert } from './unnest-insert';

describe('unnestInsert', () => {
  it('passes one array per column, whatever the number of rows', () => {
    const seats = [
      { groupId: 'g1', coupleId: 'c1', bookingId: 'b1' },
      { groupId: 'g1', coupleId: 'c2', bookingId: null },
      { groupId: 'g2', coupleId: 'c3', bookingId: 'b3' },
    ];
    const { text, values } = unnestInsert('dinner_group_participants', seats, [
      { name: 'group_id', type: 'uuid', value: (seat) => seat.groupId },
      { name: 'couple_id', type: 'uuid', value: (seat) => seat.coupleId },
      { name: 'booking_id', type: 'uuid', value: (seat) => seat.bookingId },
    ]).compile();
    expect(text).toBe('INSERT INTO dinner_group_participants (group_id, couple_id, booking_id) SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[])');
    expect(values).toEqual([
      ['g1', 'g1', 'g2'],
      ['c1', 'c2', 'c3'],
      ['b1', null, 'b3'],
    ]);
  });
});
