import { GroupSeating, seatChanges } from './seat-changes';

const group = (id: string, coupleIds: string[], restaurantId: string | null = 'r1', tableNumber: number | null = 1): GroupSeating => ({
  id,
  restaurantId,
  tableNumber,
  coupleIds,
});
const names = (id: string) => ({ r1: 'Chez Nous', r2: 'The Copper Kettle' })[id] ?? null;

describe('seatChanges', () => {
  it('answers nothing when no group changed', () => {
    const groups = [group('g1', ['a', 'b']), group('g2', ['c', 'd'], 'r2')];
    expect(seatChanges('d1', groups, groups, names)).toEqual([]);
  });

  it('a new restaurant or table of the same couples: the venue changed, saying where they were', () => {
    expect(seatChanges('d1', [group('g1', ['a', 'b'])], [group('g1', ['a', 'b'], 'r2', 3)], names)).toEqual([
      { kind: 'venue_changed', dinnerId: 'd1', coupleIds: ['a', 'b'], from: { restaurantId: 'r1', restaurantName: 'Chez Nous', tableNumber: 1 } },
    ]);
    expect(seatChanges('d1', [group('g1', ['a'])], [group('g1', ['a'], 'r1', 2)], names)[0]).toMatchObject({ kind: 'venue_changed', from: { tableNumber: 1 } });
  });

  it('a couple moved: both groups changed, the moved couple joined the second; each couple is in exactly one change', () => {
    const before = [group('g1', ['a', 'b', 'c']), group('g2', ['d', 'e'], 'r2')];
    const after = [group('g1', ['b', 'c']), group('g2', ['d', 'e', 'a'], null, null)];
    expect(seatChanges('d1', before, after, names)).toEqual([
      { kind: 'group_changed', dinnerId: 'd1', coupleIds: ['b', 'c'], joined: [], venueChanged: false },
      { kind: 'group_changed', dinnerId: 'd1', coupleIds: ['d', 'e', 'a'], joined: ['a'], venueChanged: true },
    ]);
  });

  it('a couple removed from every group, and a group created from unseated couples', () => {
    expect(seatChanges('d1', [group('g1', ['a', 'b', 'c'])], [group('g1', ['a', 'b'])], names)).toEqual([
      { kind: 'group_changed', dinnerId: 'd1', coupleIds: ['a', 'b'], joined: [], venueChanged: false },
      { kind: 'couple_removed', dinnerId: 'd1', coupleId: 'c' },
    ]);
    expect(seatChanges('d1', [], [group('', ['x', 'y'], null, null)], names)).toEqual([
      { kind: 'group_changed', dinnerId: 'd1', coupleIds: ['x', 'y'], joined: ['x', 'y'], venueChanged: false },
    ]);
  });
});
