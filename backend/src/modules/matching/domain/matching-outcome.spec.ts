import { assertGroupsChangeable, assertGroupsEditable, describeAudience, dinnerStatusAfterMatching, MatchingErrors, seedOf } from './matching-outcome';

describe('where matching leaves a dinner', () => {
  it('is restaurant_assigned when everyone sits at a table, matched when a group has none, pending otherwise', () => {
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 0, groups: 3, groupsWithoutRestaurant: 0 })).toBe('restaurant_assigned');
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 0, groups: 3, groupsWithoutRestaurant: 1 })).toBe('matched');
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 1, groups: 3, groupsWithoutRestaurant: 0 })).toBe('pending_manual_intervention');
    expect(dinnerStatusAfterMatching({ unmatchedCouples: 0, groups: 0, groupsWithoutRestaurant: 0 })).toBe('pending_manual_intervention');
  });

  it('lets an admin edit a revealed dinner’s groups (after confirming), never a dinner over or cancelled', () => {
    expect(() => assertGroupsEditable({ status: 'restaurant_assigned' })).not.toThrow();
    expect(() => assertGroupsEditable({ status: 'completed' })).toThrow('The groups of a dinner with status completed cannot change.');
  });

  it('says in English who a revealed dinner’s change will reach, as data of the confirmation', () => {
    expect(describeAudience({ couples: 1, people: 2 })).toBe('1 paid couple (2 people)');
    expect(MatchingErrors.confirmGroupChange('Confirm to go ahead.', ['9b2f6c1e-aaaa'], describeAudience({ couples: 3, people: 5 })).details).toEqual({
      audience: '3 paid couples (5 people)',
      groupIds: ['9b2f6c1e-aaaa'],
    });
  });

  it('refuses a run on a dinner that is over, cancelled or revealed', () => {
    expect(() => assertGroupsChangeable({ status: 'completed', revealed: false })).toThrow('The groups of a dinner with status completed cannot change.');
    expect(() => assertGroupsChangeable({ status: 'cancelled_by_system', revealed: false })).toThrow(/cancelled by system/);
    expect(() => assertGroupsChangeable({ status: 'matched', revealed: true })).toThrow(
      'This dinner is already revealed to its couples: its groups cannot change.',
    );
    expect(() => assertGroupsChangeable({ status: 'matched', revealed: false })).not.toThrow();
  });

  it('derives a stable seed from the dinner id', () => {
    expect(seedOf('8f0c5e1a-0000-4000-8000-000000000001')).toBe(seedOf('8f0c5e1a-0000-4000-8000-000000000001'));
    expect(seedOf('8f0c5e1a-0000-4000-8000-000000000001')).not.toBe(seedOf('8f0c5e1a-0000-4000-8000-000000000002'));
  });
});
