import { assertGroupsChangeable, dinnerStatusAfterMatching, seedOf } from './matching-outcome';

describe('where matching leaves a dinner', () => {
  it('is restaurant_assigned when everyone sits at a table, matched when a group has none, pending otherwise', () => {
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 0, groups: 3, groupsWithoutRestaurant: 0 })).toBe('restaurant_assigned');
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 0, groups: 3, groupsWithoutRestaurant: 1 })).toBe('matched');
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 1, groups: 3, groupsWithoutRestaurant: 0 })).toBe('pending_manual_intervention');
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 0, groups: 0, groupsWithoutRestaurant: 0 })).toBe('pending_manual_intervention');
  });

  it('refuses changes to a dinner that is over, cancelled or revealed', () => {
    expect(() => assertGroupsChangeable({ status: 'completed', revealed: false })).toThrow('The groups of a dinner with status completed cannot change.');
    expect(() => assertGroupsChangeable({ status: 'cancelled_by_system', revealed: false })).toThrow(/cancelled by system/);
    expect(() => assertGroupsChangeable({ status: 'matched', revealed: true })).toThrow('This dinner is already revealed to its couples: its groups cannot change.');
    expect(() => assertGroupsChangeable({ status: 'matched', revealed: false })).not.toThrow();
  });

  it('derives a stable seed from the dinner id', () => {
    expect(seedOf('8f0c5e1a-0000-4000-8000-000000000001')).toBe(seedOf('8f0c5e1a-0000-4000-8000-000000000001'));
    expect(seedOf('8f0c5e1a-0000-4000-8000-000000000001')).not.toBe(seedOf('8f0c5e1a-0000-4000-8000-000000000002'));
  });
});
